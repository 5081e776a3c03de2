// A new student's first minutes in a real browser against the real server, with the sample
// school directory imported the way the README tells an operator to: sign-up from the landing
// page, onboarding (the 'Missing Information' toast once, school search, an SAT date), the
// diagnostic hand-off, a username, and the dashboard; a returning student going straight to the
// dashboard; the typed school and the calendar; the username screen's checks; demo mode for
// visitors; a session that ended mid-form; and an accessibility scan of the three screens (on the
// newcomer's way, at both widths).
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { User } from "../api/schemas/identity.ts";
import { noSeriousViolations } from "./axe.ts";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  screenshots,
  uniqueEmail,
} from "./harness.ts";
import { button, DESKTOP, h1, homeHeading, link, pathOf, PHONE, textbox, toasts } from "./pages.ts";

// No import step: `levelfield serve` fills the empty school directory with the shipped sample on
// its first start, which the directory-school onboarding below relies on.
const running = appAndBrowser();

const MISSING_ALL =
  "Missing Information Please fill out: First Name, Last Name, Grade Level, SAT Testing History, School Name, SAT Date";
const SUBMIT = "Complete Setup & Start Diagnostic";

const choose = async (page: Page, field: string, option: string) => {
  const select = page.getByRole("combobox", { name: field, exact: true });
  // Opened from the keyboard: Radix opens a select on the trigger's pointerdown and ignores the
  // next pointerup that lands within 10 px of it, to keep the opening press from choosing. On a
  // busy machine the list mounts after the trigger's own pointerup, so that guard caught the
  // option's click instead (the first option is drawn over the trigger) and the select stayed
  // open. A keyboard open sets no such guard; the option is still chosen by a click.
  await select.focus();
  await select.press("Enter");
  await page.getByRole("option", { name: option, exact: true }).click();
  // Closed, with the focus back on it: typing into the next field before the select has given
  // the focus back lost the school's menu to that late focus on a busy machine.
  await expect.poll(() => select.getAttribute("aria-expanded")).toBe("false");
  await expect.poll(() => select.evaluate((el) => el === document.activeElement)).toBe(true);
};

async function currentUser(context: BrowserContext): Promise<User> {
  const response = await context.request.get(`${running.app.baseUrl}/api/auth/user`);
  expect(response.status()).toBe(200);
  return (await response.json()) as User;
}

/** Picks the soonest preset SAT date, or a calendar day when no preset is left; answers it. */
async function chooseSatDate(page: Page): Promise<string> {
  await page.getByRole("combobox", { name: "SAT Date", exact: true }).click();
  const first = page.getByRole("option").first();
  const label = (await first.innerText()).trim();
  await first.click();
  if (label !== "Other/Custom Date") return label;
  await page.locator(".rdp-day_button:not([disabled])").first().click();
  return "custom";
}

/** Fills the whole form with a typed school (the school search is tested on its own). */
async function fillForm(page: Page, firstName: string) {
  await textbox(page, "First Name").fill(firstName);
  await textbox(page, "Last Name").fill("Chen");
  await choose(page, "Grade Level", "11th Grade (Junior)");
  await choose(page, "SAT Testing History", "I've taken it once");
  await page.getByRole("combobox", { name: "School Name", exact: true }).fill("Some School");
  await chooseSatDate(page);
}

/** A signed-in context with a new account, made through the API (no browser form). */
async function signedInContext(viewport = DESKTOP) {
  const { context, page } = await openPage(running.browser, { viewport });
  const email = uniqueEmail("onboarding");
  const response = await context.request.post(`${running.app.baseUrl}/api/auth/email/register`, {
    data: { email, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { context, page, email };
}

/** Onboards the context's student through the API, as the form would. */
async function onboardThroughApi(context: BrowserContext) {
  const post = (path: string, data: object) =>
    context.request.post(`${running.app.baseUrl}${path}`, { data });
  for (const response of await Promise.all([
    post("/api/onboarding/demographics", {
      firstName: "Ana",
      lastName: "Ruiz",
      gradeLevel: "10",
      satHistory: "never",
    }),
    post("/api/onboarding/school", { school: "Lincoln Learning Co-op" }),
    post("/api/onboarding/sat-date", { satDate: `${new Date().getUTCFullYear() + 1}-06-05` }),
  ])) {
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * The screen as it is now at both widths (the flow below runs at phone width): at each, nothing
 * scrolls sideways and what that width shows is visible (`shown`, `desktop`, `phone`); axe finds
 * nothing serious at desktop width in the light and dark colour schemes, and at phone width in
 * the light one. The page is left at phone width, light.
 */
async function atBothWidths(
  page: Page,
  where: string,
  parts: { shown: Locator[]; desktop?: Locator[]; phone?: Locator[] },
) {
  for (const [viewport, own] of [
    [DESKTOP, parts.desktop ?? []],
    [PHONE, parts.phone ?? []],
  ] as const) {
    await page.setViewportSize(viewport);
    const at = `${where} at ${viewport.width} px`;
    expect(await overflowsHorizontally(page), `sideways scrolling: ${at}`).toBe(false);
    for (const part of [...parts.shown, ...own]) {
      expect(await part.isVisible(), `${at}: ${String(part)}`).toBe(true);
    }
    await noSeriousViolations(page, at, viewport === DESKTOP ? ["light", "dark"] : ["light"]);
  }
}

// The newcomer's way runs once, at phone width; each screen on it (the form, the username, the
// dashboard) is also looked at with the window at desktop width: the layout, what only that
// width shows (the navigation bar's name and 'Log out'; the phone's menu button), and axe. The
// form works the same at both widths (one component, no width-dependent code): what a width can
// change is how it lays out, and the school search's list, which is looked at open at both.
it("a new student on a phone signs up, onboards with a directory school, picks a username and reaches the dashboard, each screen fitting and passing axe at desktop width too; signing in again goes straight there", async () => {
  const { context, page } = await openPage(running.browser, { viewport: PHONE });
  try {
    const email = uniqueEmail("newcomer");
    await page.goto(running.app.baseUrl);
    await textbox(page, "What year were you born?").fill(String(adultBirthYear()));
    await button(page, "Create Account").click();
    await link(page, "Continue with Email").click();
    await textbox(page, "Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await button(page, "Create Account").click();

    // Home: no grade level or school yet, so onboarding.
    await homeHeading(page).waitFor();
    expect(pathOf(page)).toBe("/");
    await page.getByText("Tell us a little about yourself").waitFor();
    await screenshots(page, "onboarding");
    const signedInBar = {
      desktop: [page.getByRole("banner").getByRole("link", { name: "Log out" })],
      phone: [button(page, "Open menu")],
    };
    await atBothWidths(page, "/ (onboarding)", {
      shown: [homeHeading(page), button(page, SUBMIT)],
      ...signedInBar,
    });

    // Submitting empty names every missing field once, and sends nothing.
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/onboarding/")) saves.push(request.url());
    });
    await button(page, SUBMIT).click();
    await expect.poll(() => toasts(page)).toEqual([{ variant: "destructive", text: MISSING_ALL }]);
    expect(saves).toEqual([]);

    await textbox(page, "First Name").fill("Maya");
    await textbox(page, "Last Name").fill("Chen");
    await choose(page, "Grade Level", "11th Grade (Junior)");
    await choose(page, "SAT Testing History", "I've taken it once");

    // The school search: a misspelt name still finds the school; choosing it sets its name.
    const school = page.getByRole("combobox", { name: "School Name", exact: true });
    await school.fill("albertvile hi");
    const result = page.getByRole("option", { name: /^Albertville High School/ });
    await result.waitFor();
    expect(await result.innerText()).toContain("Albertville, AL");
    // The list open, at both widths (screenshots() leaves the window at desktop width).
    await screenshots(page, "onboarding-school-search");
    expect(await result.isVisible(), "the school's option at 1280 px").toBe(true);
    expect(await overflowsHorizontally(page), "the school search at 1280 px").toBe(false);
    await page.setViewportSize(PHONE);
    expect(await result.isVisible(), "the school's option at 375 px").toBe(true);
    await result.click();
    await expect.poll(() => school.inputValue()).toBe("Albertville High School");
    await page.getByText("Albertville High School, Albertville, AL").waitFor();

    const satDate = await chooseSatDate(page);
    // The filled form at both widths.
    expect(await overflowsHorizontally(page), "the filled form at 375 px").toBe(false);
    await page.setViewportSize(DESKTOP);
    expect(await overflowsHorizontally(page), "the filled form at 1280 px").toBe(false);
    await page.setViewportSize(PHONE);
    await button(page, SUBMIT).click();

    // All three saves, then the diagnostic.
    await page.waitForURL((url) => url.pathname === "/diagnostic");
    expect(new Set(saves.map((url) => new URL(url).pathname))).toEqual(
      new Set([
        "/api/onboarding/demographics",
        "/api/onboarding/school",
        "/api/onboarding/sat-date",
      ]),
    );
    const onboarded = await currentUser(context);
    expect(onboarded).toMatchObject({
      firstName: "Maya",
      lastName: "Chen",
      gradeLevel: "11",
      school: "Albertville High School",
    });
    if (satDate !== "custom") {
      const [year, month, day] = onboarded.satDate!.split("-").map(Number) as number[];
      expect(
        new Date(year!, month! - 1, day!).toLocaleDateString("en-US", {
          weekday: "long",
          year: "numeric",
          month: "long",
          day: "numeric",
        }),
      ).toBe(satDate.replace(/\s*\(expected\)$/, ""));
    }
    // The navigation bar names the student now (shown from 768 px; the side sheet below).
    await page
      .getByRole("banner")
      .getByText("Maya Chen", { exact: true })
      .waitFor({ state: "attached" });

    // Home again: a username next.
    await link(page, "Levelfield home").click();
    await h1(page, "Choose Your Username").waitFor();
    // The 30-day change limit is said before a name is generated or used.
    await page.getByText(/you can change it only once every 30 days/).waitFor();
    await screenshots(page, "username");
    await atBothWidths(page, "/username-setup", {
      shown: [
        h1(page, "Choose Your Username"),
        button(page, "Generate Random"),
        button(page, "Use This Username"),
      ],
      desktop: [
        ...signedInBar.desktop,
        page.getByRole("banner").getByText("Maya Chen", { exact: true }),
      ],
      phone: signedInBar.phone,
    });
    await button(page, "Generate Random").click();
    await expect
      .poll(async () => (await toasts(page))[0]?.text ?? "")
      .toMatch(/^Username generated! Your new username is: [A-Z][a-z]+[A-Z][a-z]+\d{3}$/);
    const username = (await toasts(page))[0]!.text.split(": ")[1]!;
    const reloaded = page.waitForEvent("load", { timeout: 15_000 });
    await button(page, "Use This Username").click();
    await expect
      .poll(async () => (await toasts(page))[0]?.text ?? "")
      .toBe(`Username updated! Your username has been set to: ${username}`);

    // The page reloads and Home shows the dashboard.
    await reloaded;
    await h1(page, "Welcome back, Maya!").waitFor({ timeout: 15_000 });
    expect((await currentUser(context)).username).toBe(username);
    const today = new Date().toLocaleDateString("en-US", {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    await page.getByText(today).waitFor();
    const stats = page.getByRole("region", { name: "Your stats" });
    for (const label of ["Day Streak", "Total XP", "English Level", "Math Level"]) {
      expect(await stats.getByText(label, { exact: true }).isVisible(), label).toBe(true);
    }
    expect(await link(page, "Start Diagnostic Test").getAttribute("href")).toBe("/diagnostic");
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshots(page, "dashboard");
    await atBothWidths(page, "/ (dashboard)", {
      shown: [
        h1(page, "Welcome back, Maya!"),
        ...["Day Streak", "Total XP", "English Level", "Math Level"].map((label) =>
          stats.getByText(label, { exact: true }),
        ),
        link(page, "Start Diagnostic Test"),
      ],
      desktop: [
        ...signedInBar.desktop,
        page.getByRole("banner").getByText("Maya Chen", { exact: true }),
      ],
      phone: signedInBar.phone,
    });

    // Log out and sign back in: straight to the dashboard.
    await page.setViewportSize(DESKTOP);
    await link(page, "Log out").click();
    await page.getByRole("heading", { level: 1, name: /SAT prep that levels/ }).waitFor();
    await button(page, "Sign Back In").click();
    await link(page, "Continue with Email").click();
    await textbox(page, "Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
    await button(page, "Sign In").click();
    await h1(page, "Welcome back, Maya!").waitFor();
    expect(pathOf(page)).toBe("/");
  } finally {
    await context.close();
  }
});

it("accepts a school the directory lacks as typed, and a custom SAT date from the calendar", async () => {
  const { context, page } = await signedInContext(PHONE);
  try {
    await page.goto(`${running.app.baseUrl}/onboarding`);
    await homeHeading(page).waitFor();
    await textbox(page, "First Name").fill("José");
    await textbox(page, "Last Name").fill("O'Brien-Nuñez");
    await choose(page, "Grade Level", "9th Grade (Freshman)");
    await choose(page, "SAT Testing History", "I haven't taken the SAT yet");
    const typed = "Zzyzx Valley Homeschool Collective";
    await page.getByRole("combobox", { name: "School Name", exact: true }).fill(typed);
    await page.getByText(`No schools match "${typed}". We'll save it as you typed it.`).waitFor();

    await choose(page, "SAT Date", "Other/Custom Date");
    const calendar = page.locator(".rdp-root");
    await calendar.waitFor();
    // Days up to today are disabled; go a month ahead and take the 15th.
    expect(await calendar.locator(".rdp-today .rdp-day_button").isDisabled()).toBe(true);
    await page.getByRole("button", { name: /next month/i }).click();
    await calendar.locator(".rdp-day_button:not([disabled])", { hasText: /^15$/ }).click();
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    next.setDate(15);
    const expected = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-15`;
    await page
      .getByText(
        next.toLocaleDateString("en-US", {
          weekday: "long",
          year: "numeric",
          month: "long",
          day: "numeric",
        }),
      )
      .waitFor();
    await screenshots(page, "onboarding-custom-date");
    await page.setViewportSize(PHONE);

    // A name pasted with a right-to-left override is named under the field and not sent.
    const school = page.getByRole("combobox", { name: "School Name", exact: true });
    await school.fill("Zzyzx \u202eevitcelloC");
    await button(page, SUBMIT).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "School Name has an invisible or control character" })
      .waitFor();
    expect(await school.getAttribute("aria-invalid")).toBe("true");
    expect(await currentUser(context)).toMatchObject({ school: null });
    await screenshots(page, "onboarding-school-hidden-character");
    await page.setViewportSize(PHONE);
    await school.fill(typed);

    await button(page, SUBMIT).click();
    await page.waitForURL((url) => url.pathname === "/diagnostic");
    expect(await currentUser(context)).toMatchObject({
      firstName: "José",
      lastName: "O'Brien-Nuñez",
      gradeLevel: "9",
      school: typed,
      satDate: expected,
    });

    // Onboarded: /onboarding now sends the student on to the diagnostic.
    await page.goto(`${running.app.baseUrl}/onboarding`);
    await page.waitForURL((url) => url.pathname === "/diagnostic");
  } finally {
    await context.close();
  }
});

// One form for both: the session is ended after the malformed name's refusal, which sent nothing.
it("a malformed name is shown under its field and nothing is sent; a session that ended mid-form then gets 'Unauthorized' and is sent to sign in again", async () => {
  const { context, page } = await signedInContext();
  try {
    await page.goto(`${running.app.baseUrl}/onboarding`);
    await fillForm(page, "Maya2");
    const saves: string[] = [];
    page.on("request", (r) => r.url().includes("/api/onboarding/") && saves.push(r.url()));
    await button(page, SUBMIT).click();
    const alert = page.getByRole("alert").filter({ hasText: "First Name must be a name" });
    await alert.waitFor();
    expect(await textbox(page, "First Name").getAttribute("aria-invalid")).toBe("true");
    expect(saves).toEqual([]);
    expect(pathOf(page)).toBe("/onboarding");

    // The name corrected; the session ends (expired, or signed out in another tab).
    await textbox(page, "First Name").fill("Maya");
    await context.clearCookies();
    await button(page, SUBMIT).click();
    await expect
      .poll(() => toasts(page))
      .toEqual([
        { variant: "destructive", text: "Unauthorized You are logged out. Logging in again..." },
      ]);
    // 500 ms later: /api/login, which shows the sign-in options.
    await page.waitForURL((url) => url.search === "?sign-in=returning");
    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
  } finally {
    await context.close();
  }
});

it("a visitor gets demo mode: the form checks, 'Demo Mode' shows and nothing is saved", async () => {
  const { context, page } = await openPage(running.browser, { viewport: PHONE });
  try {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/api/onboarding/") && calls.push(r.url()));
    await page.goto(`${running.app.baseUrl}/onboarding`);
    await homeHeading(page).waitFor();
    await page.getByText("Demo mode:").waitFor();
    expect(await link(page, "Log In").isVisible()).toBe(true);

    await textbox(page, "First Name").fill("Sam");
    await button(page, SUBMIT).click();
    await expect
      .poll(() => toasts(page))
      .toEqual([
        {
          variant: "destructive",
          text: "Missing Information Please fill out: Last Name, Grade Level, SAT Testing History, School Name, SAT Date",
        },
      ]);

    await textbox(page, "Last Name").fill("Lee");
    await choose(page, "Grade Level", "10th Grade (Sophomore)");
    await choose(page, "SAT Testing History", "I haven't taken the SAT yet");
    // The directory is public, so the search works in demo mode too.
    await page.getByRole("combobox", { name: "School Name", exact: true }).fill("albertville");
    await page.getByRole("option", { name: /^Albertville High School/ }).click();
    await chooseSatDate(page);
    await button(page, SUBMIT).click();
    await expect
      .poll(() => toasts(page))
      .toEqual([
        {
          variant: "default",
          text: "Demo Mode Form validation passed! In a real app, this would save your data and proceed to diagnostic.",
        },
      ]);
    expect(calls).toEqual([]);
    expect(pathOf(page)).toBe("/onboarding");
  } finally {
    await context.close();
  }
});

it("the username screen asks for both words, needs a generated name before using it, and builds a custom one", async () => {
  const { context, page } = await signedInContext(PHONE);
  try {
    await onboardThroughApi(context);
    await page.goto(running.app.baseUrl);
    await h1(page, "Choose Your Username").waitFor();

    await button(page, "Use This Username").click();
    await expect
      .poll(() => toasts(page))
      .toEqual([
        {
          variant: "destructive",
          text: "No username generated Please generate a username first.",
        },
      ]);
    await button(page, "Use Custom Username").click();
    await expect
      .poll(() => toasts(page))
      .toEqual([
        {
          variant: "destructive",
          text: "Selection required Please select both an adjective and an animal.",
        },
      ]);

    await choose(page, "Adjective", "Brave");
    await choose(page, "Animal", "Otter");
    await page.getByText("BraveOtter###").waitFor();
    await page.getByText("Random numbers will be added").waitFor();
    await button(page, "Use Custom Username").click();
    await h1(page, "Welcome back, Ana!").waitFor({ timeout: 15_000 });
    expect((await currentUser(context)).username).toMatch(/^BraveOtter\d{3}$/);

    // /username-setup now says it is set, and leads to the Daily Drop.
    await page.goto(`${running.app.baseUrl}/username-setup`);
    await h1(page, "Username Set!").waitFor();
    expect(await link(page, "Continue to Daily Drop").getAttribute("href")).toBe("/daily-drop");
    await screenshots(page, "username-set");
  } finally {
    await context.close();
  }
});
