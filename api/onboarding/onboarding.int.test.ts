// Onboarding's three saves against a real Postgres: validation that names the field and saves
// nothing, sealed names, the school from the directory (with its ZIP) or typed freely, the SAT
// date in the student's time zone, and the user the Home logic reads afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";
import { upsertSchools } from "../../database/schools/directory.ts";

let api: TestApi;
const now = new Date("2026-11-21T03:00:00Z"); // still Nov 20 in Los Angeles
beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  await upsertSchools(api.db.pool, [
    {
      id: "010000500870",
      source: "ccd",
      name: "Albertville High School",
      city: "Albertville",
      state: "AL",
      zip: "35950",
    },
  ]);
});
afterAll(() => api.close());

const eventTypes = (userId: string) =>
  api.db.pool.anyFirst(sql.type(z.object({ type: z.string() }))`
    select type from events where stream_id = ${`user-${userId}`} order by stream_version`);

const demographics = {
  firstName: "Maya",
  lastName: "O'Connor-Chen",
  gradeLevel: "11",
  satHistory: "once",
};

describe("onboarding", () => {
  it("is 401 for visitors on all three saves", async () => {
    const visitor = api.client();
    for (const [url, body] of [
      ["/api/onboarding/demographics", demographics],
      ["/api/onboarding/school", { school: "Albertville High School" }],
      ["/api/onboarding/sat-date", { satDate: "2027-03-13" }],
    ] as const) {
      const response = await visitor.post(url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(401);
    }
  });

  it("saves demographics with the time zone in one append, names sealed in the log, and shows them to their owner", async () => {
    const client = api.client();
    const { id } = await client.register("maya@example.com");
    const response = await client.post("/api/onboarding/demographics", {
      ...demographics,
      timeZone: "America/Los_Angeles",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Maya",
      lastName: "O'Connor-Chen",
      gradeLevel: "11",
    });
    expect(await eventTypes(id)).toEqual(["UserRegistered", "DemographicsRecorded", "TimeZoneSet"]);
    const stored = await api.db.pool.one(sql.type(
      z.object({ data: z.record(z.string(), z.unknown()) }),
    )`
      select data from events where type = 'DemographicsRecorded' and stream_id = ${`user-${id}`}`);
    expect(JSON.stringify(stored.data)).not.toContain("Maya");
    // A number for the grade reads the same.
    expect(
      (
        await client.post("/api/onboarding/demographics", { ...demographics, gradeLevel: 12 })
      ).json().gradeLevel,
    ).toBe("12");
  });

  it("refuses bad input naming the field, and records nothing", async () => {
    const client = api.client();
    const { id } = await client.register("bad-input@example.com");
    const cases: [string, unknown, string][] = [
      [
        "/api/onboarding/demographics",
        { ...demographics, firstName: "  " },
        "firstName: is required",
      ],
      [
        "/api/onboarding/demographics",
        { ...demographics, gradeLevel: "8" },
        "gradeLevel: must be 9, 10, 11 or 12",
      ],
      [
        "/api/onboarding/demographics",
        { ...demographics, satHistory: "twice" },
        "satHistory: must be never, once or multiple",
      ],
      [
        "/api/onboarding/demographics",
        { ...demographics, firstName: "Maya\u0000" },
        "firstName: must not contain a NUL character",
      ],
      [
        "/api/onboarding/demographics",
        { ...demographics, timeZone: "Mars/Base" },
        "timeZone: must be a time zone like America/Chicago",
      ],
      ["/api/onboarding/demographics", { ...demographics, extra: 1 }, "Unrecognized key"],
      ["/api/onboarding/school", { school: "" }, "school: is required"],
      [
        "/api/onboarding/school",
        { school: "Albertville High School", schoolId: "999999999999" },
        "schoolId: no school in the directory has this id",
      ],
      [
        "/api/onboarding/sat-date",
        { satDate: "03/13/2027" },
        "satDate: must be a date like 2027-03-13",
      ],
      [
        "/api/onboarding/sat-date",
        { satDate: "2027-02-30" },
        "satDate: must be a real date like 2027-03-13",
      ],
      ["/api/onboarding/sat-date", { satDate: "2026-11-19" }, "satDate: must not be in the past"],
      [
        "/api/onboarding/sat-date",
        { satDate: "9999-12-31" },
        "satDate: must be within 2 years of today (on or before November 21, 2028)",
      ],
      [
        "/api/onboarding/school",
        { school: "Lincoln \u202eloohcS hgiH" },
        "school: must not contain invisible or control characters (found U+202E)",
      ],
      [
        "/api/onboarding/school",
        { school: "Lincoln\u200b High" },
        "school: must not contain invisible or control characters (found U+200B)",
      ],
    ];
    for (const [url, body, message] of cases) {
      const response = await client.post(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await eventTypes(id)).toEqual(["UserRegistered"]);
  });

  it("given a typed school name with a right-to-left override, then it is refused and never shown back (own user, rankings)", async () => {
    const client = api.client();
    await client.register("rlo-school@example.com");
    expect((await client.post("/api/onboarding/demographics", demographics)).statusCode).toBe(200);
    const refused = await client.post("/api/onboarding/school", {
      school: "Lincoln \u202eloohcS hgiH",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^school: /);
    const stored = await api.db.pool.anyFirst(sql.type(z.object({ data: z.string() }))`
      select data::text from events where type = 'SchoolChosen'`);
    expect(stored.join("")).not.toContain("\\u202e");
    for (const url of ["/api/auth/user", "/api/rankings"]) {
      const read = await client.get(url);
      expect(read.statusCode, `${url} ${read.body}`).toBeLessThan(300);
      expect(read.body, url).not.toMatch(/\u202e|\\u202e|loohcS/i);
    }
    expect((await client.get("/api/auth/user")).json().school).toBeNull();
  });

  it("keeps a directory school's id and ZIP, and a typed school as the student wrote it, sealed", async () => {
    const client = api.client();
    const { id } = await client.register("school@example.com");
    const picked = await client.post("/api/onboarding/school", {
      school: "albertville high",
      schoolId: "010000500870",
    });
    expect(picked.json().school).toBe("Albertville High School");
    const row = () =>
      api.db.pool.one(sql.type(
        z.object({
          school_id: z.string().nullable(),
          school_name: z.string(),
          school_zip: z.string().nullable(),
        }),
      )`
        select school_id, school_name, school_zip from users where user_id = ${id}`);
    expect(await row()).toEqual({
      school_id: "010000500870",
      school_name: "Albertville High School",
      school_zip: "35950",
    });
    const typed = await client.post("/api/onboarding/school", {
      school: "  Riverside Home School Co-op ",
    });
    expect(typed.json().school).toBe("Riverside Home School Co-op");
    // Free text the student typed is personal data: sealed in the event and the read model,
    // opened for its owner only.
    const stored = await row();
    expect(stored).toMatchObject({ school_id: null, school_zip: null });
    expect(stored.school_name).toMatch(/^pd1\./);
    expect(await api.vault.open(id, stored.school_name)).toBe("Riverside Home School Co-op");
    expect((await client.get("/api/auth/user")).json().school).toBe("Riverside Home School Co-op");
  });

  it("takes the SAT date in the student's own today, and the Home logic's fields are all there afterwards", async () => {
    const client = api.client();
    await client.register("dates@example.com");
    expect(
      (await client.post("/api/onboarding/sat-date", { satDate: "2026-11-20" })).statusCode,
    ).toBe(400);
    await client.post("/api/onboarding/demographics", {
      ...demographics,
      timeZone: "America/Los_Angeles",
    });
    const saved = await client.post("/api/onboarding/sat-date", { satDate: "2026-11-20" });
    expect(saved.statusCode, saved.body).toBe(200);
    await client.post("/api/onboarding/school", {
      school: "Albertville High School",
      schoolId: "010000500870",
    });
    const profile = (await client.get("/api/user/profile")).json();
    expect(profile).toMatchObject({
      gradeLevel: "11",
      school: "Albertville High School",
      satDate: "2026-11-20",
      username: null,
    });
  });

  it("given the form's three saves sent at once, when they race on the student's stream, then all three land and each answers a user", async () => {
    const client = api.client();
    const { id } = await client.register("parallel@example.com");
    const responses = await Promise.all([
      client.post("/api/onboarding/demographics", {
        ...demographics,
        timeZone: "America/Chicago",
      }),
      client.post("/api/onboarding/school", {
        school: "Albertville High School",
        schoolId: "010000500870",
      }),
      client.post("/api/onboarding/sat-date", { satDate: "2027-03-13" }),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect((await eventTypes(id)).toSorted()).toEqual(
      [
        "DemographicsRecorded",
        "SatDateChosen",
        "SchoolChosen",
        "TimeZoneSet",
        "UserRegistered",
      ].toSorted(),
    );
    expect((await client.get("/api/auth/user")).json()).toMatchObject({
      gradeLevel: "11",
      school: "Albertville High School",
      satDate: "2027-03-13",
    });
  });
});
