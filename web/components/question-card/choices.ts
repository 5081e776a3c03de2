// A question's answer choices as the card shows them: given as an array or as a JSON string of
// an array (older data stores them that way), each with any leading "A) ", "A. ", "(A) " or
// "A: " removed when it repeats the choice's own letter (the card draws the letters itself).

/** The letter of the choice at `index`: A, B, C, D, and so on. */
export function choiceLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

export type ParsedChoices =
  | { kind: "choices"; choices: string[] }
  /** Nothing to choose from: 'Error: No answer choices available'. */
  | { kind: "none" }
  /** Choices that are not a list of texts: 'Error loading answer choices'. */
  | { kind: "invalid" };

export const NO_CHOICES_TEXT = "Error: No answer choices available";
export const INVALID_CHOICES_TEXT = "Error loading answer choices";

/** Reads the choices from an array or a JSON array string; strips repeated letters. */
export function parseChoices(raw: unknown): ParsedChoices {
  let list: unknown = raw;
  if (typeof raw === "string") {
    if (raw.trim() === "") return { kind: "none" };
    try {
      list = JSON.parse(raw);
    } catch {
      return { kind: "invalid" };
    }
  }
  if (list === null || list === undefined) return { kind: "none" };
  if (!Array.isArray(list)) return { kind: "invalid" };
  if (list.length === 0) return { kind: "none" };
  const texts: string[] = [];
  for (const item of list) {
    if (typeof item === "string") texts.push(item);
    else if (typeof item === "number") texts.push(String(item));
    else return { kind: "invalid" };
  }
  return { kind: "choices", choices: texts.map((text, index) => stripLetter(text, index)) };
}

/**
 * Removes a leading "A) ", "A. ", "(A) " or "A: " whose letter is the choice's own (so a choice
 * that merely starts with a capital, like "C. elegans is…" in position A, stays whole). A dot or
 * colon needs a space after it ("A.M." is text); a bracket does not ("A)5" is "5").
 */
export function stripLetter(choice: string, index: number): string {
  const letter = choiceLetter(index);
  const match = /^\s*(?:\(([A-Z])\)\s*|([A-Z])\)\s*|([A-Z])[.:](?:\s+|$))/.exec(choice);
  if (!match) return choice.trim();
  const found = match[1] ?? match[2] ?? match[3];
  return found === letter ? choice.slice(match[0].length).trim() : choice.trim();
}
