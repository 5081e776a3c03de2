// `levelfield serve` (what `npm start` runs: the API and the projector in one process) as a child
// process on the bench's database, for benchmarks that load it over HTTP from another process
// (so the load generator does not share the server's thread). The web bundle is left out
// (--no-web): these benchmarks call the API only.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../cli/embedded-postgres.ts";
import type { BenchEnvironment } from "./support.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

export type RunningServer = {
  base: string;
  /** Moves the server's clock (CLOCK_OFFSET_FILE) so that it reads `at` now. */
  setClock(at: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * `levelfield serve --no-web`; with `split`, the production shape instead: `serve --no-web
 * --no-projector` and `levelfield project` as two processes.
 */
export async function startServe(
  env: BenchEnvironment,
  extraEnv: Record<string, string> = {},
  options: { split?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-bench-serve-"));
  const clockFile = path.join(dataDir, "clock-offset");
  const port = await freePort();
  const childEnv = {
    ...process.env,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: env.url,
    MASTER_KEY: randomBytes(32).toString("base64"),
    LOG_LEVEL: "warn",
    CLOCK_OFFSET_FILE: clockFile,
    ...extraEnv,
  };
  let output = "";
  const start = (args: string[]) => {
    const child = spawn(process.execPath, ["cli/levelfield.ts", ...args], {
      cwd: root,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d) => (output += String(d)));
    child.stderr.on("data", (d) => (output += String(d)));
    return child;
  };
  const children = options.split
    ? [start(["serve", "--no-web", "--no-projector"]), start(["project"])]
    : [start(["serve", "--no-web"])];
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (children.some((c) => c.exitCode !== null)) {
      throw new Error(`levelfield exited:\n${output}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      for (const c of children) c.kill("SIGKILL");
      throw new Error(`levelfield serve did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async setClock(at) {
      await writeFile(clockFile, String(at - Date.now()));
    },
    async stop() {
      await Promise.all(
        children
          .filter((c) => c.exitCode === null)
          .map((c) => {
            const exited = new Promise((resolve) => c.once("exit", resolve));
            c.kill("SIGTERM");
            return exited;
          }),
      );
      await rm(dataDir, { recursive: true, force: true });
      if (output.trim()) process.stderr.write(`levelfield serve said:\n${output}`);
    },
  };
}
