// How the server serves the web app: every page gets the SPA, and an address that is no page
// gets it too with status 404 (the client router shows the not-found card), while unknown API
// routes and missing build files are plain 404s; built files
// are sent pre-compressed and cached for a year, the page itself is revalidated on every load.
// Plain HTTP (no browser needed).
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type RunningApp } from "./harness.ts";

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ fresh: true });
});
afterAll(async () => {
  await app?.stop();
});

/** The main script that index.html loads (its name carries a content hash). */
async function mainScript(): Promise<string> {
  const html = await (await fetch(`${app.baseUrl}/`)).text();
  const src = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`index.html has no module script under /assets/:\n${html}`);
  return src;
}

it("answers every page with the app, an address that is no page with the app and 404, and unknown API routes with 404", async () => {
  for (const page of ["/", "/faq", "/FAQ/", "/tips/bookmarked", "/progress", "/reset-password"]) {
    const response = await fetch(`${app.baseUrl}${page}`);
    expect(response.status, page).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  }
  const response = await fetch(`${app.baseUrl}/some/deep/page`);
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await response.text()).toContain('<div id="root">');
  const api = await fetch(`${app.baseUrl}/api/unknown`);
  expect(api.status).toBe(404);
  expect(await api.text()).not.toContain('<div id="root">');
});

it("answers a missing build file with 404, not the page", async () => {
  const response = await fetch(`${app.baseUrl}/assets/nope.js`);
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).not.toMatch(/text\/html/);
  expect(await response.text()).not.toContain('<div id="root">');
});

it("sends built scripts brotli-compressed to browsers that accept it, cached for a year", async () => {
  const src = await mainScript();
  const compressed = await fetch(`${app.baseUrl}${src}`, {
    headers: { "accept-encoding": "br" },
  });
  expect(compressed.status).toBe(200);
  expect(compressed.headers.get("content-encoding")).toBe("br");
  expect(compressed.headers.get("content-type")).toMatch(/javascript/);
  expect(compressed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  // fetch decodes it: the same script as the uncompressed one.
  const body = await compressed.text();
  expect(body.length).toBeGreaterThan(1024);

  const plain = await fetch(`${app.baseUrl}${src}`, { headers: { "accept-encoding": "identity" } });
  expect(plain.status).toBe(200);
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await plain.text()).toBe(body);
});

it("has the page itself revalidated on every load (a deploy is seen at once)", async () => {
  const response = await fetch(`${app.baseUrl}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  expect(await response.text()).toContain('<div id="root">');
});

it("serves the service worker and the manifest revalidated on every load, with their types, and a CSP that allows them", async () => {
  const worker = await fetch(`${app.baseUrl}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get("content-type")).toMatch(/^(application|text)\/javascript/);
  // A new worker is found on the next load, not after a day of HTTP caching.
  expect(worker.headers.get("cache-control")).toBe("no-cache");
  const script = await worker.text();
  expect(script).toContain("levelfield-api");
  // The precache manifest was injected (the placeholder is gone, the shell is listed).
  expect(script).not.toContain("__WB_MANIFEST");
  expect(script).toContain('"url":"index.html"');

  const manifest = await fetch(`${app.baseUrl}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers.get("cache-control")).toBe("no-cache");
  expect(((await manifest.json()) as { name: string }).name).toBe("Levelfield");

  const icon = await fetch(`${app.baseUrl}/icons/icon-512.png`);
  expect(icon.status).toBe(200);
  expect(icon.headers.get("content-type")).toBe("image/png");

  const page = await fetch(`${app.baseUrl}/`);
  const csp = page.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  const html = await page.text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  expect(html).toContain('<meta name="theme-color" content="#00784f" />');
});
