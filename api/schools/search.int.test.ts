// School search against the real 2009-10 list (26,765 schools) imported once into this file's
// database, through the route as the SPA calls it; then re-imports: the same file changes
// nothing, a newer one updates what changed.
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";
import {
  directoryBytes,
  SCHOOL_SAMPLE_FILE,
  SCHOOL_SAMPLE_ROWS,
} from "../../database/schools/sample.ts";
import type { SchoolSearchResult } from "../schemas/schools.ts";
import { openDirectoryFile } from "../../database/schools/directory-file.ts";
import { importDirectoryFile, type ImportSummary } from "../../database/schools/import.ts";
import { countSchools, findSchool } from "../../database/schools/directory.ts";

async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text, "utf8");
}

let api: TestApi;
let firstImport: ImportSummary;
let importSeconds = 0;

const importFile = async (input: AsyncIterable<Uint8Array>) =>
  importDirectoryFile(api.db.pool, await openDirectoryFile(input));

beforeAll(async () => {
  api = await startTestApi({ projector: false });
  const started = performance.now();
  firstImport = await importFile(directoryBytes(SCHOOL_SAMPLE_FILE));
  importSeconds = (performance.now() - started) / 1000;
  console.log(`imported ${SCHOOL_SAMPLE_ROWS} schools in ${importSeconds.toFixed(2)} s`);
});
afterAll(() => api?.close());

async function search(q: string): Promise<SchoolSearchResult[]> {
  const response = await api.app.inject({
    method: "GET",
    url: `/api/schools/search?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SchoolSearchResult[];
}

describe("importing the 2009-10 list", () => {
  it("imports every row", async () => {
    expect(firstImport).toMatchObject({
      rowsRead: SCHOOL_SAMPLE_ROWS,
      inserted: SCHOOL_SAMPLE_ROWS,
      updated: 0,
      skipped: 0,
    });
    expect(await countSchools(api.db.pool)).toBe(SCHOOL_SAMPLE_ROWS);
    expect(importSeconds).toBeLessThan(30);
  });

  it("stores display names and a school is found by id", async () => {
    expect(await findSchool(api.db.pool, "010000500871")).toEqual({
      id: "010000500871",
      name: "Albertville High School",
      city: "Albertville",
      state: "AL",
      zip: "35950",
    });
    expect(await findSchool(api.db.pool, "999999999999")).toBeNull();
  });
});

describe("GET /api/schools/search", () => {
  it("finds a school by its exact name, first, as {id, name, location}", async () => {
    const results = await search("Albertville High School");
    expect(results[0]).toEqual({
      id: "010000500871",
      name: "Albertville High School",
      location: "Albertville, AL",
    });
  });

  it("finds schools while the name is being typed (prefixes, any case)", async () => {
    for (const q of ["albe", "ALBERTVILLE", "albertville hi"]) {
      expect(
        (await search(q)).map((s) => s.name),
        q,
      ).toContain("Albertville High School");
    }
  });

  it("tolerates typos: a letter missing, swapped, wrong or extra", async () => {
    expect((await search("albertvile"))[0]?.name).toBe("Albertville High School");
    expect((await search("hoover hihg")).map((s) => s.name)).toContain("Hoover High School");
    expect((await search("hoovr high school")).map((s) => s.name)).toContain("Hoover High School");
    expect((await search("westrn"))[0]?.name).toMatch(/^Western /);
    expect((await search("albertvillle high"))[0]?.name).toBe("Albertville High School");
  });

  it("finds schools by city, and by name and city together", async () => {
    const inCity = await search("birmingham");
    expect(inCity.length).toBe(10);
    for (const s of inCity) expect(`${s.name} ${s.location}`).toMatch(/Birmingham/);
    const both = await search("hoover des moines");
    expect(both[0]).toMatchObject({ name: "Hoover High School", location: "Des Moines, IA" });
  });

  it("ranks names that start with the query first, then the shorter names", async () => {
    const results = await search("hoover");
    const startsWith = results.map((s) => s.name.toLowerCase().startsWith("hoover"));
    // Every name starting with "Hoover" comes before every other match (e.g. schools in Hoover).
    const firstOther = startsWith.indexOf(false);
    if (firstOther >= 0) expect(startsWith.slice(firstOther)).not.toContain(true);
    expect(results[0]?.name).toBe("Hoover High");
  });

  it("reads Saint and St. as one word", async () => {
    for (const q of ["east st louis senior", "east saint louis senior"]) {
      expect((await search(q))[0]?.name, q).toBe("East St. Louis Senior High School");
    }
  });

  it("answers at most 10 results, each located as City, ST", async () => {
    for (const q of ["high school", "lincoln", "academy", "san"]) {
      const results = await search(q);
      expect(results.length, q).toBe(10);
      for (const s of results) expect(s.location).toMatch(/^[^,]+, [A-Z]{2}$/);
    }
  });

  it("answers [] for text with nothing to search, and never fails on odd characters", async () => {
    expect(await search("%%%")).toEqual([]);
    expect(await search("a.b")).toEqual([]);
    expect(await search("zzzzqqqq")).toEqual([]);
    for (const q of ["100%", "a_b_c", "\\\\\\", "'; drop table schools; --", "😀😀😀"]) {
      await search(q);
    }
    // A NUL is refused for every route by the shared input checks (api/plugins/input.ts).
    const nul = await api.app.inject({ method: "GET", url: "/api/schools/search?q=%00abc" });
    expect(nul.statusCode).toBe(400);
    expect(await countSchools(api.db.pool)).toBe(SCHOOL_SAMPLE_ROWS);
  });

  it("needs more than 2 characters after trimming, and at most 100", async () => {
    const cases: [string, string][] = [
      ["/api/schools/search?q=ab", "q: must be at least 3 characters"],
      ["/api/schools/search?q=%20%20ab%20%20", "q: must be at least 3 characters"],
      ["/api/schools/search", "q: is required"],
      [`/api/schools/search?q=${"a".repeat(101)}`, "q: must be at most 100 characters"],
    ];
    for (const [url, message] of cases) {
      const response = await api.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: "Bad Request", message });
    }
  });

  it("is open to visitors and makes no session", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/schools/search?q=hoover" });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });
});

describe("re-importing", () => {
  const lastChange = () =>
    api.db.pool.oneFirst(sql.type(z.object({ at: z.date() }))`
      select max(updated_at) as at from schools`);

  it("the same file changes nothing", async () => {
    const before = await lastChange();
    const again = await importFile(directoryBytes(SCHOOL_SAMPLE_FILE));
    expect(again).toMatchObject({
      rowsRead: SCHOOL_SAMPLE_ROWS,
      inserted: 0,
      updated: 0,
      unchanged: SCHOOL_SAMPLE_ROWS,
    });
    expect(await countSchools(api.db.pool)).toBe(SCHOOL_SAMPLE_ROWS);
    expect(await lastChange()).toEqual(before);
  });

  it("a newer file updates names and addresses, and adds new schools", async () => {
    const newer = await importFile(
      bytesOf(
        "nces_id,name,city,state,zip\n" +
          "010000500871,ALBERTVILLE SENIOR HIGH SCH,BOAZ,AL,35957\n" +
          "010000599999,ALBERTVILLE NEW TECH ACAD,ALBERTVILLE,AL,35950\n",
      ),
    );
    expect(newer).toMatchObject({ inserted: 1, updated: 1, unchanged: 0 });
    expect(await findSchool(api.db.pool, "010000500871")).toMatchObject({
      name: "Albertville Senior High School",
      city: "Boaz",
      zip: "35957",
    });
    const names = (await search("albertville")).map((s) => s.name);
    expect(names).toContain("Albertville Senior High School");
    expect(names).toContain("Albertville New Tech Academy");
    expect(names).not.toContain("Albertville High School");
  });
});
