// The three directory layouts, from small synthetic files with the official column names (no
// download): which rows are kept, how they are mapped, why the others are skipped, and which
// headers are refused before anything is read.
import { describe, expect, it } from "vitest";
import { DirectoryFileError, openDirectoryFile, type FileRow } from "./directory-file.ts";

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

async function read(file: string | Uint8Array) {
  const bytes = typeof file === "string" ? Buffer.from(file, "utf8") : file;
  const directory = await openDirectoryFile(once(bytes));
  const rows: FileRow[] = [];
  for await (const row of directory.rows) rows.push(row);
  return { directory, rows };
}

const kept = (rows: FileRow[]) => rows.flatMap((r) => ("school" in r ? [r.school] : []));
const skipped = (rows: FileRow[]) =>
  rows.flatMap((r) => ("skipped" in r ? [[r.line, r.skipped] as const] : []));

describe("the sample list (nces_id,name,city,state,zip)", () => {
  it("maps every row, pads ids and ZIP codes that lost their zeros, proper-cases", async () => {
    const { directory, rows } = await read(
      "nces_id,name,city,state,zip\n" +
        "010000500871,ALBERTVILLE HIGH SCH,ALBERTVILLE,AL,35950\n" +
        '10000201402,"EUFAULA SCH - EUFAULA CAMPUS, WEST",CLAYTON,AL,36016\n' +
        "250327000436,BOSTON LATIN,BOSTON,MA,2116\n",
    );
    expect(directory.kind).toBe("sample");
    expect(kept(rows)).toEqual([
      {
        id: "010000500871",
        source: "ccd",
        name: "Albertville High School",
        city: "Albertville",
        state: "AL",
        zip: "35950",
      },
      {
        id: "010000201402",
        source: "ccd",
        name: "Eufaula School - Eufaula Campus, West",
        city: "Clayton",
        state: "AL",
        zip: "36016",
      },
      {
        id: "250327000436",
        source: "ccd",
        name: "Boston Latin",
        city: "Boston",
        state: "MA",
        zip: "02116",
      },
    ]);
  });

  it("skips bad rows with a reason and goes on", async () => {
    const { rows } = await read(
      "nces_id,name,city,state,zip\n" +
        "0100005008X1,BAD ID,CITY,AL,35950\n" +
        "010000500872,,ALBERTVILLE,AL,35950\n" +
        "010000500873,NO CITY,,AL,35950\n" +
        "010000500874,BAD STATE,ALBERTVILLE,ALA,35950\n" +
        "010000500875,BAD ZIP,ALBERTVILLE,AL,3595O\n" +
        "010000500876,TOO,MANY,FIELDS,AL,35950\n" +
        "010000500877,GOOD HIGH SCH,ALBERTVILLE,AL,35950-1234\n" +
        "10000500877,SAME ID AGAIN,ALBERTVILLE,AL,35950\n",
    );
    expect(skipped(rows)).toEqual([
      [2, "bad id"],
      [3, "missing name"],
      [4, "missing city"],
      [5, "bad state"],
      [6, "bad zip"],
      [7, "wrong number of fields"],
      [9, "duplicate id"],
    ]);
    expect(kept(rows).map((s) => [s.id, s.zip])).toEqual([["010000500877", "35950"]]);
  });
});

// The CCD directory file's 65 columns (ccd_sch_029), in order.
const CCD_COLUMNS = (
  "SCHOOL_YEAR,FIPST,STATENAME,ST,SCH_NAME,LEA_NAME,STATE_AGENCY_NO,UNION,ST_LEAID,LEAID," +
  "ST_SCHID,NCESSCH,SCHID,MSTREET1,MSTREET2,MSTREET3,MCITY,MSTATE,MZIP,MZIP4,LSTREET1,LSTREET2," +
  "LSTREET3,LCITY,LSTATE,LZIP,LZIP4,PHONE,WEBSITE,SY_STATUS,SY_STATUS_TEXT,UPDATED_STATUS," +
  "UPDATED_STATUS_TEXT,EFFECTIVE_DATE,SCH_TYPE_TEXT,SCH_TYPE,RECON_STATUS,OUT_OF_STATE_FLAG," +
  "CHARTER_TEXT,CHARTAUTH1,CHARTAUTHN1,CHARTAUTH2,CHARTAUTHN2,NOGRADES,G_PK_OFFERED," +
  "G_KG_OFFERED,G_1_OFFERED,G_2_OFFERED,G_3_OFFERED,G_4_OFFERED,G_5_OFFERED,G_6_OFFERED," +
  "G_7_OFFERED,G_8_OFFERED,G_9_OFFERED,G_10_OFFERED,G_11_OFFERED,G_12_OFFERED,G_13_OFFERED," +
  "G_UG_OFFERED,G_AE_OFFERED,GSLO,GSHI,LEVEL,IGOFFERED"
).split(",");

/** One CCD row: every column "" unless given; fields with commas or quotes are quoted. */
function ccdRow(values: Record<string, string>): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return CCD_COLUMNS.map((c) => quote(values[c] ?? "")).join(",");
}
const highSchool = (overrides: Record<string, string>) =>
  ccdRow({
    SCHOOL_YEAR: "2023-2024",
    SY_STATUS_TEXT: "Open",
    G_9_OFFERED: "Yes",
    G_10_OFFERED: "Yes",
    G_11_OFFERED: "Yes",
    G_12_OFFERED: "Yes",
    LEVEL: "High",
    ...overrides,
  });

describe("the NCES CCD school directory", () => {
  it("keeps open schools offering a grade from 9 to 12, from the location columns", async () => {
    const lines = [
      CCD_COLUMNS.join(","),
      highSchool({
        NCESSCH: "010000500871",
        SCH_NAME: "Albertville High School",
        MCITY: "PO BOX CITY",
        LCITY: "Albertville",
        LSTATE: "AL",
        LZIP: "35950",
      }),
      // Mailing and location differ; capitals are cased; a quoted comma in the name.
      highSchool({
        NCESSCH: "62805010729",
        SCH_NAME: "OAKLAND MILITARY INSTITUTE, COLLEGE PREP ACAD",
        LCITY: "OAKLAND",
        LSTATE: "CA",
        LZIP: "94608",
        SY_STATUS_TEXT: "New",
      }),
      highSchool({ NCESSCH: "010000500872", SCH_NAME: "CLOSED HS", SY_STATUS_TEXT: "Closed" }),
      highSchool({ NCESSCH: "010000500873", SCH_NAME: "FUTURE HS", SY_STATUS_TEXT: "Future" }),
      highSchool({
        NCESSCH: "010000500874",
        SCH_NAME: "ELEMENTARY",
        G_9_OFFERED: "No",
        G_10_OFFERED: "No",
        G_11_OFFERED: "No",
        G_12_OFFERED: "No",
        LEVEL: "Elementary",
      }),
      // Offers only grade 9 (a middle-and-9th school): a student may well attend it.
      highSchool({
        NCESSCH: "010000500875",
        SCH_NAME: "NINTH GRADE CTR",
        LCITY: "ALBERTVILLE",
        LSTATE: "AL",
        LZIP: "35950",
        G_10_OFFERED: "No",
        G_11_OFFERED: "No",
        G_12_OFFERED: "No",
        LEVEL: "Middle",
      }),
    ];
    const { directory, rows } = await read(lines.join("\r\n") + "\r\n");
    expect(directory.kind).toBe("ccd");
    expect(kept(rows)).toEqual([
      {
        id: "010000500871",
        source: "ccd",
        name: "Albertville High School",
        city: "Albertville",
        state: "AL",
        zip: "35950",
      },
      {
        id: "062805010729",
        source: "ccd",
        name: "Oakland Military Institute, College Preparatory Academy",
        city: "Oakland",
        state: "CA",
        zip: "94608",
      },
      {
        id: "010000500875",
        source: "ccd",
        name: "Ninth Grade Center",
        city: "Albertville",
        state: "AL",
        zip: "35950",
      },
    ]);
    expect(skipped(rows)).toEqual([
      [4, "not open"],
      [5, "not open"],
      [6, "not a high school"],
    ]);
  });

  it("reads a Latin-1 (Windows-1252) file and counts the values it decoded that way", async () => {
    const header = Buffer.from(`${CCD_COLUMNS.join(",")}\n`);
    const row = Buffer.from(
      `${highSchool({ NCESSCH: "350189000473", SCH_NAME: "PE\u00d1ASCO HIGH", LCITY: "PE\u00d1ASCO", LSTATE: "NM", LZIP: "87553" })}\n`,
      "latin1",
    );
    const { directory, rows } = await read(Buffer.concat([header, row]));
    expect(kept(rows)).toEqual([
      {
        id: "350189000473",
        source: "ccd",
        name: "Peñasco High",
        city: "Peñasco",
        state: "NM",
        zip: "87553",
      },
    ]);
    expect(directory.legacyValues()).toBe(2);
  });
});

const PSS_COLUMNS = "PPIN,PINST,PADDRS,PCITY,PSTABB,PZIP,PZIP4,P265,P275,P285,P295,NUMSTUDS";

describe("the NCES Private School Universe Survey", () => {
  it("keeps schools with a grade from 9 to 12 (flag 1), keeps 8-character PPINs", async () => {
    const { directory, rows } = await read(
      `${PSS_COLUMNS}\n` +
        "A9100001,ST. MARY'S ACADEMY,100 MAIN ST,ST LOUIS,MO,63101,1234,1,1,1,1,412\n" +
        "K9305123,LITTLE LAMBS PRESCHOOL,2 OAK AVE,AUSTIN,TX,78701,,2,2,2,2,40\n" +
        "1234567,LOST ZERO ACADEMY,3 ELM ST,DAYTON,OH,45402,,2,2,2,1,88\n" +
        "A91-0001,BAD PPIN,4 ELM ST,DAYTON,OH,45402,,1,1,1,1,10\n",
    );
    expect(directory.kind).toBe("pss");
    expect(kept(rows)).toEqual([
      {
        id: "A9100001",
        source: "pss",
        name: "St. Mary's Academy",
        city: "St. Louis",
        state: "MO",
        zip: "63101",
      },
      {
        id: "01234567",
        source: "pss",
        name: "Lost Zero Academy",
        city: "Dayton",
        state: "OH",
        zip: "45402",
      },
    ]);
    expect(skipped(rows)).toEqual([
      [3, "not a high school"],
      [5, "bad id"],
    ]);
  });
});

describe("files that cannot be imported", () => {
  it("an unknown header names what it found and what it expected", async () => {
    const error = await read("school,town\nA,B\n").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryFileError);
    expect(String(error)).toMatch(/found "school,town"/);
    expect(String(error)).toMatch(/NCESSCH/);
    expect(String(error)).toMatch(/PPIN/);
  });

  it("a known layout missing a column names the column", async () => {
    const header = CCD_COLUMNS.filter((c) => c !== "SY_STATUS_TEXT" && c !== "LZIP").join(",");
    await expect(read(`${header}\n`)).rejects.toThrow(/lacks LZIP, SY_STATUS_TEXT/);
    await expect(read("PPIN,PINST,PCITY,PSTABB,PZIP,P265\n")).rejects.toThrow(
      /lacks P275, P285, P295/,
    );
  });

  it("an empty file", async () => {
    await expect(read("")).rejects.toThrow("the file is empty");
  });
});
