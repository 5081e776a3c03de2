// Property: a focused set is what its label says, at the difficulty it says (docs/rules.md,
// "Focused practice"). Over random students (diagnostics in either subject, days of sets
// answered right or wrong) on the test bank: every study recommendation with a skill, started as
// the study planning screen starts it (its difficulty in the address), gives questions of that skill only, each at a level in the
// recommendation's difficulty band; and any set started with a skill holds only that skill.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { studyRecommendations } from "../planning/recommendations.ts";
import { bandOf, taxonomy, type Band, type Letter } from "../questions/item.ts";
import { seededRandom } from "../random.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { addDays } from "./days.ts";
import type { PracticeCommand, PracticeContext } from "./decide.ts";
import { practiceDecider } from "./decider.ts";
import type { PracticeEvent } from "./events.ts";
import { practiceDifficulty } from "./focused-selection.ts";
import { testBank } from "../testing/practice-bank.ts";

const USER = "6f1c7c1e-3a57-4b6e-9a51-0b0d3f1e2a10";
const BANK = testBank();
const FIRST_DAY = "2026-11-02";
const spec = deciderSpec(practiceDecider);
const skills = Object.values({ ...taxonomy.english, ...taxonomy.math }).flat() as string[];

function context(day: string, diagnostic: PracticeContext["diagnostic"], seed: number) {
  return {
    timeZone: "America/New_York",
    now: new Date(`${day}T15:00:00Z`),
    bank: BANK,
    diagnostic,
    diagnosticSeen: [],
    testDate: null,
    random: seededRandom(seed),
  } satisfies PracticeContext;
}

let setCount = 0;
const nextSetId = () => `00000000-0000-4000-8000-${String(++setCount).padStart(12, "0")}`;

const start = (area: {
  recommendationId?: string;
  domain?: string | null;
  skill?: string;
  difficulty?: Band;
}): Extract<PracticeCommand, { type: "StartFocusedPractice" }> => ({
  type: "StartFocusedPractice",
  userId: USER,
  setId: nextSetId(),
  recommendationId: area.recommendationId ?? null,
  domain: area.domain ?? null,
  skill: area.skill ?? null,
  difficulty: area.difficulty ?? null,
});

/** The set a start assigned, or null when it was refused (nothing left) or resumed. */
function tryStart(events: PracticeEvent[], command: PracticeCommand, ctx: PracticeContext) {
  try {
    const decided = spec(events).when(command, ctx).events();
    const assigned = decided.findLast((e) => e.type === "FocusedPracticeAssigned");
    return assigned?.type === "FocusedPracticeAssigned"
      ? { events: decided, set: assigned.data }
      : null;
  } catch {
    return null;
  }
}

const theta = fc.double({ min: -3, max: 3, noNaN: true });
const student = fc.record({
  diagnostic: fc.record(
    {
      english: fc.record({ theta, se: fc.constant(0.35) }),
      math: fc.record({ theta, se: fc.constant(0.35) }),
    },
    { requiredKeys: [] },
  ),
  days: fc.array(
    fc.record({
      skill: fc.constantFrom(...skills),
      right: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

describe("property: a focused set is what its label says, at the difficulty it says", () => {
  it("given random students, then every set of a skill holds only that skill, and every recommendation's set only its skill at its difficulty", () => {
    fc.assert(
      fc.property(student, ({ diagnostic, days, seed }) => {
        let events: PracticeEvent[] = [];
        for (const [i, step] of days.entries()) {
          const day = addDays(FIRST_DAY, i * 2);
          const ctx = context(day, diagnostic, seed + i);
          // The study planning screen's recommendations today, each started as its Start does.
          const { state } = spec(events);
          for (const rec of studyRecommendations({ state, today: day, testDate: null })) {
            if (rec.recommendationType === "daily_practice") continue;
            const started = tryStart(
              events,
              start({
                recommendationId: rec.id,
                domain: rec.domain,
                skill: rec.subsection,
                difficulty: rec.difficulty,
              }),
              ctx,
            );
            if (!started) continue;
            expect(started.set.skill).toBe(rec.subsection);
            for (const q of started.set.questions) {
              expect([rec.id, q.skill, bandOf(q.level)]).toEqual([
                rec.id,
                rec.subsection,
                rec.difficulty,
              ]);
            }
            events = [...events, ...started.events];
          }
          // A set of a skill chosen directly, answered: right with the step's chance.
          const direct = tryStart(events, start({ skill: step.skill }), ctx);
          if (!direct) continue;
          const band = practiceDifficulty(spec(events).state.levels, direct.set.subject);
          for (const q of direct.set.questions) {
            expect([q.skill, bandOf(q.level)]).toEqual([step.skill, band]);
          }
          events = [...events, ...direct.events];
          const random = seededRandom(seed * 7 + i);
          for (const q of direct.set.questions) {
            const letter: Letter = random() < step.right ? "B" : "C";
            events = [
              ...events,
              ...spec(events)
                .when(
                  {
                    type: "SubmitFocusedAnswer",
                    userId: USER,
                    setId: direct.set.setId,
                    questionId: q.questionId,
                    answer: letter,
                    skipped: false,
                    responseTimeMs: 30_000,
                    idempotencyKey: null,
                  },
                  ctx,
                )
                .events(),
            ];
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
