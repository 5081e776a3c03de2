// The installable, offline app in a real Chromium: the page registers /sw.js, which activates
// and controls it; the manifest has its fields and every icon answers with a PNG of its stated
// size; Chromium finds nothing that stops an install; with the network cut, the landing, a
// public page and a signed-in student's Daily Drop still open (the shell from the precache, the
// student and the drop from the worker's API cache), while any other /api read fails; signing
// out empties that cache; and a new version waits until the student chooses "Reload" in the
// toast, then every open tab runs it.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { expect, it } from "vitest";
import { appAndBrowser, openPage, screenshots } from "./harness.ts";
import { DESKTOP, h1, LANDING_TITLE, onboardedStudent, PHONE, toasts } from "./pages.ts";

const running = appAndBrowser();
const base = () => running.app.baseUrl;

const API_CACHE = "levelfield-api";
const NEW_VERSION = "A new version of Levelfield is ready.";

/** Waits until a worker from /sw.js is active and controls the page; answers its script URL. */
async function controlled(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toBe(`${base()}/sw.js`);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** The paths kept in the worker's API cache (empty when the cache does not exist). */
function apiCachePaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).sort();
  }, API_CACHE);
}

/** The width and height a PNG's header states. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/**
 * A Chromium with a profile on disk: Chromium never offers to install from an incognito
 * context, which is what `browser.newContext()` makes.
 */
async function profileBrowser() {
  const profile = await mkdtemp(path.join(os.tmpdir(), "levelfield-pwa-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
    headless: true,
    viewport: PHONE,
  });
  return {
    context,
    page: context.pages()[0] ?? (await context.newPage()),
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

it("registers /sw.js, which activates and controls the page, and the manifest and its icons make the app installable", async () => {
  const { context, page, close } = await profileBrowser();
  try {
    await page.goto(base());
    await h1(page, LANDING_TITLE).waitFor();
    expect(await controlled(page)).toBe(`${base()}/sw.js`);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toBe(
      `${base()}/`,
    );

    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await context.request.get(`${base()}${href}`);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: "/",
      name: "Levelfield",
      short_name: "Levelfield",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#00784f",
      background_color: "#f7fbf9",
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const icons = [
      ...manifest.icons.map((icon) => ({ src: icon.src, sizes: icon.sizes })),
      { src: appleIcon!, sizes: "180x180" },
    ];
    for (const icon of icons) {
      const file = await context.request.get(`${base()}${icon.src}`);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toBe("image/png");
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    // What Chromium itself checks before it offers to install (manifest, icons, worker).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const { url } = (await cdp.send("Page.getAppManifest")) as { url: string };
    expect(url).toBe(`${base()}/manifest.webmanifest`);
  } finally {
    await close();
  }
});

it("opens offline: the landing and a public page from the precache, a student's Daily Drop from the API cache; other API reads fail, and signing out empties the cache", async () => {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: PHONE,
    prefix: "SwiftHeron",
    email: "pwa-offline",
  });
  try {
    await page.goto(`${base()}/daily-drop`);
    await controlled(page);
    // A reload under the worker's control fills its API cache (the first load went around it).
    await page.reload();
    const question = page.getByTestId("question-text");
    await question.waitFor();
    const questionText = await question.innerText();
    await expect
      .poll(() => apiCachePaths(page))
      .toEqual(["/api/auth/user", "/api/daily-drop", "/api/daily-drop/progress"]);
    // A read outside the three went to the network and was not kept.
    const progress = await page.evaluate(() =>
      fetch("/api/progress/detailed").then((r) => r.status),
    );
    expect(progress).toBe(200);
    expect(await apiCachePaths(page)).not.toContain("/api/progress/detailed");

    await context.setOffline(true);
    // The worker's own fetches are cut too (not only the page's).
    expect(
      await page.evaluate(() =>
        fetch("/api/progress/detailed").then(
          (r) => `status ${r.status}`,
          () => "failed",
        ),
      ),
    ).toBe("failed");

    await page.reload();
    await question.waitFor();
    expect(await question.innerText()).toBe(questionText);
    await screenshots(page, "offline-daily-drop");

    await page.goto(`${base()}/about`);
    await h1(page, "About Levelfield").waitFor();
    await page.goto(`${base()}/`);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(await page.locator("#root").innerText()).not.toBe("");

    await context.setOffline(false);
    // Sign-out is a navigation to /api/logout: the worker empties the API cache first.
    await page.goto(`${base()}/api/logout`);
    await h1(page, LANDING_TITLE).waitFor();
    await expect.poll(() => page.evaluate((name) => caches.has(name), API_CACHE)).toBe(false);
    expect(await apiCachePaths(page)).not.toContain("/api/daily-drop");
  } finally {
    await context.close();
  }
});

it("forgets what it kept of a student whose session ended without a sign-out on this browser", async () => {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: PHONE,
    prefix: "SteadyOtter",
    email: "pwa-session-ended",
  });
  try {
    await page.goto(`${base()}/daily-drop`);
    await controlled(page);
    await page.reload();
    await page.getByTestId("question-text").waitFor();
    await expect.poll(() => apiCachePaths(page)).toContain("/api/auth/user");
    // The session ends elsewhere (another tab's request, an expiry, an erasure): the next read of
    // the current user answers 401, and the worker drops the cache on it.
    expect((await context.request.post(`${base()}/api/logout`)).status()).toBe(204);
    await page.reload();
    await h1(page, LANDING_TITLE).waitFor();
    await expect.poll(() => page.evaluate((name) => caches.has(name), API_CACHE)).toBe(false);
  } finally {
    await context.close();
  }
});

it("opens the landing offline for a visitor on a first visit's second load", async () => {
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  try {
    await page.goto(`${base()}/faq`);
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await h1(page, "Frequently Asked Questions").waitFor();
    await page.goto(`${base()}/`);
    await h1(page, LANDING_TITLE).waitFor();
  } finally {
    await context.close();
  }
});

/** The text of each toast on screen and not closing (Radix marks a closing one data-state="closed"). */
function openToasts(page: Page): Promise<string[]> {
  return page
    .getByRole("region", { name: "Notifications (F8)" })
    .locator('li[data-state="open"]')
    .allInnerTexts();
}

/** The built worker this file's server sends (it reads the file on every request; no .br/.gz
 *  of it). The server's own copy of the bundle: a new version deployed here reaches no other file. */
const builtWorker = () => path.join(running.app.webDist, "sw.js");

/**
 * As a deploy does: the server sends a changed /sw.js from now on (the same worker with one more
 * line, so the browser sees new bytes and installs it beside the running one). Answers a way
 * to put the built one back.
 */
async function deployNewWorker(): Promise<() => Promise<void>> {
  const worker = builtWorker();
  expect(existsSync(`${worker}.br`) || existsSync(`${worker}.gz`)).toBe(false);
  const built = await readFile(worker, "utf8");
  await writeFile(worker, `${built}\n// version 2\n`);
  return () => writeFile(worker, built);
}

it("keeps a new version waiting until the student chooses Reload in the toast; then every open tab reloads onto it", async () => {
  const { context, page } = await openPage(running.browser, { viewport: PHONE });
  let restore = async () => {};
  try {
    // The page's timers on Playwright's clock (it runs on by itself meanwhile), so the toast's
    // time on screen passes at once below (runFor).
    await page.clock.install();
    await page.goto(base());
    await h1(page, LANDING_TITLE).waitFor();
    await controlled(page);
    const other = await context.newPage();
    await other.goto(`${base()}/about`);
    await h1(other, "About Levelfield").waitFor();
    expect(await other.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    restore = await deployNewWorker();
    // The hourly check, made now.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect
      .poll(async () => (await toasts(page)).map((t) => t.text).join(" | "))
      .toContain(NEW_VERSION);
    // Waiting, not running: both pages still have the first worker, and nothing reloaded.
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting?.state ?? null,
        sameController: navigator.serviceWorker.controller === registration.active,
      };
    });
    expect(waiting).toEqual({ waiting: "installed", sameController: true });
    // It stays until the student acts (the usual toasts leave after 5 s, on a window.setTimeout
    // that the clock fires here; a toast closing renders data-state="closed" before runFor
    // returns, while its exit animation still keeps it in the list).
    await page.clock.runFor(5_500);
    expect((await openToasts(page)).join(" | ")).toContain(NEW_VERSION);
    await screenshots(page, "new-version-toast");
    await page.setViewportSize(PHONE);

    const marker = () => page.evaluate(() => (window as { stale?: boolean }).stale === true);
    await page.evaluate(() => ((window as { stale?: boolean }).stale = true));
    await other.evaluate(() => ((window as { stale?: boolean }).stale = true));
    const reloaded = page.waitForEvent("load");
    const otherReloaded = other.waitForEvent("load");
    await page
      .getByRole("region", { name: "Notifications (F8)" })
      .getByRole("button", { name: "Reload", exact: true })
      .click();
    await reloaded;
    await otherReloaded;
    await h1(page, LANDING_TITLE).waitFor();
    expect(await marker()).toBe(false);
    expect(await other.evaluate(() => (window as { stale?: boolean }).stale === true)).toBe(false);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting, active: registration.active?.state };
    });
    expect(after).toEqual({ waiting: null, active: "activated" });
    expect((await toasts(page)).map((t) => t.text).join(" | ")).not.toContain(NEW_VERSION);
  } finally {
    await restore();
    await context.close();
  }
});
