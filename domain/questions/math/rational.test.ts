import { describe, expect, it } from "vitest";
import * as E from "./exact.ts";
import * as Q from "./rational.ts";

describe("rational numbers", () => {
  it("given a fraction not in lowest terms or with a negative denominator, when built, then it is normalised", () => {
    expect(Q.rat(6, -4)).toEqual({ n: -3n, d: 2n });
    expect(Q.rat(0, 7)).toEqual({ n: 0n, d: 1n });
    expect(Q.eq(Q.rat(2, 4), Q.rat(1, 2))).toBe(true);
  });

  it("given two fractions, when added, subtracted, multiplied and divided, then the results are exact", () => {
    const a = Q.rat(1, 3);
    const b = Q.rat(1, 6);
    expect(Q.add(a, b)).toEqual(Q.rat(1, 2));
    expect(Q.sub(a, b)).toEqual(Q.rat(1, 6));
    expect(Q.mul(a, b)).toEqual(Q.rat(1, 18));
    expect(Q.div(a, b)).toEqual(Q.rat(2));
    expect(() => Q.div(a, Q.ZERO)).toThrow(RangeError);
  });

  it("given rationals, when compared, floored and raised to powers, then they order and round like numbers", () => {
    expect(Q.compare(Q.rat(2, 3), Q.rat(3, 4))).toBe(-1);
    expect(Q.floor(Q.rat(-7, 2))).toBe(-4n);
    expect(Q.ceil(Q.rat(7, 2))).toBe(4n);
    expect(Q.pow(Q.rat(2, 3), -2)).toEqual(Q.rat(9, 4));
  });

  it("given perfect and imperfect powers, when rooted, then only exact roots come back", () => {
    expect(Q.sqrtRational(Q.rat(9, 16))).toEqual(Q.rat(3, 4));
    expect(Q.sqrtRational(Q.rat(2))).toBeNull();
    expect(Q.rootRational(Q.rat(-27, 8), 3)).toEqual(Q.rat(-3, 2));
    expect(Q.rootRational(Q.rat(16), 4)).toEqual(Q.rat(2));
    expect(Q.rootRational(Q.rat(-4), 2)).toBeNull();
  });

  it("given decimals, when parsed and printed, then they round-trip, with money to two places and thousands grouped", () => {
    expect(Q.ratFromDecimal("1.04")).toEqual(Q.rat(26, 25));
    expect(Q.toDecimal(Q.rat(15, 2), { minPlaces: 2 })).toBe("7.50");
    expect(Q.toDecimal(Q.rat(12))).toBe("12");
    expect(Q.toDecimal(Q.rat(-1, 8))).toBe("-0.125");
    expect(Q.toDecimal(Q.rat(12345, 10))).toBe("1{,}234.5");
    expect(() => Q.toDecimal(Q.rat(1, 3))).toThrow(/does not terminate/);
  });

  it("given rationals, when printed as LaTeX, then fractions use \\frac with the sign in front", () => {
    expect(Q.toLatex(Q.rat(-3, 4))).toBe("-\\frac{3}{4}");
    expect(Q.toLatex(Q.rat(5))).toBe("5");
    expect(Q.toLatex(Q.rat(1200))).toBe("1{,}200");
  });
});

describe("exact numbers with radicals and pi", () => {
  it("given square roots, when simplified, then square factors come out and denominators are rationalised", () => {
    expect(E.toLatexE(E.sqrtOf(12))).toBe("2\\sqrt{3}");
    expect(E.toLatexE(E.sqrtOf(Q.rat(1, 2)))).toBe("\\frac{\\sqrt{2}}{2}");
    expect(E.toLatexE(E.sqrtOf(49))).toBe("7");
  });

  it("given sums of rationals, radicals and pi terms, when compared, then equal values have equal keys", () => {
    const a = E.addE(E.ex(3), E.sqrtOf(8));
    const b = E.addE(E.sqrtOf(2), E.addE(E.ex(3), E.sqrtOf(2)));
    expect(E.eqE(a, b)).toBe(true);
    expect(E.keyE(a)).toBe(E.keyE(b));
    expect(E.eqE(E.piTimes(2), E.ex(2))).toBe(false);
    expect(E.toLatexE(E.addE(E.ex(42), E.piTimes(Q.rat(9, 2))))).toBe("42 + \\frac{9\\pi}{2}");
  });

  it("given p + q√k with opposite signs, when its sign is asked, then it is decided exactly", () => {
    // 3 − √10 < 0 < 4 − √10
    expect(E.signE(E.subE(E.ex(3), E.sqrtOf(10)))).toBe(-1);
    expect(E.signE(E.subE(E.ex(4), E.sqrtOf(10)))).toBe(1);
    expect(E.compareE(E.addE(E.ex(-3), E.sqrtOf(13)), E.subE(E.ex(-3), E.sqrtOf(13)))).toBe(1);
  });

  it("given a quotient by a radical, when divided, then the result is exact", () => {
    // 2/√13 = 2√13/13
    expect(E.toLatexE(E.divE(E.ex(2), E.sqrtOf(13)))).toBe("\\frac{2\\sqrt{13}}{13}");
    expect(E.eqE(E.mulE(E.sqrtOf(3), E.sqrtOf(3)), E.ex(3))).toBe(true);
  });
});
