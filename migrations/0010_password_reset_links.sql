-- Password reset links (projections/password-resets): which account a reset link's token belongs
-- to, found by the token's keyed hash (HMAC-SHA256 under a key derived from the master key). The
-- token itself is never stored. Whether a link still works (30 minutes, once, the newest only) is
-- decided from the account's password-reset-<userId> stream, not from this table. Erasure deletes
-- the student's rows (personalRows: user_id).
create table password_reset_links (
  token_hash text primary key,
  user_id uuid not null,
  requested_at timestamptz not null
);
create index password_reset_links_user_id on password_reset_links (user_id);
