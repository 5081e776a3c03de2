// `npm start` serves the built SPA. It builds it (vite build) when the bundle is missing or
// older than any source it is made from, so a fresh clone and a `git pull` both just work.
import { existsSync } from "node:fs";
import { readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as Vite from "vite";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const STAMP = ".build-stamp";
const SOURCES = ["web", "vite.config.ts", "package-lock.json", "tsconfig.json"];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  }
  return newest;
}

async function bundleIsStale(outDir: string): Promise<boolean> {
  const stamp = await stat(path.join(outDir, STAMP)).catch(() => null);
  if (!stamp || !existsSync(path.join(outDir, "index.html"))) return true;
  let newest = 0;
  for (const source of SOURCES)
    newest = Math.max(newest, await newestMtime(path.join(repoRoot, source)));
  return newest > stamp.mtimeMs;
}

export async function ensureWebBundle(
  outDir: string,
  log: (message: string) => void,
): Promise<void> {
  const absolute = path.resolve(repoRoot, outDir);
  if (!(await bundleIsStale(absolute))) return;
  let vite: typeof Vite;
  try {
    vite = await import("vite");
  } catch {
    if (existsSync(path.join(absolute, "index.html"))) {
      log("vite is not installed (production install); serving the existing bundle");
      return;
    }
    throw new Error(
      `the web bundle in ${absolute} is missing and vite is not installed: run npm install`,
    );
  }
  log("building the web bundle (vite build)...");
  // Vite (and React with it) builds for whatever NODE_ENV says; vitest sets "test" and a
  // developer may set "development". The bundle `serve` sends is always the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await vite.build({
      configFile: path.join(repoRoot, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
      build: { outDir: absolute, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await writeFile(path.join(absolute, STAMP), new Date().toISOString());
  log(`web bundle built into ${absolute}`);
}
