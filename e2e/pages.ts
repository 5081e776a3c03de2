// What the sign-in and navigation tests look for on the page: titles, locators by role, the
// toasts on screen, the session's status, and a page already signed in.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { ALLOWED_SUFFIXES } from "../domain/usernames/safety.ts";
import { formatSuffix } from "../domain/usernames/username.ts";
import { adultBirthYear, GOOD_PASSWORD, openPage, uniqueEmail } from "./harness.ts";

/** A username `<prefix><three digits>` with a number the rules allow (some are blocked). */
export function usernameWith(prefix: string): string {
  const suffix = ALLOWED_SUFFIXES[Math.floor(Math.random() * ALLOWED_SUFFIXES.length)]!;
  return `${prefix}${formatSuffix(suffix)}`;
}

export const LANDING_TITLE = "Welcome to Levelfield, SAT prep that levels the playing field";
/** The signed-in home for a new account (the onboarding screen's title). */
export const HOME_TITLE = "Welcome to Levelfield";
export const UNDER_AGE =
  "This application is only for students aged 14 or older. Thanks so much—come back when you're ready to take the SATs!";
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 800 };

export const currentYear = () => new Date().getUTCFullYear();
export const localPart = (email: string) => email.split("@")[0]!;

export const h1 = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });
export const landingHeading = (page: Page) => h1(page, LANDING_TITLE);
export const homeHeading = (page: Page) => h1(page, HOME_TITLE);
export const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
export const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
export const textbox = (page: Page, name: string) =>
  page.getByRole("textbox", { name, exact: true });
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
export const storedBirthYear = (page: Page) =>
  page.evaluate(() => localStorage.getItem("birthYear"));

/** What the toast viewport holds: one entry per toast (`li`), with its variant and text. */
export async function toasts(page: Page): Promise<{ variant: string | null; text: string }[]> {
  return page
    .getByRole("region", { name: "Notifications (F8)" })
    .locator("li")
    .evaluateAll((items) =>
      items.map((li) => ({
        variant: li.getAttribute("data-variant"),
        text: ((li as HTMLElement).innerText ?? "").replace(/\s+/g, " ").trim(),
      })),
    );
}

/** The session's user as the API sees it: 200 when signed in, 401 for a visitor. */
export async function authStatus(context: BrowserContext, baseUrl: string): Promise<number> {
  const response = await context.request.get(`${baseUrl}/api/auth/user`);
  return response.status();
}

/** A context already signed in with a new email account (created through the API). */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
) {
  const { context, page } = await openPage(browser, { ...options, viewport });
  const email = uniqueEmail("signed-in");
  const response = await context.request.post(`${baseUrl}/api/auth/email/register`, {
    data: { email, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto(baseUrl);
  await homeHeading(page).waitFor();
  return { context, page, email };
}

/**
 * A student registered and onboarded through the API (in the browser's own time zone, at a typed
 * school, an SAT date next March) with a username `<prefix><three digits>`, and a page open.
 */
export async function onboardedStudent(
  browser: Browser,
  baseUrl: string,
  options: {
    viewport?: { width: number; height: number };
    prefix: string;
    email: string;
    /** More context options (e.g. `serviceWorkers: "block"`). */
    context?: BrowserContextOptions;
  },
) {
  const { context, page } = await openPage(browser, {
    ...options.context,
    viewport: options.viewport ?? DESKTOP,
  });
  const post = async (url: string, data: unknown, status = 200) => {
    const response = await context.request.post(`${baseUrl}${url}`, { data });
    expect(response.status(), await response.text()).toBe(status);
  };
  await post(
    "/api/auth/email/register",
    { email: uniqueEmail(options.email), password: GOOD_PASSWORD, birthYear: adultBirthYear() },
    201,
  );
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await post("/api/onboarding/demographics", {
    firstName: "Dana",
    lastName: "Reyes",
    gradeLevel: "11",
    satHistory: "once",
    timeZone,
  });
  await post("/api/onboarding/school", { school: "Lincoln High School" });
  await post("/api/onboarding/sat-date", { satDate: `${new Date().getUTCFullYear() + 1}-03-13` });
  // A random adjective-animal name with three digits; a taken one is retried with new digits.
  for (let attempt = 0; ; attempt++) {
    const username = usernameWith(options.prefix);
    const response = await context.request.post(`${baseUrl}/api/username/update`, {
      data: { username },
    });
    if (response.status() === 200) return { context, page, username };
    expect(attempt, await response.text()).toBeLessThan(5);
  }
}

/**
 * Lets React render what the page's timers just did (after `page.clock.runFor`): state set in a
 * timer is rendered in a task of React's scheduler, a MessageChannel message posted after the
 * timer's callback (possibly after runFor has returned); a few messages of ours, each posted once
 * the one before ran, come after it.
 */
export async function reactSettled(page: Page) {
  await page.evaluate(async () => {
    for (let hop = 0; hop < 5; hop++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}
