// Starts the real app (`node cli/levelfield.ts serve`) on a free port with a throwaway data
// folder, and a headless Chromium (Debian's; downloading a browser is not possible here).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { freePort } from "../cli/embedded-postgres.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

export type RunningApp = { baseUrl: string; stop(): Promise<void> };

export async function startApp(): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-e2e-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["cli/levelfield.ts", "serve"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += String(d)));
  child.stderr!.on("data", (d) => (output += String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the app did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Saves a full-page screenshot at phone (375 px) and desktop (1280 px) widths. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const dir = path.join(root, "screenshots");
  await mkdir(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}
