// The checker's solvers for templates/probability-inference.ts, one per spec kind it emits: each
// re-solves the item from its spec alone.
import * as E from "../exact.ts";
import * as Q from "../rational.ts";
import type { Claim } from "../spec.ts";
import { type MathValue } from "../values.ts";
import { dec, fail, isRat, type Solvers } from "./common.ts";

function claimVerdict(claim: Claim): (v: MathValue) => boolean {
  let id: string;
  switch (claim.topic) {
    case "study":
      // Random assignment supports cause and effect; random sampling supports generalising.
      id = `${claim.randomAssignment ? "cause" : "association"}-${claim.randomSample ? "population" : "sample"}`;
      break;
    case "sampling": {
      const good = claim.methods.filter((x) => x.random && x.whole);
      if (good.length !== 1)
        fail(`${good.length} methods are random samples of the whole population`);
      id = good[0]!.id;
      break;
    }
    case "margin":
      // A larger sample gives a smaller margin of error, and a smaller sample a larger one.
      id = claim.sizeChange === "larger" ? "decrease" : "increase";
      break;
    case "scope":
      id = claim.random ? claim.sampledFrom : "none";
      break;
  }
  return (v) => v.t === "text" && v.id === id;
}

/** The solvers of the spec kinds templates/probability-inference.ts emits. */
export const probabilityInference = {
  probability: (spec) => {
    const total = Q.sum(...spec.counts);
    const good = Q.sum(...spec.favorable.map((i) => spec.counts[i] ?? fail("no such kind")));
    return { accepts: (v) => isRat(v, Q.div(good, total)), shows: spec.counts.map(dec) };
  },
  "table-probability": (spec) => {
    const cells = spec.cells;
    const inSet = (set: { row?: number; col?: number }, i: number, j: number) =>
      (set.row === undefined || set.row === i) && (set.col === undefined || set.col === j);
    let favorable = Q.ZERO;
    let base = Q.ZERO;
    cells.forEach((row, i) =>
      row.forEach((count, j) => {
        if (spec.given && !inSet(spec.given, i, j)) return;
        base = Q.add(base, count);
        if (inSet(spec.event, i, j) !== Boolean(spec.event.not))
          favorable = Q.add(favorable, count);
      }),
    );
    if (Q.isZero(base)) fail("an empty condition");
    return { accepts: (v) => isRat(v, Q.div(favorable, base)), shows: [] };
  },
  "sample-estimate": (spec) => {
    const value = Q.mul(Q.div(spec.count, spec.sample), spec.population);
    return {
      accepts: (v) => isRat(v, value),
      shows: [spec.sample, spec.count, spec.population].map(dec),
    };
  },
  "margin-interval": (spec) => {
    return {
      accepts: (v) =>
        v.t === "range" &&
        Q.eq(v.lo, Q.sub(spec.estimate, spec.margin)) &&
        Q.eq(v.hi, Q.add(spec.estimate, spec.margin)),
      shows: [spec.estimate, spec.margin].map((x) => `${Q.toDecimal(x)}\\%`),
    };
  },
  "margin-plausible": (spec) => {
    const scale = spec.population === null ? Q.ONE : Q.div(spec.population, Q.rat(100));
    const lo = Q.mul(Q.sub(spec.estimate, spec.margin), scale);
    const hi = Q.mul(Q.add(spec.estimate, spec.margin), scale);
    return {
      accepts: (v) => {
        if (v.t !== "num") return false;
        const x = E.toRationalE(v.v);
        return x !== null && Q.compare(x, lo) >= 0 && Q.compare(x, hi) <= 0;
      },
      shows: [spec.estimate, spec.margin].map((x) => `${Q.toDecimal(x)}\\%`),
    };
  },
  claim: (spec) => {
    return { accepts: claimVerdict(spec.claim), shows: [] };
  },
} satisfies Partial<Solvers>;
