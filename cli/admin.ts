// `levelfield admin grant|revoke [--role admin|analyst] <email>`: changes an account's role with
// an event (source "cli"), so the log says who became an admin or an analyst and when. Without
// --role it is the admin role. The running projector applies it.
import { deriveApiKeys } from "../api/deps.ts";
import { grantableRoles, setRoleByEmail, type GrantableRole } from "../api/identity/accounts.ts";
import type { Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime, readMasterKey } from "./runtime.ts";

export const ADMIN_USAGE =
  "usage: levelfield admin grant [--role admin|analyst] <email> | " +
  "levelfield admin revoke [--role admin|analyst] <email>";

type AdminArgs = { action: "grant" | "revoke"; role: GrantableRole; email: string };

const isRole = (value: string | undefined): value is GrantableRole =>
  (grantableRoles as readonly string[]).includes(value ?? "");

/**
 * The action, role and email of `levelfield admin …` (the positionals after "admin", and the
 * --role option: admin when absent), or null when they do not parse.
 */
export function parseAdminArgs(args: readonly string[], role = "admin"): AdminArgs | null {
  const [action, email, ...extra] = args;
  if (action !== "grant" && action !== "revoke") return null;
  if (!isRole(role) || !email || extra.length > 0) return null;
  return { action, role, email };
}

const roleNames: Record<GrantableRole, [granted: string, revoked: string]> = {
  admin: ["an admin", "a student"],
  analyst: ["an analyst", "not an analyst"],
};

export async function admin(
  config: Config,
  args: readonly string[],
  options: { role?: string | undefined } = {},
): Promise<number> {
  const parsed = parseAdminArgs(args, options.role);
  if (!parsed) {
    console.error(ADMIN_USAGE);
    return 2;
  }
  const { action, role, email } = parsed;
  const masterKey = await readMasterKey(config);
  const log = createLogger(config, "levelfield-admin");
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-admin" });
  try {
    const result = await setRoleByEmail(
      { pool: runtime.pool, store: runtime.store, keys: deriveApiKeys(masterKey) },
      role,
      email,
      action === "grant",
    );
    if (!result) {
      console.error(`levelfield: no account has the email ${email} (it must have signed in once)`);
      return 1;
    }
    const now = roleNames[role][action === "grant" ? 0 : 1];
    console.log(
      result.changed
        ? `${email} is now ${now} (user ${result.userId}).`
        : `${email} was already ${now} (user ${result.userId}); nothing changed.`,
    );
    return 0;
  } finally {
    await runtime.close();
  }
}
