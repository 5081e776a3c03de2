// Signing up, in and out in a real browser against the real server: the age gate, the sign-in
// options (no OpenID Connect provider is configured here, so only Email is available), the email
// forms and their checks, the server's refusals, one toast replacing another, the signed-in bar
// and Log out, and the whole sign-up done with the keyboard alone (navigation.e2e.ts has the
// phone side sheet).
import { expect, it } from "vitest";
import {
  appAndBrowser,
  adultBirthYear,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  registerAccount,
  screenshots,
  tabTo,
  uniqueEmail,
} from "./harness.ts";
import {
  authStatus,
  button,
  currentYear,
  DESKTOP,
  h1,
  homeHeading,
  landingHeading,
  link,
  localPart,
  pathOf,
  storedBirthYear,
  textbox,
  toasts,
  UNDER_AGE,
} from "./pages.ts";

const running = appAndBrowser();

it("age gate: Create Account is disabled while empty, under-14s are turned away, a valid year is remembered and leads to the sign-up options", async () => {
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  try {
    await page.goto(running.app.baseUrl);
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
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  try {
    await page.goto(running.app.baseUrl);
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

    // Creating an account without the age gate's year starts at the age gate, and passing it
    // leads on to the options.
    await page.evaluate(() => localStorage.removeItem("birthYear"));
    await page.goto(`${running.app.baseUrl}/?sign-in=new`);
    await expect.poll(() => pathOf(page)).toBe("/");
    expect(await page.getByRole("heading", { name: "Create your account" }).count()).toBe(0);
    await textbox(page, "What year were you born?").fill(String(adultBirthYear()));
    await button(page, "Create Account").click();
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
  } finally {
    await context.close();
  }
});

it("signs up with email from the landing page, shows the signed-in frame, and Log out signs out", async () => {
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  try {
    const email = uniqueEmail("sign-up");
    const birthYear = String(adultBirthYear());
    await page.goto(running.app.baseUrl);
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

    expect(await authStatus(context, running.app.baseUrl)).toBe(200);
    await link(page, "Log out").click();
    await landingHeading(page).waitFor();
    expect(pathOf(page)).toBe("/");
    await link(page, "Log In").waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    expect(await authStatus(context, running.app.baseUrl)).toBe(401);
  } finally {
    await context.close();
  }
});

it("signs back in: a wrong password gets a destructive toast, the right one replaces it with 'Welcome back!'", async () => {
  const email = uniqueEmail("returning");
  await registerAccount(running.app.baseUrl, email);
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  try {
    await page.goto(running.app.baseUrl);
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
    expect(await authStatus(context, running.app.baseUrl)).toBe(401);

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
    expect(await authStatus(context, running.app.baseUrl)).toBe(200);
  } finally {
    await context.close();
  }
});

it("checks the email forms in the browser: mistakes show under their fields and nothing is sent", async () => {
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/email/")) sent.push(request.url());
  });
  try {
    await page.goto(`${running.app.baseUrl}/?sign-in=email&intent=new`);
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
  await registerAccount(running.app.baseUrl, taken);
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/auth/email/register")) answers.push(response.status());
  });
  try {
    await page.goto(`${running.app.baseUrl}/?sign-in=email&intent=new`);
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
    expect(await authStatus(context, running.app.baseUrl)).toBe(401);
  } finally {
    await context.close();
  }
});

it("signs up with the keyboard alone: Tab, Shift+Tab, Enter and typing", async () => {
  const { context, page } = await openPage(running.browser, { viewport: DESKTOP });
  try {
    const email = uniqueEmail("keyboard");
    await page.goto(running.app.baseUrl);
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
    expect(await authStatus(context, running.app.baseUrl)).toBe(200);
  } finally {
    await context.close();
  }
});
