// The addresses the public pages give out, in one place so every page says the same thing.
export const HELP_EMAIL = "help@levelfield.app";
export const SCHOOLS_EMAIL = "schools@levelfield.app";
export const PRIVACY_EMAIL = "privacy@levelfield.app";

/** A mailto: href, with an optional subject line filled in for the writer. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
