// The API composed like `levelfield serve` for a benchmark: on the bench's database, with a
// fresh master key, sessions in Postgres, silent logs, the general rate limit lifted, listening
// on a local port. The caller runs (or not) the projector its numbers need.
import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { buildApp } from "../api/app.ts";
import { deriveApiKeys } from "../api/deps.ts";
import { createSessionStore } from "../api/plugins/session-store.ts";
import { listen } from "../api/server.ts";
import { authOptions, loadConfig } from "../cli/config.ts";
import { createVault, type Vault } from "../vault/vault.ts";
import type { BenchEnvironment } from "./support.ts";

export async function startBenchApi(
  env: BenchEnvironment,
  options: { projections?: string[]; trustProxy?: boolean; now?: () => Date } = {},
): Promise<{ base: string; vault: Vault; close(): Promise<void> }> {
  const masterKey = randomBytes(32);
  // Also the projector's: the users, rankings and history projections open sealed usernames.
  const vault = createVault({ pool: env.pool, masterKey });
  const sessions = createSessionStore({
    pool: env.pool,
    pruneIntervalSeconds: false,
    onError: (message, error) => console.error(message, error),
  });
  const app = await buildApp({
    pool: env.pool,
    store: env.store,
    vault,
    keys: deriveApiKeys(masterKey),
    sessionStore: sessions.store,
    auth: { ...authOptions(loadConfig({})), requestsPerMinute: 1_000_000_000 },
    log: pino({ level: "silent" }),
    projections: options.projections ?? [],
    now: options.now ?? (() => new Date()),
    ...(options.trustProxy ? { trustProxy: true } : {}),
  });
  const base = await listen(app, { host: "127.0.0.1", port: 0 });
  return {
    base,
    vault,
    async close() {
      await app.close();
      await sessions.close();
    },
  };
}
