// A write that succeeded never reports failure (issue 15, item 3). With the users read model
// stopped at an event, a sign-up still creates the account and answers 201 with it, and the
// onboarding saves and the diagnostic flag answer what they wrote: commands answer from the
// state their stream decided; only reads wait for the read model. The signed-in user is read
// from their stream while the read model has not seen the account.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql, statement } from "../../database/pool.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";
import { satDateAhead } from "../../testing/sat-date.ts";

const SAT_DATE = satDateAhead(new Date());

let api: TestApi;
beforeAll(async () => {
  // No projector runs, and the users projection is recorded as stopped at an event, so a
  // command does not wait for it (it would only wait the bounded read-your-writes time).
  api = await startTestApi({ projector: false });
  await api.db.pool.query(statement`
    insert into projection_checkpoints (projection, failed_position, failed_event_id,
      failed_event_type, failed_error, failed_at)
    values ('users', '0:0', ${randomUUID()}, 'UserRegistered', 'test: stopped', now())
  `);
});
afterAll(() => api.close());

describe("with the users read model stopped", () => {
  it("a sign-up answers 201 with the new account, and signing up again signs in", async () => {
    const client = api.client();
    const created = await client.post("/api/auth/email/register", {
      email: "lagging@example.com",
      password: "correct horse battery",
      birthYear: 2008,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email: "lagging@example.com",
      provider: "email",
      role: "student",
      diagnosticCompleted: false,
      totalXP: 0,
      streakDays: 0,
      estimatedEnglishScore: null,
    });
    const id = created.json().id;
    expect((await client.get("/api/auth/user")).json()).toMatchObject({ id, school: null });

    const again = await api.client().post("/api/auth/email/register", {
      email: "lagging@example.com",
      password: "correct horse battery",
      birthYear: 2008,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(id);
    // The read model really has not seen it: the answers above came from the stream.
    const rows = await api.db.pool.oneFirst(
      sql.type(z.object({ count: z.number() }))`select count(*)::int from users`,
    );
    expect(rows).toBe(0);
  });

  it("each onboarding save and the diagnostic flag answer 200 with what they saved", async () => {
    const client = api.client();
    await client.register("onboarding.lag@example.com");
    const saves = [
      [
        "/api/onboarding/demographics",
        {
          firstName: "Ada",
          lastName: "Byron",
          gradeLevel: "11",
          satHistory: "once",
          timeZone: "America/Chicago",
        },
        { firstName: "Ada", lastName: "Byron", gradeLevel: "11" },
      ],
      [
        "/api/onboarding/school",
        { school: "Lovelace Study Co-op" },
        { school: "Lovelace Study Co-op" },
      ],
      ["/api/onboarding/sat-date", { satDate: SAT_DATE }, { satDate: SAT_DATE }],
      [
        "/api/onboarding/school",
        { school: "Analytical Engine Academy" },
        { school: "Analytical Engine Academy", satDate: SAT_DATE, firstName: "Ada" },
      ],
    ] as const;
    for (const [url, body, expected] of saves) {
      const response = await client.post(url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.json(), url).toMatchObject(expected);
    }
    const flagged = await client.request({
      method: "PATCH",
      url: "/api/auth/user",
      payload: { diagnosticCompleted: true },
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toMatchObject({ diagnosticCompleted: true, gradeLevel: "11" });
  });
});
