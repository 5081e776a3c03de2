// How the admins' access log names an analyst (staff): their username, else their email (opened
// from the sealed column for this read only), never their internal account id. An analyst whose
// personal data is already forgotten (their accesses go with them) is named as such.

/** The name of an analyst whose email can no longer be opened and who has no username. */
export const ERASED_ANALYST = "An erased account";

export function analystName(analyst: { username: string | null; email: string | null }): string {
  return analyst.username?.trim() || analyst.email?.trim() || ERASED_ANALYST;
}
