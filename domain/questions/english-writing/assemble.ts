// Shared pieces for the English writing items: the blank, word counts, the balanced and seeded
// placement of the key among A–D, and the explanation's "Choice X …" sentences.
import { shuffled } from "../../random.ts";
import { letters, type Letter } from "../item.ts";

/** The blank a student fills, shown once in the passage. */
export const BLANK = "______";

/** An answer option with the reason it is right (the key) or the mistake it comes from. */
export type Option = { text: string; why: string };

/** Words the student reads: whitespace-separated tokens, not counting the blank. */
export function wordCount(text: string): number {
  return text
    .split(/\s+/)
    .filter((token) => token.length > 0 && token.replace(/[^\p{L}\p{N}]/gu, "").length > 0).length;
}

/** How many times the blank occurs in a text. */
export function blankCount(text: string): number {
  return text.split(BLANK).length - 1;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The key's letter for each of n items: A, B, C, D repeated and shuffled, so every letter holds
 * the key for ⌊n/4⌋ or ⌈n/4⌉ items whatever the seed.
 */
export function balancedLetters(random: () => number, n: number): Letter[] {
  return shuffled(
    random,
    Array.from({ length: n }, (_, i) => letters[i % letters.length]!),
  );
}

export type Placed = {
  choices: readonly [string, string, string, string];
  answer: Letter;
  /** The options in A–D order. */
  options: readonly [Option, Option, Option, Option];
};

/** Puts the key at its letter and the three distractors, shuffled, in the other places. */
export function place(
  random: () => number,
  answer: Letter,
  key: Option,
  wrong: readonly [Option, Option, Option],
): Placed {
  const others = shuffled(random, wrong);
  const options = letters.map((letter) => (letter === answer ? key : others.shift()!)) as [
    Option,
    Option,
    Option,
    Option,
  ];
  return {
    choices: options.map((option) => option.text) as [string, string, string, string],
    answer,
    options,
  };
}

/**
 * The explanation: the rule, why the key is right, then each wrong choice by its letter.
 * `label` names a choice in the sentences (e.g. `Choice B ("serve")` or just `Choice B`).
 */
export function explain(
  rule: string,
  placed: Placed,
  label: (letter: Letter, option: Option) => string = (letter) => `Choice ${letter}`,
): string {
  const parts = [rule];
  const keyIndex = letters.indexOf(placed.answer);
  const key = placed.options[keyIndex]!;
  parts.push(`${label(placed.answer, key)} is correct: ${key.why}`);
  placed.options.forEach((option, index) => {
    if (index === keyIndex) return;
    const letter = letters[index]!;
    parts.push(`${label(letter, option)} ${option.why}`);
  });
  return parts.join(" ");
}

/** `Choice B ("serve")`: the letter with the choice's exact text, for short choices. */
export function quotedLabel(letter: Letter, option: Option): string {
  return `Choice ${letter} ("${option.text}")`;
}

/** A three-digit, 1-based item number: 1 → "001". */
export function serial(index: number): string {
  return String(index + 1).padStart(3, "0");
}

/** A stable 32-bit number for a label, so each domain draws from its own seeded stream. */
export function streamSeed(seed: number, label: string): number {
  let hash = 2166136261;
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (seed ^ hash) >>> 0;
}
