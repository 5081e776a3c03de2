// How a tip's category, level and skill read (spec §6 Tip: the subSkill with underscores shown
// as spaces; a skill the bank names reads as its name, as on the question card).
import type { TipView } from "../../../api/schemas/tips.ts";
import { skillLabel } from "../question-card/card-model.ts";

type TipCategory = TipView["category"];
type TipLevel = TipView["difficultyLevel"];

const categoryNames: Record<TipCategory, string> = {
  general: "General",
  reading: "Reading",
  writing: "Writing",
  math: "Math",
  wildcard: "Wildcard",
};

const levelNames: Record<TipLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** "math" → "Math"; an unknown one as given. */
export function tipCategoryLabel(category: string): string {
  return categoryNames[category as TipCategory] ?? category;
}

/** "beginner" → "Beginner"; an unknown one as given. */
export function tipLevelLabel(level: string): string {
  return levelNames[level as TipLevel] ?? level;
}

/** "linear_functions" → "Linear Functions"; a skill the bank does not name, underscores as
 *  spaces ("some_new_skill" → "some new skill"); none → null. */
export function tipSkillLabel(subSkill: string | undefined): string | null {
  if (!subSkill) return null;
  return skillLabel(subSkill) || null;
}
