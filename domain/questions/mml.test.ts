// The item calibration recovers known parameters (the small, fast case; the whole bank is
// bench/calibration.ts), shrinks toward the authored values when there are few responses, leaves
// items below the threshold alone, and flags an item whose answers ignore ability.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../random.ts";
import {
  MIN_CALIBRATION_RESPONSES,
  RMSD_FLAG,
  calibrateItems,
  type CalibrationItemInput,
} from "./mml.ts";
import { authoredFrom, randomTruth, rmse, simulatePatterns } from "../testing/mml-simulation.ts";

function world(seed: number, count: number) {
  const random = seededRandom(seed);
  const items = Array.from({ length: count }, (_, i) => {
    const truth = randomTruth(random);
    return { id: `item-${i}`, truth, authored: authoredFrom(truth, random) };
  });
  return { items, random };
}

describe("calibrateItems", () => {
  it("recovers known parameters from 500 responses per item, better than the authored ones", () => {
    const { items, random } = world(101, 20);
    const { patterns } = simulatePatterns({
      items,
      responsesPerItem: 500,
      itemsPerStudent: 10,
      random,
    });
    const started = performance.now();
    const result = calibrateItems(items, patterns);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.converged).toBe(true);
    expect(result.items.every((r) => r.calibrated && r.n >= MIN_CALIBRATION_RESPONSES)).toBe(true);
    const after = (k: "a" | "b" | "c") =>
      rmse(
        items.map((i) => i.truth[k]),
        result.items.map((r) => r.after[k]),
      );
    const authored = (k: "a" | "b" | "c") =>
      rmse(
        items.map((i) => i.truth[k]),
        items.map((i) => i.authored[k]),
      );
    expect(after("b")).toBeLessThanOrEqual(0.15);
    expect(after("a")).toBeLessThanOrEqual(0.2);
    expect(after("b")).toBeLessThan(authored("b"));
    expect(after("a")).toBeLessThan(authored("a"));
    // Nothing sound is flagged.
    expect(result.items.filter((r) => r.flagged)).toEqual([]);
  });

  it("with few responses the estimate stays near the authored values (the priors)", () => {
    const { items, random } = world(7, 10);
    const { patterns } = simulatePatterns({
      items,
      responsesPerItem: 1000,
      itemsPerStudent: 10,
      random,
    });
    // Item 0 is authored far from its truth (b off by 1.5); the same data, with all of it or only
    // the first 60 students' answers to item 0.
    const off: CalibrationItemInput[] = items.map((item, i) =>
      i === 0 ? { id: item.id, authored: { ...item.truth, b: item.truth.b + 1.5 } } : item,
    );
    const fewer = patterns.map((p, s) =>
      s < 60 ? p : { ...p, responses: p.responses.filter((r) => r.itemId !== "item-0") },
    );
    const many = calibrateItems(off, patterns).items[0]!;
    const few = calibrateItems(off, fewer, { minResponses: 1 }).items[0]!;
    const authoredB = items[0]!.truth.b + 1.5;
    expect(few.n).toBe(60);
    expect(many.n).toBe(1000);
    // Many responses find the truth; sixty move it only part of the way.
    expect(Math.abs(many.after.b - items[0]!.truth.b)).toBeLessThan(0.25);
    expect(Math.abs(few.after.b - authoredB)).toBeLessThan(Math.abs(many.after.b - authoredB));
    expect(Math.abs(few.after.b - authoredB)).toBeGreaterThan(0);
  });

  it("keeps items below the minimum as they were, and their answers still count", () => {
    const { items, random } = world(3, 8);
    const { patterns } = simulatePatterns({
      items,
      responsesPerItem: 400,
      itemsPerStudent: 8,
      random,
    });
    const current = { a: 1.1, b: 0.3, c: 0.2 };
    const withRare: CalibrationItemInput[] = [
      ...items,
      { id: "rare", authored: { a: 1, b: 0, c: 0.2 }, current },
    ];
    const rarePatterns = patterns.map((p, s) =>
      s < 50 ? { ...p, responses: [...p.responses, { itemId: "rare", correct: s % 2 === 0 }] } : p,
    );
    const result = calibrateItems(withRare, rarePatterns);
    const rare = result.items.find((r) => r.id === "rare")!;
    expect(rare).toMatchObject({ calibrated: false, n: 50, before: current, after: current });
    expect(rare.flagged).toBe(false);
    expect(result.items.filter((r) => r.calibrated)).toHaveLength(8);
  });

  it("counts a student's repeated answer to an item once, and ignores unknown items", () => {
    const items = [{ id: "x", authored: { a: 1, b: 0, c: 0.2 } }];
    const result = calibrateItems(items, [
      {
        studentId: "s",
        responses: [
          { itemId: "x", correct: true },
          { itemId: "x", correct: false },
          { itemId: "gone", correct: true },
        ],
      },
    ]);
    expect(result.items[0]).toMatchObject({ n: 1, calibrated: false });
    expect(result.students).toBe(1);
  });

  it("flags an item whose answers ignore ability", () => {
    const { items, random } = world(11, 20);
    const { patterns } = simulatePatterns({
      items,
      responsesPerItem: 500,
      itemsPerStudent: 10,
      random,
      answer: (id, _theta, r) => (id === "item-0" ? r() < 0.5 : undefined),
    });
    const result = calibrateItems(items, patterns);
    const broken = result.items[0]!;
    expect(broken.rmsd).toBeGreaterThan(RMSD_FLAG);
    expect(broken.flagged).toBe(true);
    expect(result.items.slice(1).filter((r) => r.flagged)).toEqual([]);
    expect(Math.max(...result.items.slice(1).map((r) => r.rmsd))).toBeLessThan(RMSD_FLAG);
  });
});
