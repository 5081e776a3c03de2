// Calibrating the items from /admin in a real browser against the real server: an admin opens
// /admin, reads the threshold, presses "Calibrate items", confirms, and sees the run's result
// (with no answers yet: nothing to calibrate), at phone and desktop widths, without the page
// scrolling sideways. Screenshots: screenshots/admin-calibration-*.png.
import { expect, it } from "vitest";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  screenshots,
} from "./harness.ts";

const ADMIN = "calibration-admin-e2e@example.com";
const running = appAndBrowser({ env: { ADMIN_EMAILS: ADMIN } });

it("an admin calibrates the items from the Calibration panel", async () => {
  const { context, page } = await openPage(running.browser, {
    viewport: { width: 1280, height: 800 },
  });
  const register = await context.request.post(`${running.app.baseUrl}/api/auth/email/register`, {
    data: { email: ADMIN, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect([200, 201], await register.text()).toContain(register.status());
  await page.goto(`${running.app.baseUrl}/admin`);
  await page.getByRole("heading", { name: "Calibration" }).waitFor();
  await page.getByText("at least 200 answers").waitFor();
  await page.getByText("No calibration has been recorded yet.").waitFor();

  const button = page.getByRole("button", { name: "Calibrate items" });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Calibrate the items now?" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Calibrate", exact: true }).click();
  await page
    .getByRole("status")
    .filter({ hasText: "Nothing to calibrate: no question has new values." })
    .waitFor({ timeout: 60_000 });
  await expect.poll(() => dialog.count()).toBe(0);

  await screenshots(page, "admin-calibration");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await overflowsHorizontally(page)).toBe(false);
  }
  await context.close();
}, 120_000);
