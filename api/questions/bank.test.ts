// The bank cache: read once per BANK_CACHE_MS, at once when a needed question is missing or the
// bank was empty, one read for concurrent callers; a question's calibrated parameters.
import { describe, expect, it } from "vitest";
import type { DropItem } from "../../domain/practice/decide.ts";
import { BANK_CACHE_MS, calibratedParameters, createBankCache, type QuestionBank } from "./bank.ts";

type PracticeBank = Pick<QuestionBank, "items" | "find">;

function bankOf(ids: string[]): PracticeBank {
  const items = ids.map((id): DropItem => ({
    id,
    subject: "math",
    domain: "algebra",
    skill: "linear_equations",
    level: 3,
    passageKey: null,
    answer: "A",
    irt: { a: 1, b: 0, c: 0.2 },
  }));
  return { items, find: (id) => items.find((item) => item.id === id) };
}

function setup(published: string[][]) {
  let t = 0;
  let reads = 0;
  const cache = createBankCache(
    async () => bankOf(published[Math.min(reads++, published.length - 1)]!),
    { now: () => t },
  );
  return {
    cache,
    reads: () => reads,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe("createBankCache", () => {
  it("given a bank read moments ago, then it is reused until BANK_CACHE_MS has passed", async () => {
    const { cache, reads, advance } = setup([["q1"], ["q1", "q2"]]);
    expect((await cache.get()).items).toHaveLength(1);
    advance(BANK_CACHE_MS - 1);
    expect((await cache.get()).items).toHaveLength(1);
    expect(reads()).toBe(1);
    advance(1);
    expect((await cache.get()).items).toHaveLength(2);
    expect(reads()).toBe(2);
  });

  it("given a question the cached bank does not hold, then the bank is read again at once", async () => {
    const { cache, reads } = setup([["q1"], ["q1", "q2"]]);
    await cache.get();
    expect((await cache.get(["q2"])).find("q2")?.id).toBe("q2");
    expect(reads()).toBe(2);
  });

  it("given an empty bank, then it is not kept: the next call reads again", async () => {
    const { cache, reads } = setup([[], ["q1"]]);
    expect((await cache.get()).items).toHaveLength(0);
    expect((await cache.get()).items).toHaveLength(1);
    expect(reads()).toBe(2);
  });

  it("given concurrent callers, then one read serves them all", async () => {
    const { cache, reads } = setup([["q1"]]);
    const banks = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(new Set(banks).size).toBe(1);
    expect(reads()).toBe(1);
  });
});

describe("createBankCache.forget", () => {
  it("given a cached bank, when forgotten, then the next get reads it again at once", async () => {
    const { cache, reads } = setup([["q1", "q2"], ["q1"]]);
    expect((await cache.get()).items.map((i) => i.id)).toEqual(["q1", "q2"]);
    expect((await cache.get()).items.map((i) => i.id)).toEqual(["q1", "q2"]);
    expect(reads()).toBe(1);
    cache.forget();
    expect((await cache.get()).items.map((i) => i.id)).toEqual(["q1"]);
    expect(reads()).toBe(2);
  });

  it("given a read under way when forgotten, then that read is not kept", async () => {
    const { cache, reads } = setup([["q1", "q2"], ["q1"]]);
    const before = cache.get();
    cache.forget();
    expect((await before).items.map((i) => i.id)).toEqual(["q1", "q2"]);
    expect((await cache.get()).items.map((i) => i.id)).toEqual(["q1"]);
    expect(reads()).toBe(2);
  });
});

describe("calibratedParameters", () => {
  it("given all three calibrated columns, then them; given any missing, then none", () => {
    expect(calibratedParameters({ cal_a: 1.2, cal_b: -0.3, cal_c: 0 })).toEqual({
      a: 1.2,
      b: -0.3,
      c: 0,
    });
    expect(calibratedParameters({ cal_a: null, cal_b: null, cal_c: null })).toBeNull();
    expect(calibratedParameters({ cal_a: 1.2, cal_b: null, cal_c: 0.2 })).toBeNull();
  });
});
