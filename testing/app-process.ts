// `levelfield` commands as child processes serving one port: started together, ready once
// /api/health answers 200, stopped with SIGTERM (waiting for each to exit). The port is a free
// one, picked here; another process (an embedded PostgreSQL of a test file running beside) can
// take it between the pick and the listen, so an EADDRINUSE start is tried again on a new port.
// The same goes the other way round for a server that starts its own embedded PostgreSQL: its
// port may be taken by a server beside it before Postgres listens, which cli/embedded-postgres.ts
// reports as EADDRINUSE too. The browser tests' harness (e2e/harness.ts) and the HTTP benchmarks
// (bench/serve.ts) start the real app this way.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../cli/embedded-postgres.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

export type AppProcesses = {
  baseUrl: string;
  /** Everything the processes wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
};

type StartOptions = {
  /** Each process's arguments after `cli/levelfield.ts`, e.g. ["serve", "--no-web"]. */
  commands: readonly (readonly string[])[];
  /** The environment of every process; PORT is set here. */
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
};

const START_ATTEMPTS = 4;

export async function startAppProcesses(options: StartOptions): Promise<AppProcesses> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(options, await freePort());
    } catch (error) {
      const taken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!taken || attempt === START_ATTEMPTS) throw error;
    }
  }
}

async function startOnPort(options: StartOptions, port: number): Promise<AppProcesses> {
  let output = "";
  const children: ChildProcess[] = options.commands.map((args) => {
    const child = spawn(process.execPath, ["cli/levelfield.ts", ...args], {
      cwd: root,
      env: { ...options.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d) => (output += String(d)));
    child.stderr!.on("data", (d) => (output += String(d)));
    return child;
  });
  const stop = async () => {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => {
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGTERM");
          return exited;
        }),
    );
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const exited = children.find((child) => child.exitCode !== null);
    if (exited) {
      await stop();
      throw new Error(`levelfield exited (${exited.exitCode}):\n${output}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`levelfield did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, output: () => output, stop };
}
