-- One name for what the table holds (issue 32): sign_in_throttle counts failed attempts of every
-- kind that is throttled across processes (sign-ins, sign-ups from an address, password reset
-- requests, invite codes that did not work), each under keys of its own (api/throttle.ts). The
-- rows stay as they are: only the table and its index are renamed.
alter table sign_in_throttle rename to attempt_throttle;
alter index sign_in_throttle_pkey rename to attempt_throttle_pkey;
alter index sign_in_throttle_window rename to attempt_throttle_window;
