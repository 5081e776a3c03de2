// Offline everywhere else, in a real browser with the network cut (`context.setOffline`): the
// banner under the navigation; a screen whose data is not loaded yet says it needs a connection
// (no spinner) and loads by itself when the connection returns, with 'Back online.' for a few
// seconds; a screen whose code was never fetched says the same and reloads by itself once back
// online; a send while offline is refused with 'You're offline', not left spinning. axe runs with
// the banner shown. Every move here is client-side, by clicking links and tabs (a full reload
// offline is the service worker's: e2e/pwa.e2e.ts).
import type { Page, Route } from "playwright-core";
import { expect, it } from "vitest";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, saveScreenshot, screenshots } from "./harness.ts";
import {
  button,
  DESKTOP,
  h1,
  landingHeading,
  onboardedStudent,
  PHONE,
  textbox,
  toasts,
  reactSettled,
} from "./pages.ts";

const running = appAndBrowser();
const base = () => running.app.baseUrl;

const OFFLINE = "You're offline.";
const OFFLINE_NOTE =
  "Your Daily Drop answers are saved on this device and sent when you're back online.";
const AUTH_UNREACHABLE = "We couldn't load your account";
const NEEDS_CONNECTION =
  "This page needs a connection. It will load by itself when you're back online.";

const banner = (page: Page) => page.getByTestId("connection-banner");
const bannerText = async (page: Page) =>
  ((await banner(page).innerText()) ?? "").replace(/\s+/g, " ").trim();
const offlineCard = (page: Page) => page.locator("main").getByText(NEEDS_CONNECTION);
const spinners = (page: Page) => page.locator("main .animate-spin");
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
/** The navigation's link to a screen (the main tabs). */
const navLink = (page: Page, href: string) => page.locator(`header a[href="${href}"]`).first();

it("offline, a screen that needs its data says so instead of spinning, the banner says why, and both clear by themselves when the connection returns", async () => {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: DESKTOP,
    prefix: "CalmHeron",
    email: "offline",
  });
  try {
    // The page's timers on Playwright's clock (it runs on by itself meanwhile), so "a few
    // seconds later" below passes at once (runFor).
    await page.clock.install();
    // Online: the Study Planning screen (its first tab's data) and no banner.
    await page.goto(`${base()}/study-planning`);
    await h1(page, "Study Planning").waitFor();
    await page.getByTestId("recommendation").first().waitFor();
    expect(await bannerText(page)).toBe("");

    // Offline: the banner, then a tab whose data was never read says it needs a connection.
    await context.setOffline(true);
    await banner(page).getByText(OFFLINE).waitFor();
    expect(await bannerText(page)).toBe(`${OFFLINE} ${OFFLINE_NOTE}`);
    await tab(page, "Study Plan").click();
    await offlineCard(page).waitFor();
    await page.locator("main").getByText("You're offline", { exact: true }).waitFor();
    // Still so a few seconds later: no spinner, no failure. (The read waits, paused, for the
    // connection: no request is made meanwhile, so only the page's timers could change this.)
    await page.clock.runFor(3000);
    await reactSettled(page);
    expect(await offlineCard(page).isVisible()).toBe(true);
    expect(await spinners(page).count()).toBe(0);
    expect(await page.locator("main [role=alert]").count()).toBe(0);

    await screenshots(page, "offline-screen");
    await page.setViewportSize(PHONE);
    expect(await overflowsHorizontally(page)).toBe(false);
    const findings = await seriousViolations(page, "/study-planning?tab=plan (offline)");
    expect(findings, report(findings)).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Back online: 'Back online.', and the tab loads by itself (no click, no reload).
    await context.setOffline(false);
    await banner(page).getByText("Back online.").waitFor();
    await page.getByText("No study plan yet").waitFor();
    expect(await offlineCard(page).count()).toBe(0);
    await saveScreenshot(page, { path: "screenshots/offline-back-online-1280.png" });
    // ...for about three seconds, then the banner is gone.
    await expect.poll(() => bannerText(page), { timeout: 8000 }).toBe("");
  } finally {
    await context.close();
  }
});

it("offline, a screen whose code was never fetched says it needs a connection and loads by itself once back; a send is refused with 'You're offline'", async () => {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: PHONE,
    prefix: "BraveOtter",
    email: "offline-chunk",
    // Without the service worker (a browser without one, or a first visit before it installed):
    // with it, every screen's code is precached and there is no chunk left unfetched.
    context: { serviceWorkers: "block" },
  });
  try {
    await page.goto(`${base()}/progress`);
    await h1(page, "Student Progress").waitFor();

    // Offline, to Friends (its code was never fetched): the offline card, not 'Reload the page'.
    await context.setOffline(true);
    await banner(page).getByText(OFFLINE).waitFor();
    await navLink(page, "/friends").click();
    // The progress screen stays until the route settles (and may show its own offline card for a
    // part read again meanwhile); what is asked is what replaces it.
    // Its tab panel (with that card) can outlive its heading for a moment: both must be gone.
    const progressLeft = async () =>
      (await h1(page, "Student Progress").count()) +
      (await page.getByRole("tabpanel", { name: "Student View" }).count());
    await expect.poll(progressLeft, { timeout: 10_000 }).toBe(0);
    // The card on screen (the progress screen may stay in the page, hidden, with its own).
    await offlineCard(page).filter({ visible: true }).waitFor();
    expect(await page.getByRole("button", { name: "Reload the page" }).count()).toBe(0);
    await screenshots(page, "offline-screen-code");

    // Back online at once (the cut import may not even be reported yet): the page reloads by
    // itself and the Friends screen is there, not "This page didn't load".
    await context.setOffline(false);
    await h1(page, "Friends").waitFor();
    await page.getByText("Add a Friend").waitFor();
    expect(await offlineCard(page).count()).toBe(0);

    // A send while offline: refused at once with 'You're offline', the button usable again.
    await context.setOffline(true);
    await banner(page).getByText(OFFLINE).waitFor();
    await textbox(page, "Username").fill("SomeoneElse123");
    await button(page, "Send Request").click();
    await expect
      .poll(async () => (await toasts(page)).map((t) => t.text))
      .toContain("You're offline Nothing was sent. Try again when you're back online.");
    expect(await button(page, "Send Request").isEnabled()).toBe(true);
    const findings = await seriousViolations(page, "/friends (offline, toast)");
    expect(findings, report(findings)).toEqual([]);
  } finally {
    await context.close();
  }
});

it("a signed-in student whose current-user read fails (a 503, or cut offline) sees the retry or offline card, never the visitor's landing, and the screen comes back by itself", async () => {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: DESKTOP,
    prefix: "SteadyLynx",
    email: "auth-unreachable",
    // The requests go to the page's routes (a service worker would answer from its cache).
    context: { serviceWorkers: "block" },
  });
  const authUser = "**/api/auth/user";
  try {
    await page.goto(`${base()}/progress`);
    await h1(page, "Student Progress").waitFor();

    // The server answers 503 to the current-user read: the retry card, not the landing.
    let failures = 0;
    await page.route(authUser, (route) => {
      failures++;
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Service Unavailable", message: "Try again shortly." }),
      });
    });
    await page.reload();
    const card = page.locator("main [role=alert]").filter({ hasText: AUTH_UNREACHABLE });
    await card.waitFor();
    expect(await landingHeading(page).count()).toBe(0);
    expect(await page.locator('header a[href="/api/login"]').count()).toBe(0);
    await screenshots(page, "auth-unreachable");
    await page.setViewportSize(PHONE);
    expect(await overflowsHorizontally(page)).toBe(false);
    const findings = await seriousViolations(page, "/progress (current user unreachable)");
    expect(findings, report(findings)).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Tried again by itself; once the server answers, the screen is back, with no 'online' event
    // (the browser never went offline, so none comes).
    await page.evaluate(() => {
      const counted = window as unknown as { onlineEvents: number };
      counted.onlineEvents = 0;
      window.addEventListener("online", () => counted.onlineEvents++);
    });
    const before = failures;
    await expect.poll(() => failures).toBeGreaterThan(before);
    expect(await card.isVisible()).toBe(true);
    await page.unroute(authUser);
    await h1(page, "Student Progress").waitFor();
    expect(await card.count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { onlineEvents: number }).onlineEvents),
    ).toBe(0);

    // Offline: the read is cut by the network. The offline card, not the landing; back online,
    // the screen comes back by itself.
    let heldRoute: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => (heldRoute = resolve));
    await page.route(authUser, (route) => heldRoute(route));
    await page.reload({ waitUntil: "domcontentloaded" });
    const route = await held;
    await context.setOffline(true);
    await route.abort("internetdisconnected");
    await page.unroute(authUser);
    await offlineCard(page).waitFor();
    expect(await landingHeading(page).count()).toBe(0);
    expect(await page.locator('header a[href="/api/login"]').count()).toBe(0);
    await context.setOffline(false);
    await h1(page, "Student Progress").waitFor();
    expect(await offlineCard(page).count()).toBe(0);
  } finally {
    await context.close();
  }
});
