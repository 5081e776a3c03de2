// The username as a request carries it, for the API (kept apart from username.ts so the browser,
// which composes usernames with the same rules, does not load zod).
import { z } from "zod";
import { isBlockedSuffix } from "./safety.ts";
import {
  BLOCKED_SUFFIX_MESSAGE,
  parseUsername,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGE,
  USERNAME_PATTERN,
} from "./username.ts";
import { ADJECTIVES, ANIMALS } from "./words.ts";

export const adjectiveSchema = z.enum(ADJECTIVES, {
  error: "must be one of the listed adjectives",
});
export const animalSchema = z.enum(ANIMALS, { error: "must be one of the listed animals" });

/**
 * A username as a request may carry it (e.g. `POST /api/username/update`): exactly the shape
 * `composeUsername` builds, from the lists, with an allowed number. No trimming or case folding:
 * "braveotter042" and " BraveOtter042" are refused, not repaired.
 */
export const usernameSchema = z
  .string({ error: USERNAME_MESSAGE })
  // The length and pattern also document the field in OpenAPI; `abort` keeps to one message.
  .max(USERNAME_MAX_LENGTH, { error: USERNAME_MESSAGE, abort: true })
  .regex(USERNAME_PATTERN, { error: USERNAME_MESSAGE, abort: true })
  .check((ctx) => {
    const parts = parseUsername(ctx.value);
    if (parts === null) {
      ctx.issues.push({ code: "custom", message: USERNAME_MESSAGE, input: ctx.value });
    } else if (isBlockedSuffix(parts.suffix)) {
      ctx.issues.push({ code: "custom", message: BLOCKED_SUFFIX_MESSAGE, input: ctx.value });
    }
  });
