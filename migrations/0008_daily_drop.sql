-- The Daily Drop's read models (projection `practice`, folded from the practice-<userId> streams;
-- domain/practice/decider.ts). Rebuildable from the events like every read table.

-- practice_students: one row per student who has had a Daily Drop: XP, the streak (with the
-- zone and instant of its last day, so the shown streak can be worked out at read time), the
-- shown levels, the ability beliefs (θ mean and SD) and running counts.
create table practice_students (
  user_id uuid primary key,
  total_xp integer not null default 0 check (total_xp >= 0),
  streak_days integer not null default 0,
  streak_last_day date,
  streak_last_zone text,
  streak_last_at timestamptz,
  english_level smallint not null check (english_level between 1 and 12),
  math_level smallint not null check (math_level between 1 and 12),
  english_mean double precision not null,
  english_sd double precision not null,
  math_mean double precision not null,
  math_sd double precision not null,
  first_day date not null,
  questions_answered integer not null default 0,
  correct_answers integer not null default 0,
  days_completed integer not null default 0,
  updated_at timestamptz not null
);

-- practice_days: one row per student and day with a drop: the questions assigned, progress, XP
-- earned that day (answers and the completion bonus), and the beliefs and levels at the end of
-- the day so far (the ability history).
create table practice_days (
  user_id uuid not null,
  day date not null,
  time_zone text not null,
  questions jsonb not null,
  answered smallint not null default 0,
  correct smallint not null default 0,
  xp integer not null default 0,
  bonus_xp integer not null default 0,
  completed boolean not null default false,
  completed_at timestamptz,
  english_mean double precision not null,
  english_sd double precision not null,
  math_mean double precision not null,
  math_sd double precision not null,
  english_level smallint not null,
  math_level smallint not null,
  assigned_at timestamptz not null,
  primary key (user_id, day)
);

-- practice_answers: every answer and skip, for accuracy by skill, pacing and XP by day.
create table practice_answers (
  user_id uuid not null,
  day date not null,
  question_id text not null,
  subject text not null check (subject in ('english', 'math')),
  domain text not null,
  skill text not null,
  skipped boolean not null,
  correct boolean not null,
  response_time_ms integer not null,
  xp integer not null,
  category text not null,
  recorded_at timestamptz not null,
  primary key (user_id, day, question_id)
);
create index practice_answers_skill on practice_answers (user_id, subject, domain, skill);
