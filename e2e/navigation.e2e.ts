// The navigation in a real browser against the real server: signed-in routes show the landing
// to visitors (onboarding shows its demo mode), and on a phone the signed-in menu is a side sheet.
import { expect, it } from "vitest";
import {
  appAndBrowser,
  focusedName,
  openPage,
  overflowsHorizontally,
  screenshots,
} from "./harness.ts";
import {
  authStatus,
  button,
  DESKTOP,
  h1,
  landingHeading,
  localPart,
  pathOf,
  PHONE,
  signedInPage,
  toasts,
  usernameWith,
} from "./pages.ts";

const running = appAndBrowser();

it("shows the landing page to a visitor on every signed-in route but onboarding's demo mode (the address stays)", async () => {
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  try {
    for (const path of [
      "/progress",
      "/daily-drop",
      "/tips",
      "/tips/bookmarked",
      "/ranking",
      "/friends",
      "/diagnostic",
      "/simple-diagnostic",
      "/username-setup",
      "/admin",
    ]) {
      await page.goto(`${running.app.baseUrl}${path}`);
      await landingHeading(page).waitFor();
      expect(pathOf(page), path).toBe(path);
      expect(await page.getByRole("heading", { level: 1 }).count(), path).toBe(1);
      expect(await page.getByRole("navigation", { name: "Main" }).count(), path).toBe(0);
    }
    // The spec lets visitors reach onboarding in a demo mode that saves nothing
    // (onboarding.e2e.ts covers it); study planning forces login (study-planning.e2e.ts).
    await page.goto(`${running.app.baseUrl}/onboarding`);
    await h1(page, "Welcome to Levelfield").waitFor();
    await page.getByText("Demo mode:").waitFor();
  } finally {
    await context.close();
  }
});

it("at 375 px the signed-in menu is a side sheet with every main screen, Escape closes it, Log out works from it; the five tabs all show", async () => {
  const { context, page, email } = await signedInPage(running.browser, running.app.baseUrl, PHONE);
  try {
    // The badges and the menu button show; the desktop account block is hidden.
    const openMenu = button(page, "Open menu");
    await openMenu.waitFor();
    expect(await page.getByRole("banner").getByLabel("0 XP").isVisible()).toBe(true);
    expect(await page.getByRole("banner").getByLabel("0 day streak").isVisible()).toBe(true);
    const desktopLogOut = page.getByRole("banner").locator('a[href="/api/logout"]');
    expect(await desktopLogOut.count()).toBe(1);
    expect(await desktopLogOut.isVisible()).toBe(false);
    const tabs = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    expect(await tabs.count()).toBe(5);
    // Every tab is on screen in full, none cut off or scrolled away.
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const label = tab.locator("span:visible");
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual([
      "Daily Drop",
      "Tips",
      "Progress",
      "Rank",
      "Friends",
    ]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await openMenu.click();
    const sheet = page.getByRole("dialog", { name: localPart(email) });
    await sheet.waitFor();
    expect(await sheet.getByText(email, { exact: true }).isVisible()).toBe(true);
    const items = sheet.getByRole("navigation", { name: "Menu" }).getByRole("link");
    expect((await items.allInnerTexts()).map((text) => text.trim())).toEqual([
      "Dashboard",
      "Diagnostic Test",
      "Daily Drop",
      "Test Taking Tips",
      "Student Progress",
      "How I Rank",
      "Friends",
      "About",
      "How It Works",
      "FAQ",
      "Contact",
      "Log out",
    ]);

    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
    expect(await focusedName(page)).toBe("Open menu");

    // A menu link goes to its page and closes the sheet.
    await openMenu.click();
    await sheet.getByRole("link", { name: "FAQ", exact: true }).click();
    await h1(page, "Frequently Asked Questions").waitFor();
    await sheet.waitFor({ state: "hidden" });

    // Every main screen is reached from the sheet.
    for (const [name, path] of [
      ["Student Progress", "/progress"],
      ["Test Taking Tips", "/tips"],
      ["How I Rank", "/ranking"],
      ["Friends", "/friends"],
    ] as const) {
      await openMenu.click();
      await sheet.getByRole("link", { name, exact: true }).click();
      await sheet.waitFor({ state: "hidden" });
      expect(pathOf(page)).toBe(path);
    }
    await openMenu.click();
    await sheet.waitFor();
    await screenshots(page, "side-sheet");
    await page.setViewportSize(PHONE);
    await page.keyboard.press("Escape");

    await openMenu.click();
    await sheet.getByRole("link", { name: "Log out" }).click();
    await landingHeading(page).waitFor();
    expect(pathOf(page)).toBe("/");
    expect(await button(page, "Open menu").count()).toBe(0);
    expect(await authStatus(context, running.app.baseUrl)).toBe(401);
  } finally {
    await context.close();
  }
});

it("a student changes their username from the account menu, and a second change within 30 days is refused with the day it may", async () => {
  const { context, page } = await signedInPage(running.browser, running.app.baseUrl, DESKTOP);
  try {
    const base = running.app.baseUrl;
    const first = usernameWith("LivelyOtter");
    const set = await context.request.post(`${base}/api/username/update`, {
      data: { username: first },
    });
    expect(set.status(), await set.text()).toBe(200);
    await page.goto(`${base}/faq`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Change username", exact: true })
      .click();
    await h1(page, "Change Your Username").waitFor();
    await page.getByText(`You're ${first} now.`, { exact: false }).waitFor();
    await screenshots(page, "username-change");
    await page.setViewportSize(DESKTOP);
    await button(page, "Generate Random").click();
    await button(page, "Use This Username").click();
    await h1(page, "Username Set!").waitFor({ timeout: 15_000 });
    const user = await (await context.request.get(`${base}/api/auth/user`)).json();
    expect(user.username).not.toBe(first);
    await page.getByText(user.username).first().waitFor();

    // A second change within 30 days is refused with the day it becomes possible.
    await page.getByRole("link", { name: "Change username", exact: true }).first().click();
    await h1(page, "Change Your Username").waitFor();
    await button(page, "Generate Random").click();
    await button(page, "Use This Username").click();
    await expect
      .poll(async () => (await toasts(page)).map((t) => t.text).join(" | "))
      .toMatch(/You changed your username recently\. You can change it again on /);
    expect((await (await context.request.get(`${base}/api/auth/user`)).json()).username).toBe(
      user.username,
    );
  } finally {
    await context.close();
  }
});

it("a page whose code cannot be fetched shows a way out instead of a blank app, and a reload brings it back", async () => {
  // Without the service worker, whose precache would answer the chunk (Playwright's routing
  // never sees what a worker answers): as in a browser on its first visit, or without workers.
  const { context, page } = await signedInPage(running.browser, running.app.baseUrl, PHONE, {
    serviceWorkers: "block",
  });
  try {
    // As after a deploy that replaced the chunk: the progress screen's code does not load.
    const blocked = /\/assets\/progress-screen-[^/]*\.js$/;
    await page.route(blocked, (route) => route.abort());
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Student Progress" })
      .click();
    await h1(page, "This page didn't load").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("Reload the page");
    expect(await button(page, "Try again").count()).toBe(0);
    // The frame stays usable: the navigation and the footer are there.
    expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
    expect(errors.some((e) => e.includes("page failed to render"))).toBe(true);
    await screenshots(page, "page-error");
    await page.setViewportSize(PHONE);

    await page.unroute(blocked);
    await button(page, "Reload the page").click();
    await h1(page, "Student Progress").waitFor();
  } finally {
    await context.close();
  }
});
