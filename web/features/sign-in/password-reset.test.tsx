// The password reset views as rendered HTML: the sign-in form's 'Forgot password?' link and its
// note after a reset, the request form, and the reset page with and without a token in its
// address (the browser test, e2e/password-reset.e2e.ts, drives the whole flow).
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { decode, hrefOf, text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { EmailForm } from "./email-form.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { FORGOT_PASSWORD, PASSWORD_CHANGED_NOTE, SIGN_IN_FORM } from "./paths.ts";
import { MISSING_TOKEN, ResetPasswordPage, resetTokenFrom } from "./reset-password.tsx";

const TOKEN = "Zm9vYmFyYmF6cXV4LXRoaXMtaXMtYS10ZXN0LXRva2Vu".slice(0, 43);

function render(path: string, search: string, children: ReactNode): string {
  return renderWithProviders(children, { path: search ? `${path}?${search}` : path });
}

describe("the reset link's token", () => {
  it("is read from the address only when it has the token's shape", () => {
    expect(TOKEN).toHaveLength(43);
    expect(resetTokenFrom(`token=${TOKEN}`)).toBe(TOKEN);
    expect(resetTokenFrom(`?token=${TOKEN}&utm=x`)).toBe(TOKEN);
    expect(resetTokenFrom("")).toBeNull();
    expect(resetTokenFrom(`token=${TOKEN.slice(1)}`)).toBeNull();
    expect(resetTokenFrom(`token=${TOKEN.slice(1)}!`)).toBeNull();
  });
});

describe("the reset page", () => {
  it("asks for the new password twice when the address has a token", () => {
    const html = render("/reset-password", `token=${TOKEN}`, <ResetPasswordPage />);
    expect(html).toMatch(/<h1[^>]*>Choose a new password<\/h1>/);
    expect(html.match(/type="password"/g)).toHaveLength(2);
    expect(html.match(/autoComplete="new-password"|autocomplete="new-password"/g)).toHaveLength(2);
    expect(text(html)).toContain("At least 10 characters, and not a common password.");
    expect(text(html)).toContain("Change Password");
    // The token stays out of the page.
    expect(html).not.toContain(TOKEN);
  });

  it("explains a missing token and offers a new link", () => {
    const html = render("/reset-password", "", <ResetPasswordPage />);
    expect(html).toMatch(/<h1[^>]*>This link can(&#x27;|')t be used<\/h1>/);
    expect(text(html)).toContain(MISSING_TOKEN);
    expect(hrefOf(html, "Ask for a New Link")).toBe(FORGOT_PASSWORD);
    expect(decode(hrefOf(html, "Back to sign in")!)).toBe(SIGN_IN_FORM);
    expect(html).not.toContain('type="password"');
  });
});

describe("the sign-in form", () => {
  it("offers 'Forgot password?' when signing in, not when creating an account", () => {
    const returning = render(
      "/",
      "sign-in=email&intent=returning",
      <EmailForm intent="returning" />,
    );
    expect(hrefOf(returning, "Forgot password?")).toBe(FORGOT_PASSWORD);
    const creating = render("/", "sign-in=email&intent=new", <EmailForm intent="new" />);
    expect(text(creating)).not.toContain("Forgot password?");
  });

  it("says the password has changed after a reset", () => {
    const after = render("/", "", <EmailForm intent="returning" passwordChanged />);
    expect(text(after)).toContain(PASSWORD_CHANGED_NOTE);
    expect(after).toContain('role="status"');
    const before = render("/", "", <EmailForm intent="returning" />);
    expect(text(before)).not.toContain(PASSWORD_CHANGED_NOTE);
  });
});

describe("the 'Forgot password?' form", () => {
  it("asks for the email, and leads back to sign-in", () => {
    const html = render("/", "sign-in=forgot", <ForgotPasswordForm />);
    expect(text(html)).toContain("Reset your password");
    expect(html).toContain('type="email"');
    expect(text(html)).toContain("Email Me a Reset Link");
    expect(decode(hrefOf(html, "Back to sign in")!)).toBe(SIGN_IN_FORM);
  });
});
