// A tip (spec §6 Tip): a short, concrete piece of test-taking advice we wrote ourselves
// (../shared/design/content.md), in one category and at one difficulty level, about one skill
// of the bank's taxonomy where it is about one. The catalogue is code (domain/tips/catalogue/),
// like the SAT administrations: tips change with a release, not at run time.
import type { Skill } from "../questions/item.ts";

export const tipCategories = ["general", "reading", "writing", "math", "wildcard"] as const;
export type TipCategory = (typeof tipCategories)[number];

export const tipLevels = ["beginner", "intermediate", "advanced"] as const;
export type TipLevel = (typeof tipLevels)[number];

export type Tip = {
  /** Stable forever (events name it): lower-case words joined by hyphens. */
  id: string;
  /** At most 80 characters. */
  headline: string;
  /** 30–120 words. */
  content: string;
  category: TipCategory;
  difficultyLevel: TipLevel;
  /** The skill it is about, when it is about one. */
  subSkill?: Skill;
};

/** The tip level for a shown level 1–12: the bank's bands (easy 1–4, medium 5–8, hard 9–12). */
export function tipLevelOf(level: number): TipLevel {
  if (level <= 4) return "beginner";
  if (level <= 8) return "intermediate";
  return "advanced";
}
