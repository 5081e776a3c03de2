// The tip catalogue: every tip we wrote (domain/tips/catalogue/, one file per category), in one
// list, and the lookup by id. catalogue.test.ts holds every tip to the bar of issue 19.
import { generalTips } from "./catalogue/general.ts";
import { mathTips } from "./catalogue/math.ts";
import { readingTips } from "./catalogue/reading.ts";
import { wildcardTips } from "./catalogue/wildcard.ts";
import { writingTips } from "./catalogue/writing.ts";
import type { Tip } from "./tip.ts";

export const tipCatalogue: readonly Tip[] = [
  ...generalTips,
  ...readingTips,
  ...writingTips,
  ...mathTips,
  ...wildcardTips,
];

const byId = new Map(tipCatalogue.map((tip) => [tip.id, tip]));

export function findTip(id: string): Tip | undefined {
  return byId.get(id);
}
