-- One row per projection: where it has read up to, and the event that stopped it, if any.
-- The projector writes this row in the same transaction as the read tables.
create table projection_checkpoints (
  projection text primary key,
  position text,
  events_applied bigint not null default 0,
  updated_at timestamptz not null default now(),
  failed_position text,
  failed_event_id uuid,
  failed_event_type text,
  failed_error text,
  failed_at timestamptz
);

-- A read model every event feeds: events per day and type, for operators and the admin screen.
create table activity_daily (
  day date not null,
  event_type text not null,
  events bigint not null,
  primary key (day, event_type)
);
