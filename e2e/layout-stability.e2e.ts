// What the Lighthouse bench (bench/lighthouse.ts) found shifting, checked in a real browser on a
// phone: the footer starts below the fold while a page loads (it was pushed down the screen as the
// page grew), and the Daily Drop opens at its top with the question card focused (focusing the
// card used to scroll the page past its header as it loaded). Screenshots of the pages changed.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { appAndBrowser, openPage, screenshots } from "./harness.ts";
import { landingHeading, onboardedStudent, PHONE } from "./pages.ts";

const running = appAndBrowser();

/** Where the footer's top edge is, against the viewport's height. */
const footerTop = (page: Page) =>
  page.evaluate(() => ({
    top: document.querySelector("footer")!.getBoundingClientRect().top,
    viewport: window.innerHeight,
  }));

it("the footer starts below the fold on the landing page, while it loads and once it has", async () => {
  const { context, page } = await openPage(running.browser, { viewport: PHONE });
  try {
    // Held back: the current-user request, so the page is caught on its 'Loading...' state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/user", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(running.app.baseUrl);
    await page.getByText("Loading...").waitFor();
    const loading = await footerTop(page);
    expect(loading.top).toBeGreaterThanOrEqual(loading.viewport);
    release();
    await landingHeading(page).waitFor();
    const loaded = await footerTop(page);
    expect(loaded.top).toBeGreaterThanOrEqual(loaded.viewport);
    await screenshots(page, "landing-footer-below-fold");
    await page.goto(`${running.app.baseUrl}/no-such-page`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await screenshots(page, "not-found-footer-below-fold");
  } finally {
    await context.close();
  }
});

it("the Daily Drop opens at its top on a phone, with the question card focused", async () => {
  const { context, page } = await onboardedStudent(running.browser, running.app.baseUrl, {
    viewport: PHONE,
    prefix: "CalmHeron",
    email: "stable",
  });
  try {
    await page.goto(`${running.app.baseUrl}/daily-drop`);
    await page.getByTestId("question-text").waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ""))
      .not.toBe("BODY");
    const focusedCard = await page.evaluate(
      () =>
        document.activeElement?.contains(document.querySelector("[data-testid=question-text]")) ??
        false,
    );
    expect(focusedCard).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshots(page, "daily-drop-opens-at-top");
  } finally {
    await context.close();
  }
});
