// The landing page's JavaScript budget: what a visitor's browser downloads to show `/`, measured
// as gzip (level 9) of each script's body so the number does not depend on how the server
// happened to encode it. The information pages are split by route: none of their chunks may be
// among the landing's scripts (and one of them does load when its page is opened, which shows the
// names below are the chunks' real names).
import { gzipSync } from "node:zlib";
import type { Response } from "playwright-core";
import { expect, it } from "vitest";
import { appAndBrowser, openPage } from "./harness.ts";

const running = appAndBrowser();

/** 150 KB gzipped. */
const LANDING_JS_BUDGET = 150 * 1024;

/** Chunks that only the information pages (or a signed-in user) need. */
const NOT_ON_LANDING =
  /\/assets\/(privacy|terms|about|how-it-works|faq|contact|schools|buy-one-give-one|account-menu)-[^/]*\.js$/;

const isScript = (response: Response) =>
  response.request().resourceType() === "script" ||
  /javascript/.test(response.headers()["content-type"] ?? "");

it("loads at most 150 KB of gzipped JavaScript for a visitor's landing page, without the information pages' chunks", async () => {
  const { context, page } = await openPage(running.browser);
  try {
    const scripts = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (isScript(response) && !scripts.has(response.url())) {
        scripts.set(response.url(), response.body());
      }
    });
    await page.goto(running.app.baseUrl, { waitUntil: "networkidle" });
    await page
      .getByRole("heading", {
        level: 1,
        name: "Welcome to Levelfield, SAT prep that levels the playing field",
      })
      .waitFor();

    const files = await Promise.all(
      [...scripts].map(async ([url, body]) => {
        const raw = await body;
        return {
          url: new URL(url).pathname,
          raw: raw.length,
          gzip: gzipSync(raw, { level: 9 }).length,
        };
      }),
    );
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(
      `landing initial JS: ${files.length} files, ${(gzip / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw)\n` +
        files
          .map(
            (f) =>
              `  ${f.url}: ${(f.gzip / 1024).toFixed(1)} KB gzipped (${(f.raw / 1024).toFixed(1)} KB raw)`,
          )
          .join("\n"),
    );

    // The entry script and its preloaded chunk at least, every one a built file.
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(file.url).toMatch(/^\/assets\/[^/]+\.js$/);
    // A production build (React's development build is about four times larger).
    const bodies = await Promise.all([...scripts.values()]);
    expect(bodies.some((b) => b.includes("Download the React DevTools"))).toBe(false);
    expect(gzip).toBeLessThanOrEqual(LANDING_JS_BUDGET);
    expect(files.map((f) => f.url).filter((url) => NOT_ON_LANDING.test(url))).toEqual([]);

    // Opening an information page fetches its own chunk then.
    const before = scripts.size;
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
    const later = [...scripts.keys()].slice(before).map((url) => new URL(url).pathname);
    expect(later.filter((url) => /\/assets\/faq-[^/]*\.js$/.test(url))).toHaveLength(1);
  } finally {
    await context.close();
  }
});
