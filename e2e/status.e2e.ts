import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, screenshots, startApp, type RunningApp } from "./harness.ts";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it("serves the web app, which shows the server's health in words", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(app.baseUrl);
  await expect
    .poll(() => page.getByRole("heading", { name: "Service status" }).isVisible())
    .toBe(true);
  await page.getByText("Projection: users").waitFor();
  const rows = await page.locator(".checks li").allInnerTexts();
  // The database, the event store, and one row per projection.
  expect(rows).toHaveLength(4);
  for (const check of [
    "Database",
    "Event store (postgres)",
    "Projection: activity",
    "Projection: users",
  ]) {
    expect(rows.join("\n")).toContain(check);
  }
  for (const row of rows) expect(row).toContain("Healthy");
  await screenshots(page, "system-status");
  await context.close();
});

it("answers any page route with the app (the client router decides), and unknown API routes with 404", async () => {
  const response = await fetch(`${app.baseUrl}/some/deep/page`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<div id="root">');
  const api = await fetch(`${app.baseUrl}/api/unknown`);
  expect(api.status).toBe(404);
});
