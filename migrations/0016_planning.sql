-- Study planning (projection `planning`, projections/planning/projection.ts; the rules in
-- docs/rules.md, "Study planning"). Folded from the study-plan-<userId> streams.

-- study_plans: each student's latest plan (a new plan replaces the row). The schedule, the
-- minutes done and the projection are worked out when read, from this row, study_sessions and
-- the practice tables. Erasure deletes the row (personalRows: user_id).
create table study_plans (
  user_id uuid primary key,
  plan_id uuid not null,
  created_at timestamptz not null,
  created_on date not null,
  test_date date not null,
  test_date_from_profile boolean not null,
  weekly_hours smallint not null check (weekly_hours in (3, 5, 7, 10, 15)),
  preferred_time text not null check (preferred_time in ('morning', 'afternoon', 'evening')),
  study_intensity text not null check (study_intensity in ('light', 'moderate', 'intensive'))
);

-- study_sessions: every study session a student recorded (POST /api/study-session), counted
-- toward the plan's adherence by the day it started. Erasure deletes the rows (user_id).
create table study_sessions (
  user_id uuid not null,
  session_id uuid not null,
  started_at timestamptz not null,
  minutes smallint not null check (minutes between 5 and 240),
  activity text not null,
  subject text check (subject in ('english', 'math', 'both')),
  recorded_at timestamptz not null,
  primary key (user_id, session_id)
);
