-- The analyst role (issue 20) and the analyst access log.
--
-- users.analyst (projection `users`): the account holds the analyst role (AnalystRoleGranted,
-- AnalystRoleRevoked on user-<id>). Separate from `role` (student | admin): an account may be an
-- admin, an analyst, both or neither, and an admin is not an analyst unless granted it too.
alter table users add column analyst boolean not null default false;

-- analyst_accesses (projection `analyst-accesses`, projections/analyst-accesses/projection.ts):
-- every analyst read of one student's learning history (StudentHistoryAccessed on
-- analyst-access-<analystUserId>), listed to admins newest first. The student is named by the
-- pseudonymous id analysts see, never by account id: a student's erasure keeps the audit row.
-- An erased analyst's rows go (personalRows: analyst_user_id).
create table analyst_accesses (
  -- the event's id: one row per access, so applying it twice changes nothing
  event_id uuid primary key,
  analyst_user_id uuid not null,
  student_pseudonym text not null,
  action text not null,
  detail text not null,
  accessed_at timestamptz not null
);
create index analyst_accesses_at on analyst_accesses (accessed_at);
