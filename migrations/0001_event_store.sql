-- The event log. Global order is (transaction_id, seq): readers only read rows whose
-- transaction is older than every transaction still running, so a transaction that took a
-- lower sequence number and commits late is never skipped.
create table events (
  seq bigint generated always as identity,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null,
  stream_version integer not null check (stream_version >= 1),
  event_id uuid not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default clock_timestamp(),
  constraint events_stream_version_key unique (stream_id, stream_version),
  constraint events_event_id_key unique (event_id)
);

create unique index events_global_order on events (transaction_id, seq);
