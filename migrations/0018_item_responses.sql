-- item_responses (projection `responses`, projections/responses/projection.ts): every scored
-- answer to a question, one row per answer event, from the diagnostic (DiagnosticAnswerRecorded),
-- the Daily Drop (DailyDropAnswerSubmitted) and focused practice (FocusedAnswerSubmitted). What
-- the item statistics of the analysts' cohort view (p-value, point-biserial, exposure) and the
-- item calibration (`levelfield calibrate`, marginal maximum likelihood over students' response
-- patterns) are computed from. Skips are not responses. Erasure deletes the student's rows
-- (personalRows: user_id).
create table item_responses (
  -- the answer event's id: one row per event, so applying it twice changes nothing
  event_id uuid primary key,
  user_id uuid not null,
  question_id text not null,
  source text not null check (source in ('diagnostic', 'daily-drop', 'focused')),
  subject text not null check (subject in ('english', 'math')),
  correct boolean not null,
  response_time_ms integer not null,
  -- the student's ability estimate (logits) just before this answer: the diagnostic's EAP, the
  -- practice tracker's mean; the point-biserial's ability measure
  theta_before double precision not null,
  answered_at timestamptz not null
);
create index item_responses_question on item_responses (question_id);
create index item_responses_user on item_responses (user_id, answered_at);
create index item_responses_day on item_responses (answered_at);
