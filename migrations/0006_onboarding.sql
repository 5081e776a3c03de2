-- Onboarding and usernames in the users read model (projections/users): what the Home logic,
-- the navigation bar and later rankings read. Filled from DemographicsRecorded, SchoolChosen,
-- SatDateChosen, TimeZoneSet and UsernameChosen; names stay sealed (first_name_sealed, …).
alter table users
  add column grade_level text check (grade_level in ('9', '10', '11', '12')),
  add column sat_history text check (sat_history in ('never', 'once', 'multiple')),
  -- a directory school (schools.id) with its ZIP for regional rankings, or free text (id null)
  add column school_id text,
  add column school_name text,
  add column school_zip text,
  add column sat_date date,
  add column time_zone text,
  add column username text;

-- Friends find each other by username; the username streams keep them unique.
create index users_username on users (lower(username));
create index users_school on users (school_id) where school_id is not null;
