// Throttling of failed attempts, shared by every API process (table attempt_throttle): failed
// sign-ins (api/identity/email-routes.ts), password reset requests
// (api/identity/password-reset-routes.ts) and invite codes that did not work
// (api/friends/commands.ts), each under keys of its own. Each failure counts against the account
// (for a sign-in, a keyed hash of the email, whether or not the account exists, so the answer
// never tells them apart) and against the client address. Past the limit, the attempt for that
// key is refused with 429 until the window ends; a successful sign-in clears the account.
import { attemptThrottleRow } from "../database/tables/attempt-throttle.ts";
import { sql, statement, type CommonQueryMethods } from "../database/pool.ts";

const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Defaults: 5 per account; 100 per address, since a whole school can share one address. */
export const DEFAULT_THROTTLE = { perAccount: 5, perAddress: 100 };

export type ThrottleKeys = { account: string; address: string };
export type ThrottleLimits = { perAccount: number; perAddress: number };

const accountKey = (keys: ThrottleKeys) => `account:${keys.account}`;
const addressKey = (keys: ThrottleKeys) => `ip:${keys.address}`;
const limits = (keys: ThrottleKeys, max: ThrottleLimits) => [
  { key: accountKey(keys), max: max.perAccount },
  { key: addressKey(keys), max: max.perAddress },
];

/** ms until the window of one key ends when it has reached `allowed` failures, or 0. */
async function waitFor(db: CommonQueryMethods, key: string, allowed: number, now: Date) {
  const row = await db.maybeOne(sql.type(
    attemptThrottleRow.pick({ window_started: true, failures: true }),
  )`
    select window_started, failures from attempt_throttle where key = ${key}
  `);
  if (!row || row.failures < allowed) return 0;
  return Math.max(0, row.window_started.getTime() + THROTTLE_WINDOW_MS - now.getTime());
}

/** ms until sign-in may be tried again for these keys, or 0. */
export async function throttledFor(
  db: CommonQueryMethods,
  keys: ThrottleKeys,
  max: ThrottleLimits,
  now: Date,
): Promise<number> {
  let wait = 0;
  for (const { key, max: allowed } of limits(keys, max)) {
    wait = Math.max(wait, await waitFor(db, key, allowed, now));
  }
  return wait;
}

/**
 * ms until sign-ups may be tried again from this address, or 0: an address past its limit of
 * failed sign-ins is refused every sign-up, whether the email has an account or not, so the
 * throttle's answer never tells the two apart (docs/security.md, "Sign-up and existing emails").
 */
export async function addressThrottledFor(
  db: CommonQueryMethods,
  address: string,
  max: ThrottleLimits,
  now: Date,
): Promise<number> {
  return waitFor(db, addressKey({ account: "", address }), max.perAddress, now);
}

export async function recordFailure(db: CommonQueryMethods, keys: ThrottleKeys, now: Date) {
  // Windows that have ended are deleted, so a failure either starts a window or adds to one.
  await db.query(statement`
    delete from attempt_throttle
    where window_started <= ${sql.timestamp(new Date(now.getTime() - THROTTLE_WINDOW_MS))}
  `);
  for (const key of [accountKey(keys), addressKey(keys)]) {
    await db.query(statement`
      insert into attempt_throttle (key, window_started, failures)
      values (${key}, ${sql.timestamp(now)}, 1)
      on conflict (key) do update set failures = attempt_throttle.failures + 1
    `);
  }
}

export async function clearAccount(db: CommonQueryMethods, keys: ThrottleKeys) {
  await db.query(statement`
    delete from attempt_throttle where key = ${accountKey(keys)}
  `);
}
