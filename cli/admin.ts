// `levelfield admin grant|revoke <email>`: changes an account's role with an event (source
// "cli"), so the log says who became an admin and when. The running projector applies it.
import { deriveApiKeys } from "../api/deps.ts";
import { setAdminRoleByEmail } from "../api/identity/accounts.ts";
import { loadMasterKey } from "../vault/vault.ts";
import type { Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime } from "./runtime.ts";

export async function admin(config: Config, args: readonly string[]): Promise<number> {
  const [action, email, ...extra] = args;
  if ((action !== "grant" && action !== "revoke") || !email || extra.length > 0) {
    console.error("usage: levelfield admin grant <email> | levelfield admin revoke <email>");
    return 2;
  }
  const masterKey = await loadMasterKey({
    dataDir: config.DATA_DIR,
    ...(config.MASTER_KEY ? { masterKey: config.MASTER_KEY } : {}),
  });
  const log = createLogger(config, "levelfield-admin");
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-admin" });
  try {
    const result = await setAdminRoleByEmail(
      { pool: runtime.pool, store: runtime.store, keys: deriveApiKeys(masterKey) },
      email,
      action === "grant",
    );
    if (!result) {
      console.error(`levelfield: no account has the email ${email} (it must have signed in once)`);
      return 1;
    }
    const role = action === "grant" ? "an admin" : "a student";
    console.log(
      result.changed
        ? `${email} is now ${role} (user ${result.userId}).`
        : `${email} was already ${role} (user ${result.userId}); nothing changed.`,
    );
    return 0;
  } finally {
    await runtime.close();
  }
}
