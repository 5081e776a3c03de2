// The username screen's rules, apart from React: the custom picker's preview, the browser's
// random numbers, and taking a custom username (adjective + animal + a random allowed 3-digit
// number), drawing a new number when the server says the name is taken.
import { composeUsername, randomSuffix } from "../../../domain/usernames/username.ts";
import type { Adjective, Animal } from "../../../domain/usernames/words.ts";
import { ApiError } from "../../lib/api.ts";

/** How many numbers to try for a custom username before giving up (each taken one is a 409). */
export const CUSTOM_ATTEMPTS = 5;

/** What the preview shows in place of the number the server will get. */
const SUFFIX_PLACEHOLDER = "###";

/** One piece of the preview: the chosen word, or the name of what is still to choose. */
export type PreviewPart = { text: string; chosen: boolean };

/** The custom preview in pieces: "Brave", "Otter", "###"; unchosen words read as their slot. */
export function previewParts(adjective: string | null, animal: string | null): PreviewPart[] {
  return [
    adjective ? { text: adjective, chosen: true } : { text: "Adjective", chosen: false },
    animal ? { text: animal, chosen: true } : { text: "Animal", chosen: false },
    { text: SUFFIX_PLACEHOLDER, chosen: false },
  ];
}

/** The custom preview as one string, e.g. "BraveOtter###". */
export function customPreview(adjective: string | null, animal: string | null): string {
  return previewParts(adjective, animal)
    .map((part) => part.text)
    .join("");
}

/** A uniform number in [0, 1) from the browser's cryptographic generator (32 random bits). */
export function secureRandom(): number {
  const [bits = 0] = crypto.getRandomValues(new Uint32Array(1));
  return bits / 2 ** 32;
}

/** Whether a failed call means "someone already has that username". */
export function isTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Takes `adjective + animal + number`: composes it with a random allowed number and asks
 * `take` for it; when the name is taken (409) draws another number, up to `attempts` names in
 * all. Any other failure, or the last 409, is thrown as it came. Answers the username taken.
 */
export async function takeCustomUsername({
  adjective,
  animal,
  take,
  random = secureRandom,
  attempts = CUSTOM_ATTEMPTS,
}: {
  adjective: Adjective;
  animal: Animal;
  take: (username: string) => Promise<unknown>;
  random?: () => number;
  attempts?: number;
}): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const username = composeUsername(adjective, animal, randomSuffix(random));
    try {
      await take(username);
      return username;
    } catch (error) {
      if (!isTaken(error) || attempt >= attempts) throw error;
    }
  }
}
