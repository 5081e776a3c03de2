// Starts the real app (`node cli/levelfield.ts serve`) on a free port with a throwaway data
// folder, and a headless Chromium (Debian's; downloading a browser is not possible here).
//
// By default the server's database is a clone, made for the test file, of the installation the
// global setup built once (global-setup.ts: migrated, the first start's bank and school
// directory, every projection caught up), on the run's one PostgreSQL; it is dropped when the
// server stops. `fresh: true` is the real first start instead: DATABASE_URL="", so the server
// makes its own embedded PostgreSQL in its data folder and fills it as a new installation.
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { SCHOOL_SAMPLE_ROWS } from "../database/schools/sample.ts";
import { startAppProcesses, type AppProcesses } from "../testing/app-process.ts";
import { workerServer } from "../testing/worker-servers.ts";
import { loadConfig } from "../cli/config.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

export type RunningApp = {
  baseUrl: string;
  /** The built web app this server sends (its own copy unless `fresh`). */
  webDist: string;
  stop(): Promise<void>;
};

export type AppOptions = {
  /** Extra environment for the server (e.g. ADMIN_EMAILS). */
  env?: Record<string, string>;
  /**
   * A real first start (for the files that prove it): the server starts its own embedded
   * PostgreSQL (initdb, migrations, the question bank, the school directory) and serves the
   * bundle from the default WEB_DIST, as `npm start` does on a new machine.
   */
  fresh?: boolean;
};

export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "levelfield-e2e-"));
  const dataDir = path.join(scratch, "data");
  // Where the global setup built the bundle: `serve`'s default WEB_DIST.
  let webDist = path.resolve(root, process.env.WEB_DIST || loadConfig({}).WEB_DIST);
  let database: { adminUrl: string; name: string } | null = null;
  const cleanUp = async () => {
    if (database) await dropDatabase(database.adminUrl, database.name);
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    await mkdir(dataDir);
    if (!options.fresh) {
      // A copy of the bundle built in the global setup: a file that changes what its server
      // sends (pwa.e2e.ts deploys a new service worker) changes it for no other file.
      const copy = path.join(scratch, "web");
      await cp(webDist, copy, { recursive: true });
      webDist = copy;
      database = {
        adminUrl: workerServer(inject("e2ePostgresAdminUrls")),
        name: `e2e_${randomBytes(6).toString("hex")}`,
      };
      await adminQuery(
        database.adminUrl,
        `create database ${database.name} template ${inject("e2eTemplate")}`,
      );
    }
    const env = {
      // vitest's NODE_ENV=test is passed on on purpose (the global setup builds the bundle
      // under it too): the server must still build and serve the production bundle
      // (bundle.e2e.ts checks).
      ...process.env,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // A first start is checked from the server's info lines (firstStartDone).
      LOG_LEVEL: options.fresh ? "info" : "warn",
      DATABASE_URL: database ? database.adminUrl.replace(/\/postgres$/, `/${database.name}`) : "",
      ...(options.fresh ? {} : { WEB_DIST: webDist }),
      ...options.env,
    };
    const app = await startAppProcesses({
      commands: [["serve"]],
      env,
      timeoutMs: 120_000,
    });
    if (options.fresh) {
      await firstStartDone(app).catch(async (error: unknown) => {
        await app.stop();
        throw error;
      });
    }
    return {
      baseUrl: app.baseUrl,
      webDist,
      async stop() {
        try {
          await app.stop();
        } finally {
          await cleanUp();
        }
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Waits for the server to say it did a new installation's first start: every question of the
 * bank published, the shipped school directory imported. (The other files run on the template,
 * which global-setup.ts fills with the same firstStart; this shows `serve` does it by itself.)
 */
async function firstStartDone(app: AppProcesses): Promise<void> {
  type Line = {
    msg?: string;
    total?: number;
    published?: number;
    failed?: number;
    schools?: number;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = app
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Line);
    const bank = lines.find((l) => l.msg === "question bank published");
    const schools = lines.find((l) => l.msg?.startsWith("school directory imported:"));
    if (bank && schools) {
      if (!bank.total || bank.published !== bank.total || bank.failed !== 0) {
        throw new Error(`the first start did not publish the whole bank: ${JSON.stringify(bank)}`);
      }
      if (schools.schools !== SCHOOL_SAMPLE_ROWS) {
        throw new Error(
          `the first start imported ${schools.schools} schools, not ${SCHOOL_SAMPLE_ROWS}`,
        );
      }
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `the server did not say it published the bank and imported the schools:\n${app.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Best effort: the run's PostgreSQL is thrown away at its end anyway. */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
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

/** Whether this run saves screenshots (SCREENSHOTS=1); without it no capture is taken. */
export const SAVE_SCREENSHOTS = process.env.SCREENSHOTS === "1";

/**
 * Saves a full-page screenshot at phone (375 px) and desktop (1280 px) widths, with
 * SCREENSHOTS=1. Without it nothing is captured, but the page is left as the captures leave it
 * (the viewport 1280 × 800, scrolled to the top, having been 375 wide), so what a test does next
 * meets the same page either way.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  const dir = path.join(root, "screenshots");
  if (SAVE_SCREENSHOTS) await mkdir(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // From the top: a page left scrolled would show its sticky header half-way down the capture.
    await page.evaluate(() => window.scrollTo(0, 0));
    if (!SAVE_SCREENSHOTS) continue;
    // CSS animations stopped: a spinner never holds the capture up on a busy machine.
    await page.screenshot({
      path: path.join(dir, `${name}-${width}.png`),
      fullPage: true,
      animations: "disabled",
    });
  }
}

/** page.screenshot(options) with SCREENSHOTS=1, else nothing. */
export async function saveScreenshot(
  page: Page,
  options: Parameters<Page["screenshot"]>[0] & { path: string },
): Promise<void> {
  if (SAVE_SCREENSHOTS) await page.screenshot(options);
}

/** A fresh browser context (its own cookies and storage) and a page in it. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page };
}

/** True when the page scrolls sideways (something is wider than the viewport). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/**
 * The accessible name of the focused element, close enough for tests: aria-label,
 * aria-labelledby, the input's <label>, else its text. "" when nothing is focused.
 */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return "";
    const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const label = el.getAttribute("aria-label");
    if (label) return squash(label);
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(" "),
      );
    }
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map((l) => l.textContent).join(" "));
    return squash(el.textContent);
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's accessible name is `name`; fails with
 * the names it passed after `max` presses.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  { backward = false, max = 40 }: { backward?: boolean; max?: number } = {},
): Promise<void> {
  const seen: string[] = [];
  const matches = (text: string) => (typeof name === "string" ? text === name : name.test(text));
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backward ? "Shift+Tab" : "Tab");
    const focused = await focusedName(page);
    if (matches(focused)) return;
    seen.push(focused || "(nothing)");
  }
  throw new Error(
    `${backward ? "Shift+Tab" : "Tab"} did not reach "${String(name)}" in ${max} presses; ` +
      `focus went through: ${seen.map((s) => JSON.stringify(s)).join(", ")}`,
  );
}

/** An email address no other test (or earlier run against the same data) has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A password the server accepts (long enough, not a common one). */
export const GOOD_PASSWORD = "violet-harbor-73-lantern";

/** A birth year that passes the age gate (16 years ago). */
export function adultBirthYear(): number {
  return new Date().getUTCFullYear() - 16;
}

/** Creates an email account through the API (outside any browser), for tests that need one. */
export async function registerAccount(
  baseUrl: string,
  email: string,
  password: string = GOOD_PASSWORD,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/email/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, birthYear: adultBirthYear() }),
  });
  if (response.status !== 201) {
    throw new Error(`registering ${email} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * The app and a browser for one test file: started before its first test, stopped after its
 * last. Read `app` and `browser` inside tests (they are set once the file's set-up has run).
 */
export function appAndBrowser(options: AppOptions = {}): {
  readonly app: RunningApp;
  readonly browser: Browser;
} {
  const running: { app?: RunningApp; browser?: Browser } = {};
  beforeAll(async () => {
    running.app = await startApp(options);
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return {
    get app() {
      return running.app!;
    },
    get browser() {
      return running.browser!;
    },
  };
}
