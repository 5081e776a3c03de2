-- Operational state of sign-in. These tables are not read models: they are not derived from
-- events and a rebuild never touches them.

-- Server-side sessions (@fastify/session through connect-pg-simple, which reads and writes
-- sid/sess/expire). user_id is derived from the session so that signing a user out everywhere
-- (account deletion) is one indexed delete.
create table sessions (
  sid text primary key,
  sess jsonb not null,
  expire timestamptz not null,
  user_id text generated always as (sess ->> 'userId') stored
);
create index sessions_expire on sessions (expire);
create index sessions_user_id on sessions (user_id) where user_id is not null;

-- Failed sign-in attempts per key ("account:<keyed hash of the email>" or "ip:<address>") in a
-- fixed window, shared by every API process, so guessing is throttled across processes and
-- restarts. Keys hold no plain personal data.
create table sign_in_throttle (
  key text primary key,
  window_started timestamptz not null,
  failures integer not null
);

-- The users read model (projections/users): one row per registered, not erased user. Personal
-- fields stay sealed by the vault (eventstore/vault.ts); the API opens them only for their owner.
create table users (
  user_id uuid primary key,
  provider text not null,
  email_sealed text,
  -- keyed hash of the normalised email: finds a user by email (admin grant) without storing it
  email_lookup text,
  birth_year_sealed text not null,
  first_name_sealed text,
  last_name_sealed text,
  profile_image_url_sealed text,
  role text not null default 'student' check (role in ('student', 'admin')),
  diagnostic_completed boolean not null default false,
  registered_at timestamptz not null,
  updated_at timestamptz not null
);
create index users_email_lookup on users (email_lookup);

-- Ended windows are deleted as new failures arrive (api/identity/throttle.ts).
create index sign_in_throttle_window on sign_in_throttle (window_started);
