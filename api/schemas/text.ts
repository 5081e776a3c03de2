// The one check every free-text field of a request makes (issue 31; docs/security.md, "Free
// text"): a control, bidirectional or other invisible formatting character is a 400 naming the
// field and the character, never stored and never shown back (domain/text.ts has the classes).
import type { z } from "zod";
import { hiddenCharacter } from "../../domain/text.ts";

export const hiddenCharacterMessage = (codePoint: string) =>
  `must not contain invisible or control characters (found ${codePoint})`;

/** The string schema with the check; `lines: true` keeps line breaks and tabs (a textarea). */
export function freeText<T extends z.ZodType<string>>(
  schema: T,
  options: { lines?: boolean } = {},
): T {
  return schema.superRefine((text, context) => {
    const found = hiddenCharacter(text, options);
    if (found !== null)
      context.addIssue({ code: "custom", message: hiddenCharacterMessage(found) });
  }) as unknown as T;
}
