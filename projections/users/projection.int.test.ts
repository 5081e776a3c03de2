// The users projection folds a batch in memory and writes it with one multi-row insert and one
// multi-row update. Against a real PostgreSQL: random histories of registrations (some delivered
// twice, some after the user's first events), profile, role and diagnostic events and erasures
// (with events of the erased user after them) leave the same tables applied as one batch, one
// event per batch and in random-sized batches; and the statements a batch sends do not grow with
// it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { seededRandom } from "../../domain/random.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { applyInBatches, batchSizes, statementsForOneBatch } from "../testing/batches.ts";
import { storedHistory, userAccounts, userHistory } from "../testing/histories.ts";
import { usersProjection } from "./projection.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

it("property: random histories give the same tables as one batch, one event per batch and random-sized batches", async () => {
  for (const seed of [1, 2, 3]) {
    const random = seededRandom(seed);
    const history = userHistory(random, 12, 300, { erasures: true });
    const { events, store } = await storedHistory(history);
    const apply = (sizes: number[]) =>
      applyInBatches(db.pool, usersProjection, events, sizes, store.comparePositions);
    const oneBatch = await apply(batchSizes("one batch", events.length, random));
    expect(await apply(batchSizes("one per batch", events.length, random)), `seed ${seed}`).toEqual(
      oneBatch,
    );
    expect(await apply(batchSizes("random", events.length, random)), `seed ${seed}`).toEqual(
      oneBatch,
    );

    // The table holds what the history says: the users registered and not erased (an erased
    // user never comes back), with every kind of column filled somewhere.
    const erased = new Set<string>();
    const registered = new Set<string>();
    for (const e of history) {
      const userId = e.data.userId as string;
      if (e.type === "UserErased") erased.add(userId);
      else if (e.type === "UserRegistered" && !erased.has(userId)) registered.add(userId);
    }
    const expected = [...registered].filter((id) => !erased.has(id)).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(erased.size).toBeGreaterThan(0);
    const summary = await db.pool.one(sql.type(
      z.object({
        ids: z.array(z.string()),
        admins: z.number(),
        analysts: z.number(),
        started: z.number(),
        scored: z.number(),
        schools: z.number(),
        usernames: z.number(),
        goals: z.number(),
      }),
    )`
      select coalesce(array_agg(user_id::text order by user_id::text), '{}') as ids,
        count(*) filter (where role = 'admin')::int as admins,
        count(*) filter (where analyst)::int as analysts,
        count(*) filter (where diagnostic_started)::int as started,
        count(*) filter (where estimated_math_score is not null)::int as scored,
        count(*) filter (where school_name is not null)::int as schools,
        count(*) filter (where username is not null)::int as usernames,
        count(*) filter (where goal_score is not null)::int as goals
      from users
    `);
    expect(summary.ids, `seed ${seed}`).toEqual(expected);
    expect(
      Math.min(
        summary.admins + summary.analysts,
        summary.started,
        summary.scored,
        summary.schools,
        summary.usernames,
        summary.goals,
      ),
    ).toBeGreaterThan(0);
  }
}, 120_000);

it("the statements a batch sends do not grow with its size", async () => {
  const random = seededRandom(7);
  const few = await storedHistory(userHistory(random, 3, 12, { erasures: false }));
  const many = await storedHistory(userAccounts(random, 400));
  expect(many.events.length).toBeGreaterThan(4_000);
  const statements = async (h: typeof few) => {
    // The second half of the history onto the first: the batch inserts and updates.
    const half = Math.floor(h.events.length / 2);
    const [first, second] = [h.events.slice(0, half), h.events.slice(half)];
    await applyInBatches(db.pool, usersProjection, first, [half], h.store.comparePositions);
    return statementsForOneBatch(db.pool, usersProjection, second, h.store.comparePositions);
  };
  const forFew = await statements(few);
  const forMany = await statements(many);
  // The erasure path's read of erased students, then this projection's read, insert and update.
  expect(forFew).toBeLessThanOrEqual(4);
  expect(forMany).toBe(4);
}, 60_000);
