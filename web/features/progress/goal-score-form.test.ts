import { describe, expect, it } from "vitest";
import { goalInputProblem } from "./goal-score-form.tsx";

describe("goalInputProblem (the goal score field, the decider's rule first)", () => {
  it("given a total the SAT reports above 400, then none", () => {
    for (const typed of ["410", "1200", " 1600 "]) expect(goalInputProblem(typed)).toBeNull();
  });

  it("given nothing typed, then it asks for a goal", () => {
    expect(goalInputProblem("  ")).toBe("Enter a goal score.");
  });

  it("given a total off the scale or its steps, then the rule, named for the field", () => {
    for (const typed of ["400", "1610", "1205", "12e2x", "abc"]) {
      expect(goalInputProblem(typed)).toBe(
        "The goal score must be a total from 410 to 1,600 in steps of 10.",
      );
    }
  });
});
