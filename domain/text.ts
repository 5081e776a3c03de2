// Free text a person types (a school's name, a username to look up, an admin's revision of a
// question): what no person means in it (issue 31; docs/security.md, "Free text"). Pure, and
// free of zod, so the browser may check what the server will.
//
// Refused (api/schemas/text.ts `freeText`, a 400 naming the field and the character):
//   - control characters (Unicode Cc): C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F; text of
//     several lines keeps the line breaks (U+000A, U+000D) and the tab (U+0009);
//   - format characters (Cf), which are invisible: the bidirectional controls U+202A–U+202E,
//     U+2066–U+2069, U+200E, U+200F and U+061C, the zero-width U+200B–U+200D, U+2060–U+2064 and
//     U+FEFF, the soft hyphen U+00AD, the tag characters U+E0001–U+E007F, and the rest of Cf;
//   - the line and paragraph separators U+2028 and U+2029 (Zl, Zp), which break a line where
//     none is shown.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether this character is one of the above (but line breaks and tabs when lines are kept). */
export function isHiddenCharacter(char: string, options: { lines?: boolean } = {}): boolean {
  if (options.lines && (char === "\n" || char === "\r" || char === "\t")) return false;
  return HIDDEN.test(char);
}

/** The first such character of the text as "U+202E", or null when it has none. */
export function hiddenCharacter(text: string, options: { lines?: boolean } = {}): string | null {
  for (const char of text) {
    if (isHiddenCharacter(char, options)) {
      return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
    }
  }
  return null;
}
