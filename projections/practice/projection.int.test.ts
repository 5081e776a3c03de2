// The practice projection's batched fold against a real PostgreSQL. Random histories made by the
// real decider (several students and days, drops answered, skipped and completed, focused sets,
// level changes, a drop completed late after the next day's, a stream whose first events are
// missing) go into four copies of the three tables: through the per-event statements the
// projection had before (the oracle), as one batch, one event per batch, and in batches of
// random sizes. All four must hold the same rows, column for column. And a batch costs the same
// few statements whatever its size.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  sql,
  statement,
  type DatabaseTransactionConnection,
  type IdentifierSqlToken,
} from "../../database/pool.ts";
import { randomInt, seededRandom } from "../../domain/random.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { noVault, type ProjectionContext } from "../projection.ts";
import { practiceProjection } from "./projection.ts";
import { applyPerEvent, practiceHistories } from "../testing/practice.ts";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const TABLES = practiceProjection.tables;
let copies = 0;

/** A fresh copy of the three tables (same columns, defaults, checks and keys): its table(). */
async function tableSet(): Promise<(name: string) => IdentifierSqlToken> {
  const prefix = `copy${++copies}_`;
  for (const name of TABLES) {
    await db.pool.query(statement`
      create table ${sql.identifier([prefix + name])}
        (like ${sql.identifier([name])} including all)
    `);
  }
  return (name) => sql.identifier([prefix + name]);
}

type Apply = (events: readonly StoredEvent[], context: ProjectionContext) => Promise<void>;
const batched: Apply = (events, context) => practiceProjection.apply(events, context);

/** Applies each batch in a transaction of its own, as the projector does. */
async function applyInBatches(
  apply: Apply,
  batches: readonly (readonly StoredEvent[])[],
  table: (name: string) => IdentifierSqlToken,
) {
  for (const batch of batches) {
    await db.pool.transaction((tx) => apply(batch, { tx, table, vault: noVault }));
  }
}

/** Every row of each table as PostgreSQL prints it, sorted: equal means equal in every column. */
async function contents(table: (name: string) => IdentifierSqlToken) {
  const result: Record<string, string[]> = {};
  for (const name of TABLES) {
    result[name] = [
      ...(await db.pool.anyFirst(sql.type(z.object({ row: z.string() }))`
        select t::text as row from ${table(name)} t order by 1`)),
    ];
  }
  return result;
}

/** The log cut into batches of 1 to `max` events. */
function randomBatches(log: readonly StoredEvent[], seed: number, max: number) {
  const random = seededRandom(seed);
  const batches: StoredEvent[][] = [];
  for (let i = 0; i < log.length;) {
    const n = randomInt(random, 1, max);
    batches.push(log.slice(i, i + n));
    i += n;
  }
  return batches;
}

describe("the practice projection folds a batch in memory", () => {
  for (const seed of [1, 2, 3]) {
    it(`gives the per-event statements' rows however the log is batched (seed ${seed})`, async () => {
      const full = practiceHistories(seed, { students: 5, days: 7 });
      // The late one: a stream whose last completion is of a day before an earlier completion's.
      const completions = (streamId: string) =>
        full
          .filter((e) => e.type === "DailyDropCompleted" && e.streamId === streamId)
          .map((e) => e.data as { userId: string; day: string });
      const streams = [...new Set(full.map((e) => e.streamId))];
      const lateStream = streams.find((s) => {
        const days = completions(s).map((c) => c.day);
        return days.length > 0 && days.at(-1)! < days.toSorted().at(-1)!;
      });
      expect(lateStream).toBeDefined();
      // Another student's stream as if it began after its start and first drop: answers with no
      // student row and no day row, a drop assigned to a student with no row.
      const other = streams.find((s) => s !== lateStream)!;
      const cut = new Set(
        full
          .filter((e) => e.streamId === other)
          .slice(0, 2)
          .map((e) => e.eventId),
      );
      const log = full.filter((e) => !cut.has(e.eventId));

      // What the history holds (the cases the fold must get right).
      const types = new Set(log.map((e) => e.type));
      for (const type of [
        "PracticeStarted",
        "DailyDropAssigned",
        "DailyDropAnswerSubmitted",
        "DailyDropQuestionSkipped",
        "DailyDropCompleted",
        "LevelChanged",
        "FocusedPracticeAssigned",
        "FocusedAnswerSubmitted",
        "FocusedQuestionSkipped",
      ]) {
        expect(types, type).toContain(type);
      }
      const oracle = await tableSet();
      await applyInBatches(
        applyPerEvent,
        log.map((e) => [e]),
        oracle,
      );
      const expected = await contents(oracle);
      for (const name of TABLES) expect(expected[name]!.length, name).toBeGreaterThan(0);
      // Its last completion came late: the streak's last day stays the later day's.
      const late = completions(lateStream!);
      const streakLastDay = await db.pool.oneFirst(sql.type(z.object({ day: z.string() }))`
        select streak_last_day as day from ${oracle("practice_students")}
        where user_id = ${late[0]!.userId}`);
      expect(streakLastDay).toBe(
        late
          .map((c) => c.day)
          .toSorted()
          .at(-1),
      );
      expect(streakLastDay > late.at(-1)!.day).toBe(true);

      const oneBatch = await tableSet();
      await applyInBatches(batched, [log], oneBatch);
      expect(await contents(oneBatch)).toEqual(expected);

      const eachAlone = await tableSet();
      await applyInBatches(
        batched,
        log.map((e) => [e]),
        eachAlone,
      );
      expect(await contents(eachAlone)).toEqual(expected);

      const random = await tableSet();
      await applyInBatches(batched, randomBatches(log, seed, 40), random);
      expect(await contents(random)).toEqual(expected);
    });
  }

  it("writes a batch with the same few statements whatever its size; the per-event statements took one per event", async () => {
    const log = practiceHistories(7, { students: 30, days: 10 });
    expect(log.length).toBeGreaterThan(1000);

    /** The transaction with every method call counted (query, any, one, …). */
    const counted = (tx: DatabaseTransactionConnection) => {
      let calls = 0;
      const proxy = new Proxy(tx, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            calls += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return { tx: proxy, calls: () => calls };
    };
    const statementsOf = async (
      apply: Apply,
      batch: readonly StoredEvent[],
      table: (name: string) => IdentifierSqlToken,
    ) =>
      db.pool.transaction(async (tx) => {
        const c = counted(tx);
        await apply(batch, { tx: c.tx, table, vault: noVault });
        return c.calls();
      });

    // Fresh tables, the log in growing batches: 100 (the streams' starts), then 50, 500 and the
    // rest (over 350 events), each of these with students, days and answers to write.
    const table = await tableSet();
    const sizes = [100, 50, 500, log.length - 650];
    const counts: number[] = [];
    let at = 0;
    for (const size of sizes) {
      counts.push(await statementsOf(batched, log.slice(at, at + size), table));
      at += size;
    }
    // Two reads (students, days) and three writes (students, days, answers) at most.
    expect(counts.every((n) => n <= 5)).toBe(true);
    expect(counts.slice(1)).toEqual([5, 5, 5]);

    // The counter counts: the per-event statements took one per event of a batch (but for a
    // focused set's assignment, which wrote nothing).
    const perEvent = await statementsOf(applyPerEvent, log.slice(0, 100), await tableSet());
    const writing = log.slice(0, 100).filter((e) => e.type !== "FocusedPracticeAssigned");
    expect(perEvent).toBe(writing.length);
  });
});
