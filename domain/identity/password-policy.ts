// The password length policy (NIST SP 800-63B: long enough, no composition rules). The server
// also refuses common and malformed passwords (api/identity/passwords.ts); the sign-up form
// checks the length before sending.
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
