-- learning_history (projection `history`, projections/history/projection.ts): a student's
-- learning history, one row per fact of their own streams (account, diagnostic, Daily Drop,
-- focused practice, tips, study plan, friends and invite codes), in the order the store recorded
-- them; an event naming two students (a friend request) is a row for each. What each row says
-- is decided in domain/history/entry.ts: never a sealed value, a name, an email, a birth year, a
-- school, an invite code or text a student typed; another student is `other_user_id` alone (the
-- analysts' API shows a pseudonym instead). Analysts page through it by `seq` and export it
-- (api/analyst/). Erasure deletes the student's rows and the rows naming them as the other
-- student (personalRows: user_id, other_user_id).
create table learning_history (
  user_id uuid not null,
  -- 1, 2, 3… per student in recorded order: 1 + the student's highest so far when the projector
  -- writes the row (not a sequence), so a rebuild numbers every row as the live table did
  seq integer not null,
  -- when the event store recorded the event
  at timestamptz not null,
  context text not null check (
    context in ('account', 'diagnostic', 'daily-drop', 'focused', 'tips', 'study-plan', 'friends')
  ),
  -- the event type
  type text not null,
  summary text not null,
  subject text check (subject in ('english', 'math')),
  question_id text,
  answer text check (answer in ('A', 'B', 'C', 'D')),
  correct boolean,
  response_time_ms integer,
  xp integer,
  -- the score estimate after this fact (200–800) and its range
  score smallint,
  score_low smallint,
  score_high smallint,
  level smallint,
  streak_days integer,
  -- the other student a friends entry names, else null
  other_user_id uuid,
  detail jsonb not null,
  primary key (user_id, seq)
);

-- erasure deletes by other_user_id: only friends entries have one
create index learning_history_other_user_id on learning_history (other_user_id)
  where other_user_id is not null;
