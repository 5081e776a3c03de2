import { describe, expect, it } from "vitest";
import { seededRandom } from "../../random.ts";
import { assemble, draw, type MathItem } from "./draft.ts";
import * as E from "./exact.ts";
import { bare, constant, lin, poly, term, X, type Expr } from "./poly.ts";
import * as Q from "./rational.ts";
import { assertMathItems, checkMathItem, realRoots, solve } from "./solver.ts";
import type { MathSpec } from "./spec.ts";
import { lin1 } from "./templates/linear-one-variable.ts";
import { num, pair, renderValue, text, type MathValue } from "./values.ts";

const r = (n: number, d = 1) => Q.rat(n, d);
const accepts = (spec: MathSpec, value: MathValue) => solve(spec).accepts(value);
const zero: Expr = [constant(0)];

describe("solve: hand-computed cases", () => {
  it("given 3x + 7 = 22, when solved, then only x = 5 is accepted", () => {
    const spec: MathSpec = {
      kind: "equation",
      lhs: [term(3, X), constant(7)],
      rhs: [constant(22)],
      ask: "solution",
    };
    expect(accepts(spec, num(5))).toBe(true);
    expect(accepts(spec, num(r(29, 3)))).toBe(false);
  });

  it("given 2(x + 3) = 4x − 1 and asked for 2x + 1, when solved, then 8 is accepted (x = 7/2)", () => {
    const spec: MathSpec = {
      kind: "equation",
      lhs: [term(2, lin(1, 3))],
      rhs: [term(4, X), constant(-1)],
      ask: "solution",
      of: lin(2, 1),
    };
    expect(accepts(spec, num(8))).toBe(true);
    expect(accepts(spec, num(r(7, 2)))).toBe(false);
  });

  it("given x² − 6x + 7 = 0, when the greater solution is asked, then 3 + √2 is accepted and 3 − √2 is not", () => {
    const spec: MathSpec = {
      kind: "equation",
      lhs: [bare(poly(7, -6, 1))],
      rhs: zero,
      ask: "greater",
    };
    expect(accepts(spec, num(E.addE(E.ex(3), E.sqrtOf(2))))).toBe(true);
    expect(accepts(spec, num(E.subE(E.ex(3), E.sqrtOf(2))))).toBe(false);
    expect(realRoots(poly(7, -6, 1))).toHaveLength(2);
  });

  it("given a linear equation whose x-terms cancel, when the number of solutions is asked, then none or infinitely many", () => {
    const none: MathSpec = {
      kind: "equation",
      lhs: [term(2, lin(1, 3))],
      rhs: [term(2, X), constant(5)],
      ask: "count",
    };
    const all: MathSpec = { ...none, rhs: [term(2, X), constant(6)] };
    expect(accepts(none, text("none", "No solution"))).toBe(true);
    expect(accepts(all, text("infinite", "Infinitely many"))).toBe(true);
    expect(accepts(all, text("none", "No solution"))).toBe(false);
  });

  it("given the system 2x + y = 7 and x − y = 2, when x − y is asked, then 2 is accepted (x = 3, y = 1)", () => {
    const spec: MathSpec = {
      kind: "system",
      e1: [r(2), r(1), r(7)],
      e2: [r(1), r(-1), r(2)],
      forms: ["std", "std"],
      ask: [r(1), r(-1), r(0)],
    };
    expect(accepts(spec, num(2))).toBe(true);
    expect(accepts(spec, num(3))).toBe(false);
  });

  it("given √(x + 7) = x + 1, when solved, then 2 is the solution and the extraneous −3 is rejected", () => {
    const spec: MathSpec = { kind: "radical-equation", a: r(1), b: r(7), c: r(1), ask: "solution" };
    expect(accepts(spec, num(2))).toBe(true);
    expect(accepts(spec, num(-3))).toBe(false);
  });

  it("given 4^x = 8^(x − 1), when solved through the common base 2, then x = 3", () => {
    const spec: MathSpec = {
      kind: "exponential-equation",
      base1: 4,
      e1: lin(1, 0),
      base2: 8,
      e2: lin(1, -1),
    };
    expect(accepts(spec, num(3))).toBe(true);
  });

  it("given a two-way table, when P(column 0 | row 1) is asked, then it is the cell over the row total", () => {
    const spec: MathSpec = {
      kind: "table-probability",
      cells: [
        [r(36), r(24)],
        [r(50), r(90)],
      ],
      event: { col: 0 },
      given: { row: 1 },
    };
    expect(accepts(spec, num(r(50, 140)))).toBe(true);
    expect(accepts(spec, num(r(50, 86)))).toBe(false);
  });

  it("given a capacity limit, when the greatest count is asked, then it is found by counting up", () => {
    // 80 + 36n ≤ 1000 → n ≤ 25.5…, so 25.
    const spec: MathSpec = {
      kind: "capacity",
      limit: r(1000),
      fixed: r(80),
      per: r(36),
      sense: "max",
    };
    expect(accepts(spec, num(25))).toBe(true);
    expect(accepts(spec, num(26))).toBe(false);
  });

  it("given study designs, when the supported conclusion is asked, then random assignment gives cause and random sampling gives scope", () => {
    const study = (randomSample: boolean, randomAssignment: boolean): MathSpec => ({
      kind: "claim",
      claim: { topic: "study", randomSample, randomAssignment },
    });
    expect(accepts(study(true, true), text("cause-population", "x"))).toBe(true);
    expect(accepts(study(false, true), text("cause-sample", "x"))).toBe(true);
    expect(accepts(study(true, false), text("association-population", "x"))).toBe(true);
    expect(accepts(study(false, false), text("cause-sample", "x"))).toBe(false);
  });

  it("given geometry measures, when solved, then π and radicals are exact", () => {
    const cone: MathSpec = {
      kind: "measure",
      shape: "cone",
      dims: { radius: r(3), height: r(4) },
      ask: "volume",
    };
    expect(accepts(cone, num(E.piTimes(12)))).toBe(true);
    const tan: MathSpec = { kind: "ratio-from-ratio", given: "tan", p: r(2), q: r(3), ask: "sin" };
    expect(accepts(tan, num(E.divE(E.ex(2), E.sqrtOf(13))))).toBe(true);
    const circle: MathSpec = {
      kind: "circle-general",
      D: r(-6),
      E: r(4),
      F: r(-12),
      ask: "radius",
    };
    expect(accepts(circle, num(5))).toBe(true);
    expect(accepts({ ...circle, ask: "center" }, pair(3, -2))).toBe(true);
  });

  it("given a spec that is not a well-posed item, when solved, then it is refused", () => {
    // x² = 4 has two solutions, so "the solution" is not unique.
    const twoRoots: MathSpec = {
      kind: "equation",
      lhs: [bare(poly(0, 0, 1))],
      rhs: [constant(4)],
      ask: "solution",
    };
    expect(() => solve(twoRoots)).toThrow(/2 solutions/);
    const parallel: MathSpec = {
      kind: "system",
      e1: [r(1), r(1), r(2)],
      e2: [r(2), r(2), r(5)],
      forms: ["std", "std"],
      ask: [r(1), r(0), r(0)],
    };
    expect(() => solve(parallel)).toThrow(/exactly one solution/);
  });
});

/** A real item from the lin1 template, to break on purpose. */
function sample(): MathItem {
  const random = seededRandom(7);
  return assemble(lin1, 1, draw(lin1, random, 1), "C", random, {
    id: "m-alg-lin1-900",
    source: "test",
  });
}

function withValues(mi: MathItem, values: MathItem["values"], answer = mi.item.answer): MathItem {
  const choices = values.map(renderValue) as unknown as MathItem["item"]["choices"];
  return { ...mi, values, item: { ...mi.item, choices, answer } };
}

describe("checkMathItem: rejecting broken items", () => {
  it("given a template's item, when checked, then there are no problems", () => {
    expect(checkMathItem(sample())).toEqual([]);
  });

  it("given the key moved to a wrong choice, when checked, then the real key is named", () => {
    const mi = sample();
    const broken = { ...mi, item: { ...mi.item, answer: "A" as const } };
    expect(checkMathItem(broken)).toContain("the correct choice is C, but the key is A");
  });

  it("given a distractor replaced by a copy of another choice, when checked, then the duplicate is reported", () => {
    const mi = sample();
    const [a, , c, d] = mi.values;
    expect(checkMathItem(withValues(mi, [a, a, c, d]))).toContain(
      "choices A and B are the same value",
    );
  });

  it("given a distractor equal in value to the key but printed differently, when checked, then two correct choices are reported", () => {
    // x² − 1 written factored and expanded is one value.
    const spec: MathSpec = { kind: "equivalent", expr: [term(1, lin(1, -1), lin(1, 1))] };
    const factored: MathValue = { t: "factored", k: Q.ONE, f: [lin(1, -1), lin(1, 1)] };
    const expanded: MathValue = { t: "poly", p: poly(-1, 0, 1) };
    const values = [
      factored,
      expanded,
      { t: "poly", p: poly(1, 0, 1) },
      { t: "poly", p: poly(-1, 0, 2) },
    ] as const;
    const mi = withValues({ ...sample(), spec }, values as unknown as MathItem["values"], "A");
    const problems = checkMathItem({
      ...mi,
      item: { ...mi.item, stem: "Which is equivalent to $(x - 1)(x + 1)$?" },
    });
    expect(problems).toContain("choices A and B are the same value");
    expect(problems).toContain("choices A, B are all correct");
  });

  it("given no correct choice, when checked, then it is reported", () => {
    const mi = sample();
    const keyIndex = 2;
    const values = [...mi.values] as MathValue[];
    values[keyIndex] = num(1000);
    expect(checkMathItem(withValues(mi, values as unknown as MathItem["values"]))).toContain(
      "no choice is correct (key C)",
    );
  });

  it("given a choice whose text is not its value, when checked, then the mismatch is reported", () => {
    const mi = sample();
    const choices = [...mi.item.choices] as string[];
    choices[0] = "$999$";
    const broken = {
      ...mi,
      item: { ...mi.item, choices: choices as unknown as MathItem["item"]["choices"] },
    };
    expect(checkMathItem(broken).some((p) => p.startsWith('choice A reads "$999$"'))).toBe(true);
  });

  it("given a stem that does not show the equation of the spec, when checked, then it is reported", () => {
    const mi = sample();
    const broken = {
      ...mi,
      item: { ...mi.item, stem: "What is the solution to the equation $2x = 8$?" },
    };
    expect(checkMathItem(broken).some((p) => p.startsWith("the stem does not show"))).toBe(true);
  });

  it("given an explanation missing a distractor's reason, when checked, then it is reported", () => {
    const mi = sample();
    const broken = { ...mi, item: { ...mi.item, explanation: "Choice C is correct." } };
    expect(checkMathItem(broken)).toContain("the explanation does not explain choice A");
  });

  it("given broken items in a list, when asserted, then it throws with their ids", () => {
    const mi = sample();
    const broken = { ...mi, item: { ...mi.item, answer: "D" as const } };
    expect(() => assertMathItems([mi, broken])).toThrow(/m-alg-lin1-900: the correct choice is C/);
  });
});
