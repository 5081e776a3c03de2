// `npm run bench:lighthouse`: Lighthouse (its Node API) on the pages a student sees first.
//
// Starts the real app the way the browser tests do (`levelfield serve` with a throwaway data
// folder: it builds and serves the production bundle), makes a student through the API
// (registered, onboarded, a username, both diagnostics answered), and runs Lighthouse with
// Debian's Chromium at its default profile (mobile form factor, simulated throttling) on:
//   - the landing page `/` (a visitor),
//   - the dashboard (`/` signed in),
//   - the Daily Drop (`/daily-drop`, signed in).
// Each page is audited --runs times (default 3); the report gives the median of each number.
// The signed-in pages get the session cookie as an extra request header.
//
// Lighthouse 12+ has no PWA category, so installability is Chromium's own check: each page is
// opened in a signed-in browser context, given the chance to install its service worker (and
// reloaded so the worker controls it), and asked `Page.getInstallabilityErrors` over CDP.
//
// Options: --runs=3 --details (prints every audit that cost points, per page, from the median
// run) --save=<folder> (writes each run's JSON report there).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromium, type BrowserContext } from "playwright-core";
import { freePort } from "../cli/embedded-postgres.ts";
import { startAppProcesses } from "../testing/app-process.ts";
import { formatNumber, log, printTable, wholeNumberArg } from "./support.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    details: { type: "boolean", default: false },
    save: { type: "string" },
  },
});
const RUNS = wholeNumberArg("runs", args.runs);

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
] as const;

type PageToAudit = { name: string; path: string; signedIn: boolean };
const PAGES: PageToAudit[] = [
  { name: "Landing", path: "/", signedIn: false },
  { name: "Dashboard", path: "/", signedIn: true },
  { name: "Daily Drop", path: "/daily-drop", signedIn: true },
];

type Run = { scores: Record<string, number>; metrics: Record<string, number>; lhr: Result };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * A student through the API, as e2e/pages.ts's onboardedStudent and the analyst test make one:
 * registered, onboarded, with a username, both diagnostics answered. Returns its Cookie header.
 */
async function makeStudent(base: string): Promise<string> {
  let cookie = "";
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(";")[0]).join("; ");
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const email = `lighthouse-${Date.now().toString(36)}@example.com`;
  await call("POST", "/api/auth/email/register", {
    email,
    password: "violet-harbor-73-lantern",
    birthYear: new Date().getUTCFullYear() - 16,
  });
  await call("POST", "/api/onboarding/demographics", {
    firstName: "Dana",
    lastName: "Reyes",
    gradeLevel: "11",
    satHistory: "once",
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  await call("POST", "/api/onboarding/school", { school: "Lincoln High School" });
  await call("POST", "/api/onboarding/sat-date", {
    satDate: `${new Date().getUTCFullYear() + 1}-03-13`,
  });
  await call("POST", "/api/username/update", {
    username: `BraveOtter${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`,
  });
  for (const subject of ["english", "math"]) {
    await call("POST", "/api/diagnostic/start", { subject });
    for (let n = 0; ; n++) {
      if (n >= 20) throw new Error(`the ${subject} diagnostic never completed`);
      const question = await call("GET", `/api/diagnostic/${subject}/question`);
      if (question.completed) break;
      const answered = await call("POST", `/api/diagnostic/${subject}/answer`, {
        questionId: question.id,
        answer: "A",
        responseTime: 40_000,
      });
      if (answered.isComplete) break;
    }
  }
  return cookie;
}

async function audit(port: number, url: string, cookie: string | null): Promise<Run> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([, id]) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  return { scores, metrics, lhr };
}

/**
 * `audit`, tried up to three times: Lighthouse now and then fails to record the trace on a busy
 * machine (NO_NAVSTART, "Please run Lighthouse again").
 */
async function auditWithRetry(port: number, url: string, cookie: string | null): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`  ${String(error).split("\n")[0]}; trying again`);
    }
  }
}

/** Every audit of a category that cost points (score < 1, weight > 0), worst first. */
function costs(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 || category === "performance")
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .map(
      ({ ref, audit }) =>
        `  ${category} · ${ref.id} (score ${audit.score}, weight ${ref.weight})` +
        (audit.displayValue ? `: ${audit.displayValue}` : ""),
    );
}

/**
 * Chromium's installability check and service-worker control for one page, in a persistent
 * profile (a fresh `newContext()` is incognito, which Chromium reports as not installable).
 */
async function installability(
  context: BrowserContext,
  base: string,
  page: PageToAudit,
  cookie: string,
) {
  await context.clearCookies();
  if (page.signedIn) {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: base };
      }),
    );
  }
  const tab = await context.newPage();
  try {
    await tab.goto(`${base}${page.path}`, { waitUntil: "load" });
    // A registered worker installs, activates, and controls the page after a reload.
    const registered = await tab.evaluate(async () => {
      if (!("serviceWorker" in navigator)) return false;
      const ready = navigator.serviceWorker.ready.then(() => true);
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
      return Promise.race([ready, timeout]);
    });
    if (registered) await tab.reload({ waitUntil: "load" });
    const controlled = await tab.evaluate(() => navigator.serviceWorker?.controller != null);
    const cdp = await context.newCDPSession(tab);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    const manifest = await cdp.send("Page.getAppManifest", {});
    return {
      controlled: registered && controlled,
      manifest: manifest.url ? new URL(manifest.url).pathname : "none",
      errors: installabilityErrors.map((e) =>
        [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(" "),
      ),
    };
  } finally {
    await tab.close();
  }
}

/** `levelfield serve` as the browser tests start it (e2e/harness.ts): its own data folder. */
async function startApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-bench-lighthouse-"));
  const app = await startAppProcesses({
    commands: [["serve"]],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    timeoutMs: 120_000,
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: app.baseUrl,
    async stop() {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const loadAtStart = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  log(`load average at start: ${loadAtStart}; starting levelfield serve (builds the bundle)...`);
  const app = await startApp();
  const port = await freePort(); // Chromium's remote debugging port, which Lighthouse drives
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const base = app.baseUrl;
    log("making a student (register, onboard, username, diagnostic)...");
    const cookie = await makeStudent(base);
    // Warm the server (the first request after start builds caches) before measuring.
    for (const page of PAGES) {
      await fetch(`${base}${page.path}`, { headers: page.signedIn ? { cookie } : {} });
    }

    const results: { page: PageToAudit; runs: Run[] }[] = [];
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        log(`${page.name}: run ${i + 1} of ${RUNS}`);
        const run = await auditWithRetry(
          port,
          `${base}${page.path}`,
          page.signedIn ? cookie : null,
        );
        runs.push(run);
        if (args.save) {
          await mkdir(args.save, { recursive: true });
          const file = `${page.name.toLowerCase().replace(/\s+/g, "-")}-${i + 1}.json`;
          await writeFile(path.join(args.save, file), JSON.stringify(run.lhr));
        }
      }
      results.push({ page, runs });
    }

    const install: Awaited<ReturnType<typeof installability>>[] = [];
    const profile = await mkdtemp(path.join(os.tmpdir(), "levelfield-bench-profile-"));
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
      viewport: { width: 412, height: 823 },
    });
    try {
      for (const page of PAGES) install.push(await installability(persistent, base, page, cookie));
    } finally {
      await persistent.close();
      await rm(profile, { recursive: true, force: true });
    }

    console.log(`## Lighthouse ${results[0]!.runs[0]!.lhr.lighthouseVersion}\n`);
    console.log(
      `Mobile profile (simulated throttling), ${RUNS} runs per page, medians. Chromium ` +
        `${results[0]!.runs[0]!.lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? "?"}; ` +
        `load average at start ${loadAtStart}, at end ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")}; ${os.cpus().length} cores.\n`,
    );
    printTable(
      [
        "Page",
        "Performance",
        "Accessibility",
        "Best practices",
        "SEO",
        "FCP s",
        "LCP s",
        "TBT ms",
        "CLS",
        "SI s",
      ],
      results.map(({ page, runs }) => {
        const m = (id: string) => median(runs.map((r) => r.metrics[id]!));
        const s = (id: string) => String(median(runs.map((r) => r.scores[id]!)));
        return [
          page.name,
          s("performance"),
          s("accessibility"),
          s("best-practices"),
          s("seo"),
          formatNumber(m("first-contentful-paint") / 1000, 1),
          formatNumber(m("largest-contentful-paint") / 1000, 1),
          formatNumber(m("total-blocking-time")),
          formatNumber(m("cumulative-layout-shift"), 3),
          formatNumber(m("speed-index") / 1000, 1),
        ];
      }),
    );
    console.log();
    console.log("Performance scores of each run:\n");
    for (const { page, runs } of results) {
      console.log(`- ${page.name}: ${runs.map((r) => r.scores.performance).join(", ")}`);
    }
    console.log("\n### Installability (Chromium's check)\n");
    printTable(
      ["Page", "Service worker controls it", "Manifest", "Installability errors"],
      PAGES.map((page, i) => [
        page.name,
        install[i]!.controlled ? "yes" : "no",
        install[i]!.manifest,
        install[i]!.errors.join("; ") || "none",
      ]),
    );
    if (args.details) {
      console.log("\n### What cost points (the median-performance run of each page)\n");
      for (const { page, runs } of results) {
        const byScore = [...runs].sort((a, b) => a.scores.performance! - b.scores.performance!);
        const lhr = byScore[Math.floor(byScore.length / 2)]!.lhr;
        console.log(`${page.name}:`);
        for (const category of CATEGORIES)
          for (const line of costs(lhr, category)) console.log(line);
        const lcp = lhr.audits["largest-contentful-paint-element"]?.details;
        if (lcp) console.log(`  LCP element: ${JSON.stringify(lcp).slice(0, 600)}`);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

// Lighthouse keeps timers alive for seconds after its last audit: exit explicitly.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
