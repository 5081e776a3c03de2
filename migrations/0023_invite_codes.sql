-- Invite codes (issue 30): every code a student generated, whether it was used and when it
-- expires (projection `friends`, from InviteCodeGenerated and InviteCodeRedeemed on
-- invite-<code>; domain/friends/invite-code.ts), so the Friends screen shows the student's
-- current code again after a reload (GET /api/friends/invite, only ever to its owner). Erasure
-- deletes the owner's rows (personalRows: owner_user_id).
create table invite_codes (
  code text primary key,
  owner_user_id uuid not null,
  generated_at timestamptz not null,
  expires_at timestamptz not null,
  redeemed_at timestamptz
);

create index invite_codes_owner on invite_codes (owner_user_id, generated_at desc);
