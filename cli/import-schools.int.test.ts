// `levelfield import-schools` as an operator runs it: against a database (DATABASE_URL), with
// files that are fine, missing, of an unknown layout, or broken half-way (nothing is written).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { countSchools, findSchool } from "../database/schools/directory.ts";
import { createTestDatabase, type TestDatabase } from "../testing/database.ts";
import { loadConfig, type Config } from "./config.ts";
import { importSchools, progressLine } from "./import-schools.ts";

let db: TestDatabase;
let dir: string;
let config: Config;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "levelfield-import-schools-"));
  config = loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: "silent" });
});
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Buffer): Promise<string> {
  const full = path.join(dir, name);
  await writeFile(full, content);
  return full;
}

/** Runs the command, capturing what it prints. */
async function run(args: string[]) {
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((line: string) => void out.push(line));
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    return { code: await importSchools(config, args), out: out.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
    stderr.mockRestore();
  }
}

const HEADER = "nces_id,name,city,state,zip\n";
const row = (i: number) =>
  `${String(10_000_000 + i).padStart(12, "0")},SCHOOL ${i} HIGH SCH,HOOVER,AL,35244\n`;

describe("levelfield import-schools", () => {
  it("imports a file and prints a summary with skipped rows by reason", async () => {
    const csv = await file(
      "small.csv",
      `${HEADER}010000500871,ALBERTVILLE HIGH SCH,ALBERTVILLE,AL,35950\n` +
        "010000500872,NO ZIP HIGH,ALBERTVILLE,AL,\n",
    );
    const { code, out } = await run([csv]);
    expect(code).toBe(0);
    expect(out).toMatch(/rows read\s+2/);
    expect(out).toMatch(/new schools\s+1/);
    expect(out).toMatch(/bad zip\s+1 {2}\(line 3: \(empty\)\)/);
    expect(await findSchool(db.pool, "010000500871")).toMatchObject({
      name: "Albertville High School",
    });
    expect((await run([csv])).out).toMatch(/unchanged\s+1/);
  });

  it("reads a gzip-compressed file, like the directory Levelfield ships", async () => {
    const gz = await file(
      "small.csv.gz",
      gzipSync(`${HEADER}010000500873,GZIP VALLEY HIGH SCH,ALBERTVILLE,AL,35950\n`),
    );
    const { code, out } = await run([gz]);
    expect(code, out).toBe(0);
    expect(await findSchool(db.pool, "010000500873")).toMatchObject({
      name: "Gzip Valley High School",
    });
  });

  it("refuses a missing file, an unknown layout, or a file broken half-way, writing nothing", async () => {
    const before = await countSchools(db.pool);
    await expect(run([path.join(dir, "nope.csv")])).rejects.toThrow(/nope\.csv: no such file/);
    const unknown = await file("unknown.csv", "school,town\nA,B\n");
    await expect(run([unknown])).rejects.toThrow(/unknown\.csv: the header is not one of/);
    // 2,500 good rows (two batches written inside the transaction), then an unclosed quote.
    const good = Array.from({ length: 2500 }, (_, i) => row(i)).join("");
    const broken = await file("broken.csv", `${HEADER}${good}000010009999,"NEVER CLOSED,X,AL,1\n`);
    await expect(run([broken])).rejects.toThrow(/line 2502: a quoted field is never closed/);
    expect(await countSchools(db.pool)).toBe(before);
  });

  it("says how to call it", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(["a.csv", "b.csv"])).code).toBe(2);
  });

  it("fails when no row of the file is a school to import", async () => {
    const csv = await file("none.csv", `${HEADER}X,BAD ID,HOOVER,AL,35244\n`);
    expect((await run([csv])).code).toBe(1);
  });

  it("draws a progress bar", () => {
    expect(progressLine(0.5, 13_000, 6_500.4, 10)).toBe(
      "schools [#####.....]  50%  13,000 rows  6,500 rows/s",
    );
  });
});
