// A stand-in item bank for the diagnostic simulation while domain/questions/bank.ts is being
// written: only what the engine reads (id, subject, domain, level, IRT parameters), with the real
// bank's plan — BANK_PLAN's exact counts per domain and band, levels spread evenly over each
// band's four levels, b = difficultyOfLevel(level), a uniform in 0.9–1.6, c = 0.2 (four choices).
import { seededRandom } from "../domain/random.ts";
import {
  BANK_PLAN,
  bands,
  difficultyOfLevel,
  subjectOf,
  type Domain,
  type QuestionItem,
} from "../domain/questions/item.ts";

/** What the simulation needs of a question (a QuestionItem has all of it). */
export type BankItem = Pick<QuestionItem, "id" | "subject" | "domain" | "level" | "irt">;

const FIRST_LEVEL = { easy: 1, medium: 5, hard: 9 } as const;

export function buildSyntheticBank(seed = 1): BankItem[] {
  const random = seededRandom(seed);
  const items: BankItem[] = [];
  for (const domain of Object.keys(BANK_PLAN) as Domain[]) {
    for (const band of bands) {
      const count = BANK_PLAN[domain][band];
      for (let i = 0; i < count; i++) {
        // Levels cycle through the band's four, so each gets a quarter of the band's items.
        const level = (FIRST_LEVEL[band] + (i % 4)) as BankItem["level"];
        items.push({
          id: `synthetic-${domain}-${band}-${String(i + 1).padStart(2, "0")}`,
          subject: subjectOf(domain),
          domain,
          level,
          irt: { a: 0.9 + 0.7 * random(), b: difficultyOfLevel(level), c: 0.2 },
        });
      }
    }
  }
  return items;
}
