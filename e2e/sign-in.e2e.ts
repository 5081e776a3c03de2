// Signing up, in and out in a real browser against the real server: the age gate, the sign-in
// options (no OpenID Connect provider is configured here, so only Email is available), the email
// forms and their checks, the server's refusals as toasts, the signed-in navigation (desktop bar
// and phone side sheet), and the whole sign-up done with the keyboard alone.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  adultBirthYear,
  focusedName,
  GOOD_PASSWORD,
  launchBrowser,
  openPage,
  overflowsHorizontally,
  registerAccount,
  screenshots,
  startApp,
  tabTo,
  uniqueEmail,
  type RunningApp,
} from "./harness.ts";

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

const LANDING_TITLE = "Welcome to Levelfield, SAT prep that levels the playing field";
/** The signed-in home for a new account (the onboarding screen's title). */
const HOME_TITLE = "Welcome to Levelfield";
const UNDER_AGE =
  "This application is only for students aged 14 or older. Thanks so much—come back when you're ready to take the SATs!";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

const currentYear = () => new Date().getUTCFullYear();
const localPart = (email: string) => email.split("@")[0]!;

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const landingHeading = (page: Page) => h1(page, LANDING_TITLE);
const homeHeading = (page: Page) => h1(page, HOME_TITLE);
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const storedBirthYear = (page: Page) => page.evaluate(() => localStorage.getItem("birthYear"));

/** What the toast viewport holds: one entry per toast (`li`), with its variant and text. */
async function toasts(page: Page): Promise<{ variant: string | null; text: string }[]> {
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
async function authStatus(context: BrowserContext): Promise<number> {
  const response = await context.request.get(`${app.baseUrl}/api/auth/user`);
  return response.status();
}

/** A context already signed in with a new email account (created through the API). */
async function signedInPage(viewport: { width: number; height: number }) {
  const { context, page } = await openPage(browser, { viewport });
  const email = uniqueEmail("signed-in");
  const response = await context.request.post(`${app.baseUrl}/api/auth/email/register`, {
    data: { email, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto(app.baseUrl);
  await homeHeading(page).waitFor();
  return { context, page, email };
}

it("age gate: Create Account is disabled while empty, under-14s are turned away, a valid year is remembered and leads to the sign-up options", async () => {
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  try {
    await page.goto(app.baseUrl);
    await landingHeading(page).waitFor();
    const year = textbox(page, "What year were you born?");
    const create = button(page, "Create Account");
    expect(await create.isDisabled()).toBe(true);
    // Only digits go in: letters leave it empty, so still disabled.
    await year.pressSequentially("abcd");
    expect(await year.inputValue()).toBe("");
    expect(await create.isDisabled()).toBe(true);
    await screenshots(page, "landing");
    await page.setViewportSize(DESKTOP);

    // 13 this year: too young.
    await year.fill(String(currentYear() - 13));
    expect(await create.isEnabled()).toBe(true);
    await create.click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe(UNDER_AGE);
    expect(await year.getAttribute("aria-invalid")).toBe("true");
    expect(pathOf(page)).toBe("/");
    expect(await storedBirthYear(page)).toBeNull();

    // 14 this year: old enough.
    const birthYear = String(currentYear() - 14);
    await year.fill(birthYear);
    expect(await alert.count()).toBe(0);
    await create.click();
    await expect.poll(() => pathOf(page)).toBe("/?sign-in=new");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    expect(await storedBirthYear(page)).toBe(birthYear);
    for (const provider of ["Google", "Apple", "X"]) {
      const option = page.getByRole("button", { name: `Continue with ${provider}` });
      expect(await option.isDisabled(), provider).toBe(true);
    }
    await expect.poll(() => page.getByText("Not available", { exact: true }).count()).toBe(3);
    expect(await link(page, "Continue with Email").getAttribute("href")).toBe(
      `/api/login?provider=email&intent=new&birthYear=${birthYear}`,
    );
    await screenshots(page, "landing-sign-up-options");
    await page.setViewportSize(DESKTOP);

    await button(page, "Back to options").click();
    await expect.poll(() => pathOf(page)).toBe("/");
    await landingHeading(page).waitFor();
    // The remembered year is filled in again.
    expect(await textbox(page, "What year were you born?").inputValue()).toBe(birthYear);
  } finally {
    await context.close();
  }
});

it("Sign Back In and the visitor's Log In both lead to 'Welcome Back!', and Back to options returns to the start", async () => {
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  try {
    await page.goto(app.baseUrl);
    await landingHeading(page).waitFor();
    await button(page, "Sign Back In").click();
    await expect.poll(() => pathOf(page)).toBe("/?sign-in=returning");
    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
    expect(await link(page, "Continue with Email").getAttribute("href")).toBe(
      "/api/login?provider=email&intent=returning",
    );
    expect(await page.getByRole("button", { name: "Continue with Google" }).isDisabled()).toBe(
      true,
    );
    await screenshots(page, "landing-welcome-back");
    await page.setViewportSize(DESKTOP);
    await button(page, "Back to options").click();
    await expect.poll(() => pathOf(page)).toBe("/");
    await button(page, "Sign Back In").waitFor();

    // The navigation bar's Log In goes through the server's /api/login.
    await link(page, "Log In").click();
    await page.waitForURL((url) => url.search === "?sign-in=returning");
    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();

    // Creating an account without the age gate's year starts at the age gate.
    await page.evaluate(() => localStorage.removeItem("birthYear"));
    await page.goto(`${app.baseUrl}/?sign-in=new`);
    await textbox(page, "What year were you born?").waitFor();
    expect(await page.getByRole("heading", { name: "Create your account" }).count()).toBe(0);
  } finally {
    await context.close();
  }
});

it("signs up with email from the landing page, shows the signed-in frame, and Log out signs out", async () => {
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  try {
    const email = uniqueEmail("sign-up");
    const birthYear = String(adultBirthYear());
    await page.goto(app.baseUrl);
    await textbox(page, "What year were you born?").fill(birthYear);
    await button(page, "Create Account").click();
    await link(page, "Continue with Email").click();
    // The server redirects /api/login?provider=email… to the email form.
    await page.waitForURL((url) => url.search === "?sign-in=email&intent=new");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    expect(await textbox(page, "Birth year").inputValue()).toBe(birthYear);
    await screenshots(page, "landing-email-sign-up");
    await page.setViewportSize(DESKTOP);

    await textbox(page, "Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await button(page, "Create Account").click();

    await homeHeading(page).waitFor();
    expect(pathOf(page)).toBe("/");
    await expect
      .poll(() => toasts(page))
      .toEqual([{ variant: "default", text: "Account created Welcome to Levelfield!" }]);
    // F8 moves focus to the notifications.
    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? null,
        ),
      )
      .toBe("Notifications (F8)");

    // The navigation bar: badges, name (the email's local part: no name yet), email, Log out.
    const banner = page.getByRole("banner");
    await banner.getByText(email, { exact: true }).waitFor();
    expect(await banner.getByText(localPart(email), { exact: true }).isVisible()).toBe(true);
    expect(await banner.getByLabel("0 XP").isVisible()).toBe(true);
    expect(await banner.getByLabel("0 day streak").isVisible()).toBe(true);
    expect(await link(page, "Log In").count()).toBe(0);
    expect(await button(page, "Open menu").isVisible()).toBe(false);
    const tabs = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    expect(await tabs.allInnerTexts()).toEqual([
      "Daily Drop",
      "Test Taking Tips",
      "Student Progress",
      "How I Rank",
      "Friends",
    ]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshots(page, "signed-in-home");
    await page.setViewportSize(DESKTOP);

    // A signed-in route shows its screen, and its tab is the current one.
    await link(page, "Student Progress").click();
    await h1(page, "Student Progress").waitFor();
    expect(pathOf(page)).toBe("/progress");
    expect(await link(page, "Student Progress").getAttribute("aria-current")).toBe("page");

    expect(await authStatus(context)).toBe(200);
    await link(page, "Log out").click();
    await landingHeading(page).waitFor();
    expect(pathOf(page)).toBe("/");
    await link(page, "Log In").waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    expect(await authStatus(context)).toBe(401);
  } finally {
    await context.close();
  }
});

it("signs back in: a wrong password gets a destructive toast, the right one replaces it with 'Welcome back!'", async () => {
  const email = uniqueEmail("returning");
  await registerAccount(app.baseUrl, email);
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  try {
    await page.goto(app.baseUrl);
    await button(page, "Sign Back In").click();
    await link(page, "Continue with Email").click();
    await page.waitForURL((url) => url.search === "?sign-in=email&intent=returning");
    await page.getByRole("heading", { name: "Sign in with email" }).waitFor();
    expect(await textbox(page, "Birth year").count()).toBe(0);

    await textbox(page, "Email").fill(email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("not-the-right-password-1");
    await button(page, "Sign In").click();
    await expect
      .poll(() => toasts(page))
      .toEqual([
        { variant: "destructive", text: "Couldn't sign you in Incorrect email or password." },
      ]);
    expect(pathOf(page)).toBe("/?sign-in=email&intent=returning");
    expect(await authStatus(context)).toBe(401);

    await password.fill(GOOD_PASSWORD);
    // The destructive toast is still on screen when the next one comes.
    expect(await toasts(page)).toHaveLength(1);
    await button(page, "Sign In").click();
    await expect
      .poll(() => toasts(page))
      .toEqual([{ variant: "default", text: `Welcome back! Signed in as ${email}.` }]);
    await homeHeading(page).waitFor();
    expect(pathOf(page)).toBe("/");
    await page.getByRole("banner").getByText(email, { exact: true }).waitFor();
    expect(await authStatus(context)).toBe(200);
  } finally {
    await context.close();
  }
});

it("shows the landing page to a visitor on every signed-in route (the address stays)", async () => {
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  try {
    for (const path of [
      "/progress",
      "/daily-drop",
      "/tips",
      "/tips/bookmarked",
      "/ranking",
      "/friends",
      "/onboarding",
      "/diagnostic",
      "/simple-diagnostic",
      "/username-setup",
      "/study-planning",
      "/admin",
    ]) {
      await page.goto(`${app.baseUrl}${path}`);
      await landingHeading(page).waitFor();
      expect(pathOf(page), path).toBe(path);
      expect(await page.getByRole("heading", { level: 1 }).count(), path).toBe(1);
      expect(await page.getByRole("navigation", { name: "Main" }).count(), path).toBe(0);
    }
  } finally {
    await context.close();
  }
});

it("at 375 px the signed-in menu is a side sheet: Open menu lists the eight items, Escape closes it, Log out works from it", async () => {
  const { context, page, email } = await signedInPage(PHONE);
  try {
    // The badges and the menu button show; the desktop account block is hidden.
    const openMenu = button(page, "Open menu");
    await openMenu.waitFor();
    expect(await page.getByRole("banner").getByLabel("0 XP").isVisible()).toBe(true);
    expect(await page.getByRole("banner").getByLabel("0 day streak").isVisible()).toBe(true);
    const desktopLogOut = page.getByRole("banner").locator('a[href="/api/logout"]');
    expect(await desktopLogOut.count()).toBe(1);
    expect(await desktopLogOut.isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
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

    await openMenu.click();
    await sheet.getByRole("link", { name: "Log out" }).click();
    await landingHeading(page).waitFor();
    expect(pathOf(page)).toBe("/");
    expect(await button(page, "Open menu").count()).toBe(0);
    expect(await authStatus(context)).toBe(401);
  } finally {
    await context.close();
  }
});

it("checks the email forms in the browser: mistakes show under their fields and nothing is sent", async () => {
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/email/")) sent.push(request.url());
  });
  try {
    await page.goto(`${app.baseUrl}/?sign-in=email&intent=new`);
    const email = textbox(page, "Email");
    const password = page.getByLabel("Password", { exact: true });
    const year = textbox(page, "Birth year");
    await email.fill("not-an-email");
    await password.fill("short");
    await button(page, "Create Account").click();
    await expect
      .poll(() => page.getByRole("alert").allInnerTexts())
      .toEqual([
        "Please enter your email address, like sam@example.com.",
        "Use at least 10 characters.",
        "Please enter the year you were born, like 2009.",
      ]);
    for (const field of [email, password, year]) {
      expect(await field.getAttribute("aria-invalid")).toBe("true");
    }

    // An under-age year is refused here too, in the age gate's words.
    await email.fill("sam@example.com");
    await password.fill(GOOD_PASSWORD);
    await year.fill(String(currentYear() - 10));
    await button(page, "Create Account").click();
    await expect.poll(() => page.getByRole("alert").allInnerTexts()).toEqual([UNDER_AGE]);
    expect(await email.getAttribute("aria-invalid")).toBeNull();

    // The sign-in form: both fields are required.
    await link(page, "Sign in").click();
    await page.getByRole("heading", { name: "Sign in with email" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await email.fill("");
    await password.fill("");
    await button(page, "Sign In").click();
    await expect
      .poll(() => page.getByRole("alert").allInnerTexts())
      .toEqual([
        "Please enter your email address, like sam@example.com.",
        "Please enter your password.",
      ]);
    expect(sent).toEqual([]);
  } finally {
    await context.close();
  }
});

it("shows the server's refusals: a taken email (409) as a destructive toast, a common password (400) under its field", async () => {
  const taken = uniqueEmail("taken");
  await registerAccount(app.baseUrl, taken);
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/auth/email/register")) answers.push(response.status());
  });
  try {
    await page.goto(`${app.baseUrl}/?sign-in=email&intent=new`);
    await textbox(page, "Email").fill(taken);
    await page.getByLabel("Password", { exact: true }).fill("another-long-passphrase-42");
    await textbox(page, "Birth year").fill(String(adultBirthYear()));
    await button(page, "Create Account").click();
    await expect
      .poll(() => toasts(page))
      .toEqual([
        {
          variant: "destructive",
          text: "Couldn't create your account We couldn't create an account with this email. If you already have one, sign in instead.",
        },
      ]);
    expect(answers).toEqual([409]);

    await textbox(page, "Email").fill(uniqueEmail("common"));
    await page.getByLabel("Password", { exact: true }).fill("qwertyuiop");
    await button(page, "Create Account").click();
    // A 400 that names a field is shown under that field, in a sentence, not as a toast.
    const password = page.getByLabel("Password", { exact: true });
    await expect
      .poll(() => page.getByRole("alert").allInnerTexts())
      .toContain("Is one of the most common passwords; please choose another.");
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect(answers).toEqual([409, 400]);
    expect(pathOf(page)).toBe("/?sign-in=email&intent=new");
    expect(await authStatus(context)).toBe(401);
  } finally {
    await context.close();
  }
});

it("signs up with the keyboard alone: Tab, Shift+Tab, Enter and typing", async () => {
  const { context, page } = await openPage(browser, { viewport: DESKTOP });
  try {
    const email = uniqueEmail("keyboard");
    await page.goto(app.baseUrl);
    await landingHeading(page).waitFor();

    await tabTo(page, "What year were you born?");
    await page.keyboard.type(String(adultBirthYear()));
    await tabTo(page, "Create Account", { max: 3 });
    // Shift+Tab goes back to the year, Tab forward to the button again.
    await tabTo(page, "What year were you born?", { backward: true, max: 1 });
    await tabTo(page, "Create Account", { max: 1 });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    expect(pathOf(page)).toBe("/?sign-in=new");

    await tabTo(page, "Continue with Email");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.search === "?sign-in=email&intent=new");
    await textbox(page, "Email").waitFor();

    await tabTo(page, "Email");
    await page.keyboard.type(email);
    await tabTo(page, "Password", { max: 1 });
    await page.keyboard.type(GOOD_PASSWORD);
    // The birth year is already there from the age gate.
    await tabTo(page, "Birth year", { max: 1 });
    expect(await textbox(page, "Birth year").inputValue()).toBe(String(adultBirthYear()));
    await tabTo(page, "Create Account", { max: 1 });
    await page.keyboard.press("Enter");

    await homeHeading(page).waitFor();
    await page.getByRole("banner").getByText(email, { exact: true }).waitFor();
    await expect
      .poll(async () => (await toasts(page)).map((t) => t.text))
      .toEqual(["Account created Welcome to Levelfield!"]);
    expect(await authStatus(context)).toBe(200);
  } finally {
    await context.close();
  }
});
