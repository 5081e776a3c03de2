// Run only by exit-code.test.ts, under its own config: a failing test in a run that starts
// embedded PostgreSQL, which must still make vitest exit non-zero (stack-notes trap 1).
import { expect, it } from "vitest";

it("fails on purpose", () => {
  expect(1 + 1).toBe(3);
});
