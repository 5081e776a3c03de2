// The English "writing" domains of the bank, built from the frames in sentences.ts:
// Standard English Conventions (43 items) and Expression of Ideas (33 items).
import type { QuestionItem } from "../item.ts";
import { buildConventionsItems } from "./conventions.ts";
import { buildExpressionItems } from "./expression.ts";

export { buildConventionsItems } from "./conventions.ts";
export { buildExpressionItems } from "./expression.ts";

/** The 76 writing items; the same seed gives the same items (ids, choices, keys) every time. */
export function buildEnglishWritingItems(seed: number): QuestionItem[] {
  return [...buildConventionsItems(seed), ...buildExpressionItems(seed)];
}
