// The install prompt in Chromium against the real server: on a phone (Android Chrome's
// User-Agent, touch, 375 × 812) a synthetic `beforeinstallprompt` (an Event with prompt() and
// userChoice, dispatched as the document finishes loading, before React has rendered) brings the
// card up after its short wait; 'Not now' hides it and it stays hidden after a reload (the event
// dispatched again); 'Install' calls prompt() and the card goes; on the Daily Drop it never
// covers Submit for good; a desktop shows nothing for the same event; Safari on an iPhone gets
// the Add to Home Screen instructions. axe scans the page with the card shown.
import path from "node:path";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { expect, it } from "vitest";
import { report, seriousViolations } from "./axe.ts";
import {
  appAndBrowser,
  focusedName,
  openPage,
  overflowsHorizontally,
  SAVE_SCREENSHOTS,
  tabTo,
} from "./harness.ts";
import { button, DESKTOP, landingHeading, onboardedStudent, reactSettled } from "./pages.ts";

const running = appAndBrowser();

const DISMISSED_KEY = "levelfield.installPromptDismissed";
/** Longer than the card's wait after the app opens (INSTALL_PROMPT_DELAY_MS, 3 s). */
const PAST_THE_WAIT_MS = 4500;

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PHONE = { width: 375, height: 812 };
const ANDROID: BrowserContextOptions = {
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  userAgent: ANDROID_CHROME,
};
const IPHONE: BrowserContextOptions = { ...ANDROID, userAgent: IPHONE_SAFARI };

declare global {
  interface Window {
    /** Set by the synthetic event: whether the app caught it (prevented its default). */
    __installOffered?: boolean;
    /** How many times the synthetic event's prompt() was called. */
    __installPromptCalls?: number;
  }
}

/**
 * A page whose every load dispatches a synthetic `beforeinstallprompt` when the document has
 * been parsed: the app's module has run by then, React has not rendered yet.
 */
async function offeringInstall(browser: Browser, options: BrowserContextOptions) {
  const { context, page } = await openPage(browser, options);
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      window.__installPromptCalls = 0;
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          window.__installPromptCalls = (window.__installPromptCalls ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
      });
      window.dispatchEvent(event);
      window.__installOffered = event.defaultPrevented;
    });
  });
  return { context, page };
}

const prompt = (page: Page) => page.getByRole("region", { name: "Install Levelfield" });
const inPrompt = (page: Page, name: string) =>
  prompt(page).getByRole("button", { name, exact: true });
const flag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY);
const offered = (page: Page) => page.evaluate(() => window.__installOffered);

/** The landing page, loaded, with the install event dispatched and caught. */
async function landing(page: Page) {
  await page.goto(running.app.baseUrl);
  await landingHeading(page).waitFor();
  await expect.poll(() => offered(page)).toBe(true);
}

/** What the student sees (the viewport, not the full page), saved under screenshots/. */
async function capture(page: Page, name: string) {
  if (!SAVE_SCREENSHOTS) return;
  const dir = fileURLToPath(new URL("../screenshots/", import.meta.url));
  await mkdir(dir, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), animations: "disabled" });
}

/**
 * Runs the page's clock (installed before the page loaded: `page.clock.install()`) past the
 * card's wait at once, firing its timer, and lets React render what it changed.
 */
async function pastTheWait(page: Page) {
  await page.clock.runFor(PAST_THE_WAIT_MS);
  await reactSettled(page);
}

/** Runs the page's clock past the card's wait, then says whether the card is on screen. */
async function shownAfterTheWait(page: Page) {
  await pastTheWait(page);
  return prompt(page).isVisible();
}

it("on an Android phone the card shows for the install event, without taking focus; 'Not now' hides it for good", async () => {
  const { context, page } = await offeringInstall(running.browser, ANDROID);
  try {
    await page.clock.install();
    await landing(page);
    await pastTheWait(page);
    await prompt(page).waitFor();
    await prompt(page)
      .getByText(
        "Add Levelfield to your home screen: one tap to your Daily Drop, and it works offline.",
      )
      .waitFor();
    expect(await focusedName(page)).toBe("");
    expect(await overflowsHorizontally(page)).toBe(false);
    await capture(page, "install-prompt-android");
    const findings = await seriousViolations(page, "/ with the install prompt");
    expect(findings, report(findings)).toEqual([]);

    // Keyboard: reached by Tab like the rest of the page.
    await tabTo(page, "Not now", { max: 80 });
    expect(await flag(page)).toBeNull();
    await page.keyboard.press("Enter");
    await prompt(page).waitFor({ state: "detached" });
    // Focus goes on to the page's content, not lost at the end of the document.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(await flag(page)).toBe("true");
    expect(await page.evaluate(() => window.__installPromptCalls)).toBe(0);

    await page.reload();
    await landing(page);
    expect(await shownAfterTheWait(page)).toBe(false);
  } finally {
    await context.close();
  }
});

it("'Install' calls the event's prompt() once, the card goes, and the flag is set", async () => {
  const { context, page } = await offeringInstall(running.browser, ANDROID);
  try {
    await page.clock.install();
    await landing(page);
    await pastTheWait(page);
    await inPrompt(page, "Install").click();
    await prompt(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => window.__installPromptCalls)).toBe(1);
    await expect.poll(() => flag(page)).toBe("true");

    await page.reload();
    await landing(page);
    expect(await shownAfterTheWait(page)).toBe(false);
  } finally {
    await context.close();
  }
});

it("the close button dismisses too", async () => {
  const { context, page } = await offeringInstall(running.browser, ANDROID);
  try {
    await landing(page);
    await inPrompt(page, "Close").click();
    await prompt(page).waitFor({ state: "detached" });
    expect(await flag(page)).toBe("true");
  } finally {
    await context.close();
  }
});

it("on the Daily Drop at 375 px the card never hides Submit Answer for good", async () => {
  const student = await onboardedStudent(running.browser, running.app.baseUrl, {
    prefix: "SwiftFalcon",
    email: "install",
  });
  const storageState = await student.context.storageState();
  await student.context.close();
  const { context, page } = await offeringInstall(running.browser, { ...ANDROID, storageState });
  try {
    await page.goto(`${running.app.baseUrl}/daily-drop`);
    await page.getByText("Question 1 of 5").waitFor();
    await prompt(page).waitFor();
    await capture(page, "install-prompt-daily-drop");
    await page.getByRole("radio").first().click();
    const submit = button(page, "Submit Answer");
    // Scrolled to the middle of the screen, Submit is what a tap there reaches.
    await submit.evaluate((el) => el.scrollIntoView({ block: "center" }));
    expect(
      await submit.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(
          document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
        );
      }),
    ).toBe(true);
    // Scrolled to the very end, the card sits below the page's content, covering none of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const overlap = await page.evaluate(() => {
      const card = document.querySelector('[aria-labelledby="install-prompt-title"]')!;
      const footer = document.querySelector("footer")!;
      return footer.getBoundingClientRect().bottom - card.getBoundingClientRect().top;
    });
    expect(overlap).toBeLessThanOrEqual(1);
    await submit.click();
    await page.getByText("Correct answer:").first().waitFor();
  } finally {
    await context.close();
  }
});

it("a desktop shows nothing for the same event, even in a narrow window", async () => {
  for (const viewport of [DESKTOP, { width: 375, height: 812 }]) {
    const { context, page } = await offeringInstall(running.browser, { viewport });
    try {
      await page.clock.install();
      await landing(page);
      expect(await shownAfterTheWait(page)).toBe(false);
      if (viewport === DESKTOP) await capture(page, "install-prompt-desktop-none");
    } finally {
      await context.close();
    }
  }
});

for (const colorScheme of ["light", "dark"] as const) {
  it(`Safari on an iPhone gets the Add to Home Screen instructions; 'Got it' hides them for good (${colorScheme})`, async () => {
    const { context, page } = await openPage(running.browser, { ...IPHONE, colorScheme });
    try {
      await page.clock.install();
      await page.goto(running.app.baseUrl);
      await landingHeading(page).waitFor();
      await pastTheWait(page);
      await prompt(page).waitFor();
      await prompt(page).getByText("Tap the Share button, then Add to Home Screen.").waitFor();
      expect(await prompt(page).locator("svg.lucide-share").count()).toBe(1);
      expect(await inPrompt(page, "Install").count()).toBe(0);
      await capture(page, `install-prompt-ios-${colorScheme}`);
      const findings = await seriousViolations(
        page,
        `/ with the iOS instructions (${colorScheme})`,
      );
      expect(findings, report(findings)).toEqual([]);

      await inPrompt(page, "Got it").click();
      await prompt(page).waitFor({ state: "detached" });
      expect(await flag(page)).toBe("true");
      await page.reload();
      await landingHeading(page).waitFor();
      expect(await shownAfterTheWait(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
}
