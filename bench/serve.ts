// `levelfield serve` (what `npm start` runs: the API and the projector in one process) as a child
// process on the bench's database, for benchmarks that load it over HTTP from another process
// (so the load generator does not share the server's thread). The web bundle is left out
// (--no-web): these benchmarks call the API only.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startAppProcesses } from "../testing/app-process.ts";
import type { BenchEnvironment } from "./support.ts";

export type RunningServer = {
  base: string;
  /** Moves the server's clock (CLOCK_OFFSET_FILE) so that it reads `at` now. */
  setClock(at: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * `levelfield serve --no-web`; with `split`, the production shape instead: `serve --no-web
 * --no-projector` and `levelfield project` as two processes. `serveArgs` go to `serve` as they
 * are (e.g. `--workers=4`).
 */
export async function startServe(
  env: BenchEnvironment,
  extraEnv: Record<string, string> = {},
  options: { split?: boolean; serveArgs?: readonly string[] } = {},
): Promise<RunningServer> {
  const serveArgs = options.serveArgs ?? [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-bench-serve-"));
  const clockFile = path.join(dataDir, "clock-offset");
  const app = await startAppProcesses({
    commands: options.split
      ? [["serve", "--no-web", "--no-projector", ...serveArgs], ["project"]]
      : [["serve", "--no-web", ...serveArgs]],
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: env.url,
      MASTER_KEY: randomBytes(32).toString("base64"),
      LOG_LEVEL: "warn",
      CLOCK_OFFSET_FILE: clockFile,
      ...extraEnv,
    },
    timeoutMs: 60_000,
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    base: app.baseUrl,
    async setClock(at) {
      await writeFile(clockFile, String(at - Date.now()));
    },
    async stop() {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
      const said = app.output().trim();
      if (said) process.stderr.write(`levelfield said:\n${said}\n`);
    },
  };
}
