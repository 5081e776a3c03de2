// Password reset in a real browser against the real server, at phone and desktop widths: sign up
// with email, sign out, 'Forgot password?', ask for a link, read the mail the server wrote to
// its outbox (DATA_DIR/outbox: no SMTP_URL here), open the link, choose a new password, sign in
// with it. The old password no longer works, and the link works once.
import { mkdtempSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { header, resetLinkIn } from "../testing/mail.ts";
import { report, seriousViolations } from "./axe.ts";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  screenshots,
  uniqueEmail,
} from "./harness.ts";
import {
  authStatus,
  button,
  DESKTOP,
  homeHeading,
  landingHeading,
  link,
  pathOf,
  PHONE,
  textbox,
} from "./pages.ts";

const NEW_PASSWORD = "amber-canyon-58-compass";
const PASSWORD_CHANGED = "Your password has been changed. Log in with your new password.";

// The server's data folder is the test's own, so it can read the outbox. Registered before the
// app's hooks, so it is removed after the app has stopped.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "levelfield-e2e-reset-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const running = appAndBrowser({ env: { DATA_DIR: dataDir } });
const outbox = path.join(dataDir, "outbox");

/** The raw reset mail the server wrote for this address, waiting for it. */
async function mailTo(email: string): Promise<{ raw: string; file: string }> {
  let found: { raw: string; file: string } | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const name of files.filter((f) => f.endsWith(".eml"))) {
          const file = path.join(outbox, name);
          const raw = await readFile(file, "utf8");
          if (header(raw, "To") === email) found = { raw, file };
        }
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

it.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)(
  "at %s width: sign up, sign out, forget the password, reset it from the emailed link, sign in with the new one",
  async (width, viewport) => {
    const { context, page } = await openPage(running.browser, { viewport });
    const shoot = async (name: string) => {
      // Every view: nothing wider than the screen, no serious accessibility finding (WCAG 2.1
      // A and AA). One set of screenshots (both widths) is enough; the other run checks only.
      expect(await overflowsHorizontally(page), name).toBe(false);
      const findings = await seriousViolations(page, name);
      expect(findings, `axe:\n${report(findings)}`).toEqual([]);
      if (width !== "phone") return;
      await screenshots(page, name);
      await page.setViewportSize(viewport);
    };
    try {
      const email = uniqueEmail(`reset-${width}`);
      const base = running.app.baseUrl;

      // Sign up with email.
      await page.goto(base);
      await textbox(page, "What year were you born?").fill(String(adultBirthYear()));
      await button(page, "Create Account").click();
      await link(page, "Continue with Email").click();
      await page.getByRole("heading", { name: "Create your account" }).waitFor();
      await textbox(page, "Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
      await button(page, "Create Account").click();
      await homeHeading(page).waitFor();

      // Sign out (the navigation's Log out is this same-site navigation).
      await page.goto(`${base}/api/logout`);
      await landingHeading(page).waitFor();
      expect(await authStatus(context, base)).toBe(401);

      // Sign Back In → Email → 'Forgot password?', carrying the typed email along.
      await button(page, "Sign Back In").click();
      await link(page, "Continue with Email").click();
      await page.getByRole("heading", { name: "Sign in with email" }).waitFor();
      await textbox(page, "Email").fill(email);
      await shoot("password-reset-sign-in-form");
      await link(page, "Forgot password?").click();
      await expect.poll(() => pathOf(page)).toBe("/?sign-in=forgot");
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
      expect(await textbox(page, "Email").inputValue()).toBe(email);
      await shoot("password-reset-request");

      await button(page, "Email Me a Reset Link").click();
      await page.getByRole("heading", { name: "Check your email" }).waitFor();
      await page.getByText(/we've sent it a link to choose a new password/).waitFor();
      await shoot("password-reset-sent");

      // The mail, as the server wrote it to its outbox: only its owner may read it.
      const mail = await mailTo(email);
      expect((await stat(mail.file)).mode & 0o777).toBe(0o600);
      expect(header(mail.raw, "Subject")).toBe("Reset your Levelfield password");
      const resetLink = resetLinkIn(mail.raw);
      expect(resetLink.pathname).toBe("/reset-password");
      expect(resetLink.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Open the link (on this server: PUBLIC_URL is unset here) and choose a new password.
      const opened = new URL(`${resetLink.pathname}${resetLink.search}`, base).href;
      await page.goto(opened);
      await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
      await shoot("password-reset-new-password");
      const first = page.getByLabel("New password", { exact: true });
      const second = page.getByLabel("Type it again", { exact: true });
      await first.fill(NEW_PASSWORD);
      await second.fill(`${NEW_PASSWORD}x`);
      await button(page, "Change Password").click();
      await expect
        .poll(() => page.getByRole("alert").allInnerTexts())
        .toEqual(["The two passwords don't match. Please type the same password twice."]);
      await second.fill(NEW_PASSWORD);
      await button(page, "Change Password").click();

      // Back at the sign-in form, with the news.
      await expect.poll(() => pathOf(page)).toBe("/?sign-in=email&intent=returning&reset=done");
      const note = page.getByRole("status").filter({ hasText: PASSWORD_CHANGED });
      await note.waitFor();
      expect((await note.innerText()).trim()).toBe(PASSWORD_CHANGED);
      await page.getByRole("heading", { name: "Sign in with email" }).waitFor();
      await shoot("password-reset-done");

      // The old password no longer works; the new one does.
      const old = await context.request.post(`${base}/api/auth/email/sign-in`, {
        data: { email, password: GOOD_PASSWORD },
      });
      expect(old.status()).toBe(401);
      await textbox(page, "Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
      await button(page, "Sign In").click();
      await homeHeading(page).waitFor();
      expect(await authStatus(context, base)).toBe(200);

      // The link works once.
      await page.goto(`${base}/api/logout`);
      await landingHeading(page).waitFor();
      await page.goto(opened);
      await page.getByLabel("New password", { exact: true }).fill("one-more-password-99");
      await page.getByLabel("Type it again", { exact: true }).fill("one-more-password-99");
      await button(page, "Change Password").click();
      await page.getByRole("heading", { level: 1, name: "This link can't be used" }).waitFor();
      expect(await page.getByRole("alert").innerText()).toMatch(/has already been used/);
      await shoot("password-reset-used-link");
      await link(page, "Ask for a New Link").click();
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    } finally {
      await context.close();
    }
  },
);
