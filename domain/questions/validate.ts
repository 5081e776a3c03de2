// The bank's validation: what every question must satisfy before it is published, and what the
// bank as a whole must hit (the spec's 375 items, 210 Math and 165 English, the exact per-domain
// and per-band plan). The admin build publishes only items without problems.
import {
  BANK_PLAN,
  bandOf,
  bands,
  difficultyOfLevel,
  letters,
  subjectOf,
  taxonomy,
  type Band,
  type Domain,
  type QuestionItem,
} from "./item.ts";

const PASSAGE_MIN_WORDS = 25;
const PASSAGE_MAX_WORDS = 150;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const normalise = (choice: string) => choice.trim().replace(/\s+/g, " ").toLowerCase();

/** Math spans `$…$` must pair up: an odd number of unescaped dollars is a broken formula. */
function unpairedDollars(text: string): boolean {
  return (text.match(/(?<!\\)\$/g) ?? []).length % 2 === 1;
}

/** What is wrong with one question ([] when nothing is). */
export function questionProblems(item: QuestionItem): string[] {
  const problems: string[] = [];
  const domainSkills = (taxonomy[item.subject] as Record<string, readonly string[]>)[item.domain];
  if (!domainSkills) problems.push(`domain ${item.domain} is not a ${item.subject} domain`);
  else if (!domainSkills.includes(item.skill)) {
    problems.push(`skill ${item.skill} is not in ${item.domain}`);
  }
  if (subjectOf(item.domain as Domain) !== item.subject) {
    problems.push(`subject ${item.subject} does not match domain ${item.domain}`);
  }
  if (!Number.isInteger(item.level) || item.level < 1 || item.level > 12) {
    problems.push(`level ${item.level} is not 1–12`);
  }
  if (Math.abs(item.irt.b - difficultyOfLevel(item.level)) > 1e-9) {
    problems.push(`difficulty b ${item.irt.b} does not match level ${item.level}`);
  }
  if (!(item.irt.a >= 0.5 && item.irt.a <= 2.5)) problems.push(`discrimination a ${item.irt.a}`);
  if (!(item.irt.c >= 0 && item.irt.c <= 0.35)) problems.push(`guessing c ${item.irt.c}`);
  if (item.choices.length !== 4) problems.push(`${item.choices.length} choices, not 4`);
  if (item.choices.some((c) => c.trim() === "")) problems.push("an empty choice");
  if (new Set(item.choices.map(normalise)).size !== item.choices.length) {
    problems.push("two choices are the same");
  }
  if (!letters.includes(item.answer)) problems.push(`answer ${item.answer} is not A–D`);
  if (/^\(?[A-D][).:]\s/.test(item.choices[0] ?? "")) {
    problems.push("choices carry their letters (the card adds them)");
  }
  if (item.passage !== null) {
    const words = wordCount(item.passage);
    if (words < PASSAGE_MIN_WORDS || words > PASSAGE_MAX_WORDS) {
      problems.push(`passage has ${words} words (25–150)`);
    }
  }
  if (item.stem.trim() === "") problems.push("empty stem");
  if (item.explanation.trim().length < 40) problems.push("explanation too short");
  for (const [field, text] of [
    ["passage", item.passage ?? ""],
    ["stem", item.stem],
    ["explanation", item.explanation],
    ...item.choices.map((c, i) => [`choice ${letters[i]}`, c] as const),
  ] as const) {
    if (unpairedDollars(text)) problems.push(`${field} has an unpaired $`);
  }
  if (!item.source.trim()) problems.push("no source");
  if (!item.license.trim()) problems.push("no license");
  return problems;
}

export type BankCounts = Record<Domain, Record<Band, number>>;

export function countByDomainAndBand(items: readonly QuestionItem[]): BankCounts {
  const counts = Object.fromEntries(
    Object.keys(BANK_PLAN).map((d) => [d, { easy: 0, medium: 0, hard: 0 }]),
  ) as BankCounts;
  for (const item of items) {
    const row = counts[item.domain];
    if (row) row[bandOf(item.level)] += 1;
  }
  return counts;
}

/** What is wrong with the bank as a whole: item problems (by id), duplicates, the plan. */
export function bankProblems(items: readonly QuestionItem[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) problems.push(`${item.id}: duplicate id`);
    seen.add(item.id);
    for (const p of questionProblems(item)) problems.push(`${item.id}: ${p}`);
  }
  const counts = countByDomainAndBand(items);
  for (const [domain, plan] of Object.entries(BANK_PLAN) as [Domain, Record<Band, number>][]) {
    for (const band of bands) {
      if (counts[domain][band] !== plan[band]) {
        problems.push(`${domain} ${band}: ${counts[domain][band]} items, plan ${plan[band]}`);
      }
    }
  }
  return problems;
}
