// Opens what every command needs, from the configuration: the database (embedded unless
// DATABASE_URL is set), migrations, the pool and the event store. Closing it releases all of
// it in the right order.
import path from "node:path";
import { createDatabasePool, type DatabasePool } from "../database/pool.ts";
import { createEsdbEventStore } from "../eventstore/esdb.ts";
import type { Logger } from "../eventstore/logger.ts";
import type { EventStore } from "../eventstore/port.ts";
import { createPostgresEventStore } from "../eventstore/postgres.ts";
import type { Config } from "./config.ts";
import { createVault, loadMasterKey, type Vault } from "../vault/vault.ts";
import { migrate } from "./migrate.ts";

export type Runtime = {
  databaseUrl: string;
  pool: DatabasePool;
  store: EventStore;
  close(): Promise<void>;
};

export async function openRuntime(
  config: Config,
  log: Logger,
  options: { applicationName: string; migrate?: boolean },
): Promise<Runtime> {
  const closers: (() => Promise<void>)[] = [];
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const { startEmbeddedPostgres } = await import("./embedded-postgres.ts");
      const dataDir = path.resolve(config.DATA_DIR, "postgres");
      log.info({ dataDir }, "starting embedded PostgreSQL (set DATABASE_URL to use your own)");
      const embedded = await startEmbeddedPostgres({
        dataDir,
        persistent: true,
        log: (line) => log.warn({}, line),
      });
      closers.unshift(() => embedded.stop());
      await embedded.createDatabase("levelfield");
      databaseUrl = embedded.url("levelfield");
    }
    if (options.migrate !== false) {
      const report = await migrate(databaseUrl, {
        log: (line) => log.info({}, `migration ${line}`),
      });
      log.info(
        { applied: report.applied.length, alreadyApplied: report.alreadyApplied },
        "database schema is current",
      );
    }
    const pool = await createDatabasePool(databaseUrl, {
      applicationName: options.applicationName,
      maximumPoolSize: config.DATABASE_POOL_SIZE,
    });
    closers.unshift(() => pool.end());
    const store =
      config.EVENT_STORE === "esdb"
        ? createEsdbEventStore({ connectionString: config.ESDB_URL!, log })
        : createPostgresEventStore({
            pool,
            databaseUrl,
            pollIntervalMs: config.PROJECTOR_POLL_MS,
            log,
          });
    closers.unshift(() => store.close());
    return {
      databaseUrl,
      pool,
      store,
      async close() {
        for (const close of closers.splice(0))
          await close().catch((error: unknown) => log.warn({ err: error }, "close failed"));
      },
    };
  } catch (error) {
    for (const close of closers) await close().catch(() => {});
    throw error;
  }
}

/** The master key: MASTER_KEY, else DATA_DIR's key file (made on the first start). */
export function readMasterKey(config: Config): Promise<Buffer> {
  return loadMasterKey({
    dataDir: config.DATA_DIR,
    ...(config.MASTER_KEY ? { masterKey: config.MASTER_KEY } : {}),
  });
}

/** The vault over the runtime's database, once the master key is checked against its keys. */
export async function openVault(pool: DatabasePool, masterKey: Buffer): Promise<Vault> {
  const vault = createVault({ pool, masterKey });
  await vault.checkMasterKey();
  return vault;
}
