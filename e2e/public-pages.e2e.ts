// The information pages, the not-found page and the landing views in a real browser: layout at
// phone and desktop widths, the Back button, case-insensitive routes, the FAQ accordion, and an
// accessibility scan (axe, WCAG 2.1 A and AA) of each page in light and dark colour schemes.
//
// One visitor's browser serves the file: each test opens a tab of its own in it (its own
// history, so "opened directly" holds), with the cache of the pages before it warm. Service
// workers are blocked there, so every page comes from the server as a first visit's does (the
// worker's own navigations are pwa.e2e.ts's and offline.e2e.ts's).
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { noSeriousViolations } from "./axe.ts";
import { appAndBrowser, openPage, overflowsHorizontally, screenshots } from "./harness.ts";

const running = appAndBrowser();

let visitor: BrowserContext;
beforeAll(async () => {
  visitor = await running.browser.newContext({ serviceWorkers: "block" });
});
afterAll(async () => {
  await visitor?.close();
});

/** A new tab in the visitor's browser, at `viewport` (1280 × 800 unless told). */
async function visitorTab(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await visitor.newPage();
  await page.setViewportSize(viewport);
  return page;
}

const PUBLIC_PAGES = [
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/about", title: "About Levelfield" },
  { path: "/how-it-works", title: "How It Works" },
  { path: "/faq", title: "Frequently Asked Questions" },
  { path: "/contact", title: "Contact Us" },
  { path: "/schools", title: "For Schools & PTAs" },
  { path: "/buy-one-give-one", title: "Buy One Give One" },
] as const;

const LANDING_TITLE = "Welcome to Levelfield, SAT prep that levels the playing field";
const WIDTHS = [375, 1280] as const;

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole("heading", { level: 1, name, exact: typeof name === "string" });
const landingHeading = (page: Page) => h1(page, LANDING_TITLE);
const backButton = (page: Page) => page.getByRole("button", { name: "Back", exact: true });
const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.protocol === "about:" ? page.url() : `${url.pathname}${url.search}`;
};

for (const { path, title } of PUBLIC_PAGES) {
  it(`${path} has its heading, the footer and no sideways scrolling at 375 and 1280 px, and no serious axe finding in light or dark; Back goes home when opened directly`, async () => {
    const page = await visitorTab({ width: 375, height: 800 });
    try {
      await page.goto(`${running.app.baseUrl}${path}`);
      await h1(page, title).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await h1(page, title).isVisible(), `h1 at ${width} px`).toBe(true);
        expect(await page.getByRole("contentinfo").isVisible(), `footer at ${width} px`).toBe(true);
        expect(await backButton(page).isVisible(), `Back at ${width} px`).toBe(true);
        expect(await overflowsHorizontally(page), `sideways scrolling at ${width} px`).toBe(false);
      }
      await screenshots(page, `page${path.replaceAll("/", "-")}`);
      await noSeriousViolations(page, path);

      // Opened directly (no in-app page before it): Back goes to the home page, on this site.
      await backButton(page).click();
      await expect.poll(() => pathOf(page)).toBe("/");
      await landingHeading(page).waitFor();
    } finally {
      await page.close();
    }
  });
}

it("Back returns to the previous in-app page after in-app navigation", async () => {
  const page = await visitorTab();
  try {
    await page.goto(running.app.baseUrl);
    await landingHeading(page).waitFor();
    await footerLink(page, "FAQ").click();
    await h1(page, "Frequently Asked Questions").waitFor();
    await backButton(page).click();
    await expect.poll(() => pathOf(page)).toBe("/");
    await landingHeading(page).waitFor();

    // Between two information pages: Back returns to the first one.
    await footerLink(page, "About").click();
    await h1(page, "About Levelfield").waitFor();
    await footerLink(page, "Terms").click();
    await h1(page, "Terms of Service").waitFor();
    await backButton(page).click();
    await expect.poll(() => pathOf(page)).toBe("/about");
    await h1(page, "About Levelfield").waitFor();
  } finally {
    await page.close();
  }
});

it("Back never leaves the site: on a page opened directly, after going forward and back in the app, it goes home", async () => {
  const page = await visitorTab();
  try {
    await page.goto(`${running.app.baseUrl}/about`);
    await h1(page, "About Levelfield").waitFor();
    await footerLink(page, "Privacy").click();
    await h1(page, "Privacy Policy").waitFor();
    await backButton(page).click();
    await expect.poll(() => pathOf(page)).toBe("/about");
    await h1(page, "About Levelfield").waitFor();
    // /about was the first page of this visit: there is no in-app page before it.
    await backButton(page).click();
    await expect.poll(() => pathOf(page)).toBe("/");
    await landingHeading(page).waitFor();
  } finally {
    await page.close();
  }
});

it("matches routes case-insensitively (/FAQ, /Privacy, /How-It-Works)", async () => {
  const page = await visitorTab();
  try {
    for (const [path, title] of [
      ["/FAQ", "Frequently Asked Questions"],
      ["/Privacy", "Privacy Policy"],
      ["/How-It-Works", "How It Works"],
    ] as const) {
      await page.goto(`${running.app.baseUrl}${path}`);
      await h1(page, title).waitFor();
      expect(await page.getByText("404 Page Not Found").count(), path).toBe(0);
    }
  } finally {
    await page.close();
  }
});

it("the FAQ has eleven collapsed questions; one opens on click, another on Enter (one open at a time)", async () => {
  const page = await visitorTab();
  try {
    await page.goto(`${running.app.baseUrl}/faq`);
    await h1(page, "Frequently Asked Questions").waitFor();
    const questions = page.getByRole("main").locator("button[aria-expanded]");
    expect(await questions.count()).toBe(11);
    expect(await page.getByRole("main").getByRole("button", { expanded: false }).count()).toBe(11);
    const first = questions.nth(0);
    const fourth = questions.nth(3);
    expect(await first.innerText()).toBe("What is the Daily Drop, and how long does it take?");
    expect(await fourth.innerText()).toBe("What happens if I miss a day?");
    const firstAnswer = page.getByText(/^The Daily Drop is your practice for the day/);
    const fourthAnswer = page.getByText(/^Your streak, the number of days in a row/);
    expect(await firstAnswer.isVisible()).toBe(false);

    await first.click();
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
    await firstAnswer.waitFor();
    expect(await fourthAnswer.isVisible()).toBe(false);

    await fourth.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => fourth.getAttribute("aria-expanded")).toBe("true");
    await fourthAnswer.waitFor();
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
    await firstAnswer.waitFor({ state: "hidden" });
    expect(await page.getByRole("main").getByRole("button", { expanded: true }).count()).toBe(1);
  } finally {
    await page.close();
  }
});

for (const path of ["/no-such-page", "/tips/nope/deeper"]) {
  it(`${path} shows the not-found card, with the footer, and a way home${path === "/no-such-page" ? "; no serious axe finding in light or dark" : ""}`, async () => {
    const page = await visitorTab({ width: 375, height: 800 });
    try {
      const response = await page.goto(`${running.app.baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await h1(page, "404 Page Not Found").waitFor();
      expect(
        await page
          .getByText("Did you forget to add the page to the router?", { exact: true })
          .isVisible(),
      ).toBe(true);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.getByRole("contentinfo").isVisible(), `footer at ${width} px`).toBe(true);
        expect(await overflowsHorizontally(page), `sideways scrolling at ${width} px`).toBe(false);
      }
      if (path === "/no-such-page") {
        await screenshots(page, "not-found");
        await noSeriousViolations(page, path);
      }
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await expect.poll(() => pathOf(page)).toBe("/");
      await landingHeading(page).waitFor();
    } finally {
      await page.close();
    }
  });
}

// ---- Accessibility of the landing's views -------------------------------------------------
// (each information page and the not-found page are scanned in their own tests above)

const LANDING_VIEWS: {
  path: string;
  /** What shows once the view has finished loading (the scan waits for it). */
  ready: (page: Page) => Locator;
  /** Local storage the view needs (the sign-up options need the age gate's year). */
  birthYear?: boolean;
}[] = [
  { path: "/", ready: (page) => page.getByRole("button", { name: "Sign Back In" }) },
  {
    path: "/?sign-in=new",
    birthYear: true,
    ready: (page) => page.getByText("Not available").first(),
  },
  { path: "/?sign-in=returning", ready: (page) => page.getByText("Not available").first() },
  {
    path: "/?sign-in=email&intent=new",
    ready: (page) => page.getByRole("textbox", { name: "Email" }),
  },
];

it("the landing's views have no serious or critical WCAG 2.1 A/AA violations in the light and dark colour schemes", async () => {
  // A browser of its own: the age gate's year stays out of the visitor's.
  const { context, page } = await openPage(running.browser);
  try {
    for (const { path, ready, birthYear } of LANDING_VIEWS) {
      if (birthYear) {
        await page.evaluate(
          (year) => localStorage.setItem("birthYear", year),
          String(new Date().getUTCFullYear() - 16),
        );
      }
      await page.goto(`${running.app.baseUrl}${path}`);
      await ready(page).waitFor();
      await noSeriousViolations(page, path);
    }
  } finally {
    await context.close();
  }
});
