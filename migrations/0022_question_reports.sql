-- Question reports (issue 20): a question an admin retired leaves the bank for good
-- (questions.retired_at, folded by the `questions` projection from QuestionRetired; the question
-- keeps its row so an answer to it, assigned before it was retired, is still scored and shown),
-- and the report queue (question_reports, projection `question-reports`,
-- projections/question-reports/projection.ts; domain/questions/reports/events.ts).
alter table questions add column retired_at timestamptz;

-- One row per report: what a student reported and how an admin resolved it. The student's note
-- stays sealed for them (text_sealed, `pd1.…`; vault/vault.ts): erasing them shreds it, and
-- erasure deletes their rows (personalRows: reporter_user_id).
create table question_reports (
  report_id uuid primary key,
  question_id text not null,
  reporter_user_id uuid not null,
  reason text not null check (reason in ('wrong-key', 'unclear', 'typo', 'other')),
  text_sealed text,
  -- whether the student had answered the question when they reported it
  answered boolean not null,
  reported_at timestamptz not null,
  status text not null default 'open'
    check (status in ('open', 'retired', 'revised', 'dismissed')),
  resolved_at timestamptz,
  -- the admin's note on the resolution
  note text
);
-- The queue (open reports, oldest first) and a question's open reports.
create index question_reports_status on question_reports (status, reported_at);
create index question_reports_question on question_reports (question_id, status);
create index question_reports_reporter on question_reports (reporter_user_id, question_id);
