-- The question bank and the diagnostic's read models.
--
-- questions (projection `questions`): the published bank, one row per question, from
-- QuestionPublished / QuestionRevised. The diagnostic and the Daily Drop serve from it, and
-- GET /api/admin/dataset-stats counts it.
create table questions (
  id text primary key,
  subject text not null check (subject in ('english', 'math')),
  domain text not null,
  skill text not null,
  level smallint not null check (level between 1 and 12),
  band text not null check (band in ('easy', 'medium', 'hard')),
  passage text,
  stem text not null,
  choices jsonb not null check (jsonb_typeof(choices) = 'array' and jsonb_array_length(choices) = 4),
  answer text not null check (answer in ('A', 'B', 'C', 'D')),
  explanation text not null,
  irt_a double precision not null,
  irt_b double precision not null,
  irt_c double precision not null,
  source text not null,
  license text not null,
  published_at timestamptz not null,
  revised_at timestamptz not null
);
create index questions_subject on questions (subject, domain);

-- question_stats (projection `questions`): how students do on each question, from every scored
-- answer (the diagnostic now, the Daily Drop later). current_b is the difficulty re-estimated
-- online (domain/questions/calibration.ts), starting from the authored b.
create table question_stats (
  question_id text primary key,
  attempts integer not null default 0,
  correct integer not null default 0,
  current_b double precision not null,
  updated_at timestamptz not null
);

-- The diagnostic's results on the user (projection `users`), for GET /api/auth/user.
alter table users
  add column estimated_english_score smallint check (estimated_english_score between 200 and 800),
  add column estimated_math_score smallint check (estimated_math_score between 200 and 800),
  add column english_score_low smallint,
  add column english_score_high smallint,
  add column math_score_low smallint,
  add column math_score_high smallint;
