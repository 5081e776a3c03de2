// The shape of an answer-first Math template and how its draft becomes a QuestionItem: the
// template draws the answer, builds the problem around it and lists candidate distractors, each
// from a named mistake, most realistic first; assembly keeps the first three that differ from the
// key and from each other (else the template draws again), puts the key on the letter it is
// given, shuffles the distractors over the other letters and writes the explanation.
import {
  difficultyOfLevel,
  letters,
  type Letter,
  type Level,
  type MathDomain,
  type QuestionItem,
} from "../item.ts";
import { randomInt, shuffled } from "../../random.ts";
import type { MathSpec } from "./spec.ts";
import { renderValue, valueKey, type MathValue } from "./values.ts";

export type Wrong = {
  readonly value: MathValue;
  /** After "Choice X ": "comes from …". */ readonly why: string;
};

export type Draft = {
  readonly spec: MathSpec;
  readonly stem: string;
  readonly passage?: string;
  readonly key: MathValue;
  /** Why the key is right: the working, in a sentence or three. */
  readonly work: string;
  /** Candidate distractors from named mistakes, most realistic first (at least three). */
  readonly wrong: readonly Wrong[];
};

export type MathTemplate = {
  /** Short, lower-case, used in ids ("m-alg-lin1-003") and sources ("template:lin1#…"). */
  readonly id: string;
  readonly domain: MathDomain;
  readonly skill: string;
  readonly levels: readonly Level[];
  /** IRT discrimination for the template's items (0.8–1.8). */
  readonly a: number;
  make(random: () => number, level: Level): Draft;
};

/** A Math item with what the checker needs: its spec and its four choices' values (A–D). */
export type MathItem = {
  readonly item: QuestionItem;
  readonly spec: MathSpec;
  readonly values: readonly [MathValue, MathValue, MathValue, MathValue];
};

/** Thrown by a template when its draw does not work out; the caller draws again. */
class Redraw extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "Redraw";
  }
}

/** Fails the draw unless the condition holds. */
export function need(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new Redraw(reason);
}

/** The choice's text, or null when the value cannot be printed in its format (e.g. 1/3 as a decimal). */
function printable(value: MathValue): string | null {
  try {
    return renderValue(value).trim().toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The first three candidates that differ from the key and from each other (value and text),
 * skipping any that cannot be printed in their format; null when fewer than three remain or the
 * key itself cannot be printed.
 */
export function chooseDistractors(draft: Draft): Wrong[] | null {
  const keyText = printable(draft.key);
  if (keyText === null) return null;
  const seenKeys = new Set([valueKey(draft.key)]);
  const seenTexts = new Set([keyText]);
  const chosen: Wrong[] = [];
  for (const wrong of draft.wrong) {
    const key = valueKey(wrong.value);
    const textKey = printable(wrong.value);
    if (textKey === null || seenKeys.has(key) || seenTexts.has(textKey)) continue;
    seenKeys.add(key);
    seenTexts.add(textKey);
    chosen.push(wrong);
    if (chosen.length === 3) return chosen;
  }
  return null;
}

const MAX_DRAWS = 500;

/** Draws until the template gives a draft with three usable distractors (deterministic). */
export function draw(
  template: MathTemplate,
  random: () => number,
  level: Level,
  accept: (draft: Draft) => boolean = () => true,
): { draft: Draft; distractors: Wrong[] } {
  if (!template.levels.includes(level)) {
    throw new RangeError(`template ${template.id} does not make level ${level}`);
  }
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    let draft: Draft;
    try {
      draft = template.make(random, level);
    } catch (error) {
      // A Redraw, or exact arithmetic refusing a draw (a zero denominator in a mistake's value):
      // draw again. A template that can never draw fails loudly below.
      if (error instanceof Redraw || error instanceof RangeError) continue;
      throw error;
    }
    const distractors = chooseDistractors(draft);
    if (distractors && accept(draft)) return { draft, distractors };
  }
  throw new Error(`template ${template.id} found no usable draw at level ${level}`);
}

/** The item: key on `keyLetter`, distractors shuffled over the other letters. */
export function assemble(
  template: MathTemplate,
  level: Level,
  drawn: { draft: Draft; distractors: Wrong[] },
  keyLetter: Letter,
  random: () => number,
  meta: { id: string; source: string },
): MathItem {
  const { draft, distractors } = drawn;
  const order = shuffled(random, distractors);
  const keyIndex = letters.indexOf(keyLetter);
  const slots: (Wrong | null)[] = [];
  for (let i = 0; i < 4; i++) slots.push(i === keyIndex ? null : order.shift()!);
  const values = slots.map((s) => (s === null ? draft.key : s.value)) as unknown as [
    MathValue,
    MathValue,
    MathValue,
    MathValue,
  ];
  const reasons = slots
    .map((s, i) => (s === null ? null : `Choice ${letters[i]} ${s.why}`))
    .filter((r): r is string => r !== null);
  const choices = values.map(renderValue) as unknown as QuestionItem["choices"];
  const item: QuestionItem = {
    id: meta.id,
    subject: "math",
    domain: template.domain,
    skill: template.skill,
    level,
    passage: draft.passage ?? null,
    stem: draft.stem,
    choices,
    answer: keyLetter,
    explanation: [`Choice ${keyLetter} is correct. ${draft.work}`, ...reasons].join(" "),
    irt: { a: template.a, b: difficultyOfLevel(level), c: 0.2 },
    source: meta.source,
    license: "Levelfield original",
  };
  return { item, spec: draft.spec, values };
}

// ---- drawing helpers for templates ------------------------------------------------------------

export const int = randomInt;

/** A whole number from min to max, not zero. */
export function nonZero(random: () => number, min: number, max: number): number {
  for (;;) {
    const n = randomInt(random, min, max);
    if (n !== 0) return n;
  }
}

/** +1 or −1. */
export const plusMinus = (random: () => number): 1 | -1 => (random() < 0.5 ? 1 : -1);

/** Two different whole numbers from min to max. */
export function twoDifferent(random: () => number, min: number, max: number): [number, number] {
  const a = randomInt(random, min, max);
  for (;;) {
    const b = randomInt(random, min, max);
    if (b !== a) return [a, b];
  }
}
