-- Weekly rankings (projection `rankings`, projections/rankings/projection.ts; the rule in
-- docs/rules.md, "Weekly rankings"). Folded only from events: the practice events of each week,
-- and the user stream's UsernameChosen, SchoolChosen and RankingVisibilitySet. Built so that
-- GET /api/rankings never scans a large group: a percentile is a sum over one group's histogram
-- rows (a few hundred values), a region's schools are a few hundred rows.

-- ranking_students: one row per student the rankings have heard of: their public username (for
-- friends' top performers), their school group (school:<directory id>, or typed:<normalised
-- name> for an unsealed typed name, or null), the school's name as chosen (public for a
-- directory school, sealed for a typed one: only its owner's key opens it), its ZIP area, and
-- whether they hide from others' rankings. Every week row of a student counts in this group.
-- Erasure deletes the row (personalRows: user_id).
create table ranking_students (
  user_id uuid primary key,
  username text,
  school_key text,
  school_name text,
  zip_area text,
  hidden boolean not null default false
);

-- ranking_weeks: one row per student and week (its Sunday) they practised in: XP (answers,
-- skips at −1, completion bonuses), the weekdays with an answer or skip (bit 0 = Sunday, so a
-- day counts once), answers and skips (none: not ranked), Daily Drops completed, levels gained,
-- and the best streak a completion recorded. Erasure deletes the rows (personalRows: user_id).
create table ranking_weeks (
  user_id uuid not null,
  week date not null,
  xp integer not null,
  days_mask smallint not null check (days_mask between 0 and 127),
  answers integer not null check (answers >= 0),
  drops_completed integer not null check (drops_completed >= 0),
  level_progress integer not null,
  streak integer not null check (streak >= 0),
  primary key (user_id, week)
);

-- ranking_histograms: how many ranked, visible students of a week have each value of a metric in
-- a group: scope 'global' (group_key ''; metrics score, xp, streak, completion = drops completed,
-- level = levels gained), 'school' (group_key = school key; score) and 'region' (group_key = ZIP
-- area; score). A student's move (school change, hide, unhide) takes one off the old value and
-- group and adds one to the new; a count that reaches 0 is deleted. Aggregates: an erased
-- student's past keeps counting anonymously, live and in a rebuild alike (personalRows: none).
create table ranking_histograms (
  week date not null,
  scope text not null check (scope in ('global', 'school', 'region')),
  group_key text not null,
  metric text not null check (metric in ('score', 'xp', 'streak', 'completion', 'level')),
  value integer not null,
  -- No check: a batch's delta row may be negative before it meets the row it updates, and a
  -- count that reaches 0 is deleted by the same batch.
  students integer not null,
  primary key (week, scope, group_key, metric, value)
);

-- ranking_schools: per week and school group, its ranked visible students, their XP and their
-- scores (averages, the region's school ranks and trending schools), with the school's ZIP area
-- so a region's schools are one index range. Names are joined from the directory when read.
-- Aggregates like the histograms (personalRows: none).
create table ranking_schools (
  week date not null,
  school_key text not null,
  zip_area text,
  students integer not null, -- as in ranking_histograms: 0 is deleted by the same batch
  xp bigint not null,
  score bigint not null,
  primary key (week, school_key)
);
create index ranking_schools_region on ranking_schools (week, zip_area) where zip_area is not null;
