// Which tip a student sees (issue 19; docs/rules.md, "Tips"). Pure: the catalogue, the focus
// ranking (domain/planning/focus.ts), the shown levels and what the student has seen arrive as
// arguments.
//
// The candidates come in a fixed order of preference:
//  1. for each focus area, the best return per minute first: the tips about the area's weakest
//     skill at the student's tip level (tipLevelOf of the subject's shown level), then those
//     about the domain's other skills (weakest first) at that level; then the same two at the
//     adjacent levels;
//  2. the subject's category tips without a skill (math → math, english → reading or writing,
//     the category of its better-ranked domain first), at the level, then adjacent levels;
//  3. general and wildcard tips, nearest level first;
//  4. every other tip, nearest level first, so that while any tip is unseen it is found.
// A student with no answers yet starts from 3 (we do not know their weakest skill yet). Within a
// group, tips go by id, so the choice is reproducible. The first candidate not seen in the last
// TIP_REPEAT_DAYS days and not on screen wins; when every tip was seen in that window, the one
// seen least recently (then by the order above).
import { daysBetween } from "../practice/days.ts";
import type { FocusArea, SkillRecord } from "../planning/focus.ts";
import {
  domainNames,
  skillNames,
  type Domain,
  type Skill,
  type Subject,
} from "../questions/item.ts";
import { tipLevels, tipLevelOf, type Tip, type TipCategory, type TipLevel } from "./tip.ts";

/** A tip shown on day d may be shown again from day d + 14 (spec §9). */
export const TIP_REPEAT_DAYS = 14;

export type TipChoiceInput = {
  catalogue: readonly Tip[];
  /** rankFocus's areas, the best return per minute first. */
  focus: readonly FocusArea[];
  /** The student's shown levels (1–12). */
  levels: Readonly<Record<Subject, number>>;
  /** Each tip shown before → the last day it was shown. */
  seen: Readonly<Record<string, string>>;
  /** The student's day. */
  day: string;
  /** Tips that must not be chosen (the one on screen). */
  exclude?: readonly string[];
};

export type TipChoice = { tip: Tip; reason: string };

const SECTION: Record<Subject, string> = { english: "English", math: "Math" };
const ENGLISH_CATEGORY: Partial<Record<Domain, TipCategory>> = {
  information_and_ideas: "reading",
  craft_and_structure: "reading",
  expression_of_ideas: "writing",
  standard_english_conventions: "writing",
};
const categoryOf = (area: FocusArea): TipCategory =>
  area.subject === "math" ? "math" : (ENGLISH_CATEGORY[area.domain] ?? "reading");

const levelIndex = (level: TipLevel) => tipLevels.indexOf(level);
const distance = (a: TipLevel, b: TipLevel) => Math.abs(levelIndex(a) - levelIndex(b));
const percent = (weight: number) => `${Math.round(weight * 100)}%`;
const byId = (a: Tip, b: Tip) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether a tip shown last on `lastDay` may be shown on `day`. */
export function isFresh(lastDay: string | undefined, day: string): boolean {
  return lastDay === undefined || daysBetween(lastDay, day) >= TIP_REPEAT_DAYS;
}

type Candidate = { tip: Tip; reason: () => string };

function skillReason(skill: SkillRecord, area: FocusArea): string {
  const name = skillNames[skill.skill as Skill] ?? skill.skill;
  const share = `${domainNames[area.domain]} is ${percent(area.weight)} of the ${SECTION[area.subject]} section`;
  if (skill.answers > 0) {
    return `For ${name}: you got ${skill.correct} of your last ${skill.answers} right, and ${share}.`;
  }
  if (area.answers > 0) {
    return `For ${name}: you got ${area.correct} of your last ${area.answers} ${domainNames[area.domain]} questions right and haven't tried this skill yet, and ${share}.`;
  }
  return `For ${name}: you haven't answered a ${domainNames[area.domain]} question yet, and ${share}.`;
}

/** How a reason chosen before any answer ends: it asks for today's Daily Drop. */
const ASKS_FOR_THE_DROP = ": answer today's Daily Drop and tips will follow your weakest skill.";
/** What it says instead once today's drop is done (the day's tip stays the one chosen). */
const AFTER_THE_DROP =
  ": chosen before today's Daily Drop; from tomorrow, tips follow your weakest skill.";

const NO_ANSWERS_GENERAL = `A general tip while we learn your strengths${ASKS_FOR_THE_DROP}`;

/**
 * The reason shown with the day's tip now. The tip and its reason are chosen on the first read
 * of the day; one chosen before any answer asks for today's Daily Drop, and once that drop is
 * done it no longer does: it says the tip was chosen before the drop and tomorrow's will follow
 * the weakest skill. Any other reason is shown as recorded.
 */
export function reasonNow(reason: string, todaysDropDone: boolean): string {
  if (!todaysDropDone || !reason.endsWith(ASKS_FOR_THE_DROP)) return reason;
  return reason.slice(0, -ASKS_FOR_THE_DROP.length) + AFTER_THE_DROP;
}

/** Whether a recorded reason depends on whether today's drop is done (reasonNow). */
export function asksForTheDrop(reason: string): boolean {
  return reason.endsWith(ASKS_FOR_THE_DROP);
}

/** Every tip in the order of preference, each once, with its reason. */
export function rankTips(input: Omit<TipChoiceInput, "seen" | "day" | "exclude">): Candidate[] {
  const { catalogue, focus, levels } = input;
  const ordered: Candidate[] = [];
  const taken = new Set<string>();
  const add = (tips: readonly Tip[], reason: (tip: Tip) => string) => {
    for (const tip of [...tips].sort(byId)) {
      if (taken.has(tip.id)) continue;
      taken.add(tip.id);
      ordered.push({ tip, reason: () => reason(tip) });
    }
  };
  const levelOf = (subject: Subject) => tipLevelOf(levels[subject]);
  const answered = focus.some((area) => area.answers > 0);
  const bySubject = (subject: Subject) => {
    const areas = focus.filter((a) => a.subject === subject);
    const answers = areas.reduce((n, a) => n + a.answers, 0);
    const correct = areas.reduce((n, a) => n + a.correct, 0);
    return { answers, correct };
  };

  const skillTiers = () => {
    for (const area of focus) {
      const level = levelOf(area.subject);
      const aboutSkill = (skill: SkillRecord, near: (l: TipLevel) => boolean) =>
        catalogue.filter((t) => t.subSkill === skill.skill && near(t.difficultyLevel));
      const others = area.skills.filter((s) => s.skill !== area.weakestSkill.skill);
      for (const near of [
        (l: TipLevel) => l === level,
        (l: TipLevel) => distance(l, level) === 1,
      ]) {
        add(aboutSkill(area.weakestSkill, near), () => skillReason(area.weakestSkill, area));
        for (const skill of others) add(aboutSkill(skill, near), () => skillReason(skill, area));
      }
    }
  };

  const categoryTiers = () => {
    const seenCategories: { subject: Subject; category: TipCategory }[] = [];
    for (const area of focus) {
      const category = categoryOf(area);
      if (!seenCategories.some((c) => c.category === category)) {
        seenCategories.push({ subject: area.subject, category });
      }
    }
    for (const { subject, category } of seenCategories) {
      const level = levelOf(subject);
      const { answers, correct } = bySubject(subject);
      const reason = () =>
        answers > 0
          ? `A ${SECTION[subject]} strategy for your level: you got ${correct} of your last ${answers} ${SECTION[subject]} questions right.`
          : `A ${SECTION[subject]} strategy while we learn your strengths${ASKS_FOR_THE_DROP}`;
      for (const near of [0, 1]) {
        add(
          catalogue.filter(
            (t) =>
              t.category === category &&
              t.subSkill === undefined &&
              distance(t.difficultyLevel, level) === near,
          ),
          reason,
        );
      }
    }
  };

  // The level the general tips are matched to: the top focus area's subject.
  const mainLevel = levelOf(focus[0]?.subject ?? "english");
  const generalTier = () => {
    for (const near of [0, 1, 2]) {
      add(
        catalogue.filter(
          (t) =>
            (t.category === "general" || t.category === "wildcard") &&
            distance(t.difficultyLevel, mainLevel) === near,
        ),
        () =>
          answered
            ? "A general tip for every section: you've had the tips for your weakest skills in the last 14 days."
            : NO_ANSWERS_GENERAL,
      );
    }
  };

  if (answered) {
    skillTiers();
    categoryTiers();
    generalTier();
  } else {
    generalTier();
    skillTiers();
    categoryTiers();
  }
  // Whatever is left (a skill tip two levels away, say), so that no unseen tip is ever missed.
  for (const near of [0, 1, 2]) {
    add(
      catalogue.filter((t) => distance(t.difficultyLevel, mainLevel) === near),
      (tip) =>
        tip.subSkill
          ? `For ${skillNames[tip.subSkill]}: a tip you haven't seen in the last 14 days.`
          : "A tip you haven't seen in the last 14 days.",
    );
  }
  return ordered;
}

/**
 * The tip to show on `day`: the first in the order of preference not seen in the last 14 days
 * and not excluded; if every tip was seen in that window, the least recently seen. Null when the
 * catalogue has no tip that may be shown.
 */
export function chooseTip(input: TipChoiceInput): TipChoice | null {
  const exclude = new Set(input.exclude ?? []);
  const candidates = rankTips(input).filter((c) => !exclude.has(c.tip.id));
  const fresh = candidates.find((c) => isFresh(input.seen[c.tip.id], input.day));
  if (fresh) return { tip: fresh.tip, reason: fresh.reason() };
  let oldest: Candidate | null = null;
  for (const candidate of candidates) {
    if (!oldest || input.seen[candidate.tip.id]! < input.seen[oldest.tip.id]!) oldest = candidate;
  }
  if (!oldest) return null;
  return {
    tip: oldest.tip,
    reason: `You've seen every tip in the last 14 days; you saw this one least recently, on ${input.seen[oldest.tip.id]}.`,
  };
}
