-- Per-user data keys for personal fields in events, wrapped (AES-256-GCM) by the master key.
-- Deleting a row makes that user's personal fields in the immutable log unreadable forever.
create table personal_data_keys (
  user_id text primary key,
  wrapped_key bytea not null,
  master_key_id text not null,
  created_at timestamptz not null default now()
);
