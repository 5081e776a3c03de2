-- Whether the student has begun the diagnostic (projection `users`, on the first
-- DiagnosticSubjectStarted), so the dashboard and the diagnostic's intro offer to resume a
-- diagnostic left half-way instead of to start one. Accounts from before this column are filled
-- in from the embedded event table; with EventStoreDB as the log, rebuild `users` once instead
-- (docs/operations.md).
alter table users add column diagnostic_started boolean not null default false;

update users set diagnostic_started = true
where user_id in (
  select (data ->> 'userId')::uuid from events where type = 'DiagnosticSubjectStarted'
);
