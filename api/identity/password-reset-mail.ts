// The password reset email: where its link points and what it says. The link holds the random
// token in its query string; the SPA's /reset-password page sends it back in a request body.
// Referrer-Policy: no-referrer (plugins/security.ts) keeps it out of other sites' logs, and the
// request log never records query strings (plugins/logging.ts).
import { PASSWORD_RESET_TTL_MS } from "../../domain/identity/password-reset/decide.ts";
import type { MailMessage } from "../mail/mailer.ts";

/** The SPA page a reset link opens. */
const RESET_PAGE_PATH = "/reset-password";

export function resetLink(publicUrl: string, token: string): string {
  const url = new URL(RESET_PAGE_PATH, publicUrl);
  url.searchParams.set("token", token);
  return url.href;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function resetMail(to: string, link: string): MailMessage {
  const minutes = PASSWORD_RESET_TTL_MS / 60_000;
  const text = [
    "Hi,",
    "",
    "Someone asked to reset the password of the Levelfield account that uses this email address. If it was you, choose a new password here:",
    "",
    link,
    "",
    `The link works once, for the next ${minutes} minutes. If you didn't ask, you can ignore this email: your password stays as it is.`,
    "",
    "The Levelfield team",
  ].join("\n");
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">Reset your Levelfield password</h1>
<p>Someone asked to reset the password of the Levelfield account that uses this email address. If it was you, choose a new password:</p>
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#03785a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Choose a new password</a></p>
<p style="font-size:14px;color:#4b5563">Or open this link: <a href="${href}" style="color:#03785a;word-break:break-all">${href}</a></p>
<p style="font-size:14px;color:#4b5563">The link works once, for the next ${minutes} minutes. If you didn't ask, you can ignore this email: your password stays as it is.</p>
<p style="font-size:14px;color:#4b5563">The Levelfield team</p>
</div>
</body>
</html>`;
  return { to, subject: "Reset your Levelfield password", text, html };
}
