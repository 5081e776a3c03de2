// The email typed in the sign-in form, carried to 'Forgot password?' so it need not be typed
// again. In memory only: never in storage or in the address bar.
let typed = "";

export function rememberTypedEmail(email: string): void {
  typed = email;
}

export function typedEmail(): string {
  return typed;
}
