// The question bank: every generator's and author's items together, built deterministically from
// one seed (the same bank on any machine, offline). The admin build publishes it as events.
import { buildEnglishWritingItems } from "./english-writing/index.ts";
import { craftAndStructureItems } from "./english-reading/craft-and-structure.ts";
import { informationAndIdeasItems } from "./english-reading/information-and-ideas.ts";
import type { QuestionItem } from "./item.ts";
import { buildMathItems } from "./math/index.ts";

/** The seed of the published bank. Changing it changes every generated item. */
export const BANK_SEED = 20261121;

export function buildQuestionBank(seed: number = BANK_SEED): QuestionItem[] {
  return [
    ...buildMathItems(seed),
    ...buildEnglishWritingItems(seed),
    ...informationAndIdeasItems,
    ...craftAndStructureItems,
  ];
}
