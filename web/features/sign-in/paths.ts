// Where the sign-in views live in the address bar (landing.tsx reads them), for the links and
// redirects between the email form, 'Forgot password?' and the reset page.
export const SIGN_IN_FORM = "/?sign-in=email&intent=returning";
export const FORGOT_PASSWORD = "/?sign-in=forgot";
/** The sign-in form after a password reset, with the news. */
export const PASSWORD_CHANGED_VIEW = `${SIGN_IN_FORM}&reset=done`;
export const PASSWORD_CHANGED_NOTE =
  "Your password has been changed. Log in with your new password.";
