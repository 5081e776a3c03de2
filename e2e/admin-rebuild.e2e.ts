// Rebuilding a projection from /admin in a real browser against the real server: an admin
// opens /admin by the navigation's Admin link (in the side sheet on a phone), presses Rebuild on
// a projection, sees the progress, then the finish (the toast and the panel's last rebuild
// line), at phone and desktop widths; the list never makes the page scroll sideways.
// Screenshots: screenshots/admin-rebuild-*.png.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { report, seriousViolations } from "./axe.ts";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  saveScreenshot,
  screenshots,
} from "./harness.ts";
import { DESKTOP, PHONE, toasts } from "./pages.ts";

const ADMIN = "rebuild-admin-e2e@example.com";
const running = appAndBrowser({ env: { ADMIN_EMAILS: ADMIN } });
const shots = fileURLToPath(new URL("../screenshots/", import.meta.url));

async function adminPage(viewport: { width: number; height: number }) {
  const { context, page } = await openPage(running.browser, { viewport });
  // The first test registers the admin; the second signs in (register with the same email and
  // password signs in, 200).
  const register = await context.request.post(`${running.app.baseUrl}/api/auth/email/register`, {
    data: { email: ADMIN, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect([200, 201], await register.text()).toContain(register.status());
  return { context, page };
}

const panel = (page: Page) => page.getByRole("heading", { name: "Projections" });
const row = (page: Page, projection: string) => page.getByTestId(`projection-${projection}`);

/** The panel alone, from a full-page capture (so the sticky header does not cover it). */
async function panelShot(page: Page, file: string) {
  const card = panel(page).locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
  // At the top, the sticky header stays at the top of the capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await card.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(box).not.toBeNull();
  await saveScreenshot(page, {
    path: path.join(shots, file),
    fullPage: true,
    animations: "disabled",
    clip: { x: box!.x, y: box!.y + scrollY, width: box!.width, height: box!.height },
  });
}

async function rebuildAndWatch(page: Page, projection: string, width: number) {
  // To /admin through the navigation: the header's Admin link, in the side sheet on a phone.
  await page.goto(`${running.app.baseUrl}/`);
  if (width < 768) {
    await page.getByRole("button", { name: "Open menu", exact: true }).click();
    await page.getByRole("dialog").waitFor();
    await saveScreenshot(page, { path: path.join(shots, `admin-menu-${width}.png`) });
  }
  await page.getByRole("link", { name: "Admin", exact: true }).click();
  await panel(page).waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin");
  const rebuild = page.getByRole("button", { name: `Rebuild ${projection}`, exact: true });
  await rebuild.scrollIntoViewIfNeeded();
  await row(page, projection).getByText("Up to date").waitFor();
  await rebuild.click();

  // The progress: the bar shows from the start's answer until the rebuild ends, and every
  // Rebuild button waits for it.
  const bar = page.getByRole("progressbar", { name: `Rebuild of ${projection}` });
  await bar.waitFor();
  await saveScreenshot(page, {
    path: path.join(shots, `admin-rebuild-running-${width}.png`),
    animations: "disabled",
  });

  // Then the finish: the toast with the events and seconds, the last rebuild's line, and the
  // buttons back.
  await expect
    .poll(async () => (await toasts(page))[0]?.text ?? "")
    .toMatch(
      new RegExp(`^Rebuild finished ${projection}: [\\d,]+ events replayed in [\\d.]+ s\\.$`),
    );
  await page.getByText(`Last rebuild: ${projection} finished`).waitFor();
  await expect.poll(() => bar.count()).toBe(0);
  await expect.poll(() => rebuild.isEnabled()).toBe(true);
  await row(page, projection).getByText("Up to date").waitFor();
  expect(await overflowsHorizontally(page)).toBe(false);
  await panelShot(page, `admin-rebuild-panel-${width}.png`);
}

it("an admin rebuilds a projection from /admin at phone width and sees progress, then the finish", async () => {
  const { context, page } = await adminPage(PHONE);
  try {
    await rebuildAndWatch(page, "questions", PHONE.width);
  } finally {
    await context.close();
  }
});

it("an admin rebuilds a projection from /admin at desktop width and sees progress, then the finish", async () => {
  const { context, page } = await adminPage(DESKTOP);
  try {
    await rebuildAndWatch(page, "practice", DESKTOP.width);
    await screenshots(page, "admin-rebuild");
    const findings = await seriousViolations(page, "/admin");
    expect(findings, report(findings)).toEqual([]);
  } finally {
    await context.close();
  }
});
