// The school directory files `levelfield import-schools` reads, told apart by their header:
// - the sample in ../shared/data (`nces_id,name,city,state,zip`, high schools only);
// - the NCES Common Core of Data school directory (`ccd_sch_029_*.csv`): NCESSCH, SCH_NAME,
//   LCITY, LSTATE, LZIP; open schools offering a grade from 9 to 12;
// - the NCES Private School Universe Survey (`pss*_pu.csv`): PPIN, PINST, PCITY, PSTABB, PZIP;
//   schools offering a grade from 9 to 12 (P265, P275, P285, P295 = 1).
// No database here: rows come out mapped (proper-cased, ids and ZIP codes padded) or with the
// reason they were skipped, so the importer and its tests share one definition.
import { parseCsv, decodeField, type CsvRecord } from "./csv.ts";
import { properCaseCity, properCaseSchoolName } from "./names.ts";

export type SchoolSource = "ccd" | "pss";

export type SchoolRecord = {
  id: string;
  source: SchoolSource;
  name: string;
  city: string;
  state: string;
  zip: string;
};

export type SkipReason =
  | "not a high school"
  | "not open"
  | "malformed row"
  | "wrong number of fields"
  | "bad id"
  | "missing name"
  | "missing city"
  | "bad state"
  | "bad zip"
  | "duplicate id";

export type FileRow = { line: number } & (
  { school: SchoolRecord } | { skipped: SkipReason; detail: string }
);

/** The file cannot be imported at all (empty, or a header of no known layout). */
export class DirectoryFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DirectoryFileError";
  }
}

type Value = (column: string) => string;
type Format = {
  kind: "sample" | "ccd" | "pss";
  label: string;
  source: SchoolSource;
  /** id, name, city, state, zip, in that order. */
  fields: readonly [string, string, string, string, string];
  /** Columns the filter reads, beyond `fields`; each inner list needs one of its columns. */
  filterColumns: readonly (readonly string[])[];
  /** Why a row is not one of ours, or null to keep it. */
  filter: (
    value: Value,
    has: (column: string) => boolean,
  ) => { reason: SkipReason; detail: string } | null;
};

const GRADES_9_TO_12 = ["G_9_OFFERED", "G_10_OFFERED", "G_11_OFFERED", "G_12_OFFERED"];
const PSS_GRADES_9_TO_12 = ["P265", "P275", "P285", "P295"];
/** CCD SY_STATUS_TEXT values of a school that operates this year. */
const CCD_OPEN = new Set(["open", "new", "added", "changed boundary/agency", "reopened"]);

const FORMATS: readonly Format[] = [
  {
    kind: "sample",
    label: "NCES high school list (nces_id,name,city,state,zip)",
    source: "ccd",
    fields: ["NCES_ID", "NAME", "CITY", "STATE", "ZIP"],
    filterColumns: [],
    filter: () => null,
  },
  {
    kind: "ccd",
    label: "NCES CCD public school directory",
    source: "ccd",
    fields: ["NCESSCH", "SCH_NAME", "LCITY", "LSTATE", "LZIP"],
    filterColumns: [["SY_STATUS_TEXT"], ["LEVEL", ...GRADES_9_TO_12]],
    filter: (value, has) => {
      const status = value("SY_STATUS_TEXT").trim();
      if (!CCD_OPEN.has(status.toLowerCase())) return { reason: "not open", detail: status };
      const offers = GRADES_9_TO_12.some((g) => has(g) && value(g).trim().toLowerCase() === "yes");
      const level = has("LEVEL") ? value("LEVEL").trim().toLowerCase() : "";
      if (offers || level === "high" || level === "secondary") return null;
      return { reason: "not a high school", detail: level || "no grade 9-12" };
    },
  },
  {
    kind: "pss",
    label: "NCES Private School Universe Survey",
    source: "pss",
    fields: ["PPIN", "PINST", "PCITY", "PSTABB", "PZIP"],
    filterColumns: PSS_GRADES_9_TO_12.map((c) => [c]),
    filter: (value) =>
      PSS_GRADES_9_TO_12.some((c) => Number(value(c).trim()) === 1)
        ? null
        : { reason: "not a high school", detail: "no grade 9-12" },
  },
];

function detectFormat(header: readonly string[]): { format: Format; index: Map<string, number> } {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toUpperCase();
    if (!index.has(key)) index.set(key, i);
  });
  const format = FORMATS.find((f) => index.has(f.fields[0]));
  if (!format) {
    const seen = header.slice(0, 8).join(",") + (header.length > 8 ? ",…" : "");
    throw new DirectoryFileError(
      `the header is not one of a school directory file (found "${seen}"): expected ` +
        FORMATS.map((f) => `the ${f.label} (${f.fields.join(", ")})`).join(", or "),
    );
  }
  const missing = [
    ...format.fields.filter((c) => !index.has(c)),
    ...format.filterColumns
      .filter((any) => !any.some((c) => index.has(c)))
      .map((any) => any.join(" or ")),
  ];
  if (missing.length > 0) {
    throw new DirectoryFileError(
      `this looks like the ${format.label}, but the header lacks ${missing.join(", ")}`,
    );
  }
  return { format, index };
}

const clean = (s: string) => s.trim().replace(/\s+/g, " ");

/** Maps one row's values to a school, or says why it is skipped. */
function mapRow(
  format: Format,
  value: Value,
): SchoolRecord | { reason: SkipReason; detail: string } {
  const [idColumn, nameColumn, cityColumn, stateColumn, zipColumn] = format.fields;
  const rawId = value(idColumn).trim().toUpperCase();
  const id =
    format.source === "ccd"
      ? /^\d{1,12}$/.test(rawId)
        ? rawId.padStart(12, "0") // spreadsheets drop the leading zeros
        : null
      : /^\d{1,8}$/.test(rawId)
        ? rawId.padStart(8, "0")
        : /^[A-Z0-9]{8}$/.test(rawId)
          ? rawId
          : null;
  if (!id) return { reason: "bad id", detail: rawId || "(empty)" };
  const name = clean(value(nameColumn));
  if (!name) return { reason: "missing name", detail: id };
  const city = clean(value(cityColumn));
  if (!city) return { reason: "missing city", detail: id };
  const state = value(stateColumn).trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return { reason: "bad state", detail: state || "(empty)" };
  const rawZip = value(zipColumn).trim();
  // 5 digits, ZIP+4 (35950-1234 or 359501234), or fewer digits that lost their leading zeros.
  const digits = /^(\d{1,5})(?:-\d{4})?$/.exec(rawZip)?.[1] ?? /^(\d{5})\d{4}$/.exec(rawZip)?.[1];
  const zip = digits?.padStart(5, "0");
  if (!zip || zip === "00000") return { reason: "bad zip", detail: rawZip || "(empty)" };
  return {
    id,
    source: format.source,
    name: properCaseSchoolName(name),
    city: properCaseCity(city),
    state,
    zip,
  };
}

export type DirectoryFile = {
  kind: Format["kind"];
  label: string;
  /** The data rows, mapped or skipped, in file order. */
  rows: AsyncGenerator<FileRow>;
  /** Values decoded as Windows-1252 so far (their bytes were not UTF-8). */
  legacyValues(): number;
};

/**
 * Reads the header and decides the layout before anything is imported: an empty file or an
 * unknown header throws DirectoryFileError here, so the caller writes nothing.
 */
export async function openDirectoryFile(input: AsyncIterable<Uint8Array>): Promise<DirectoryFile> {
  const records = parseCsv(input);
  const first = await records.next();
  if (first.done) throw new DirectoryFileError("the file is empty");
  let legacy = 0;
  const decode = (field: string | undefined) => {
    const decoded = decodeField(field ?? "");
    if (decoded.legacy) legacy++;
    return decoded.text;
  };
  const header = first.value.fields.map(decode);
  const { format, index } = detectFormat(header);

  async function* rows(): AsyncGenerator<FileRow> {
    const seen = new Map<string, number>();
    for await (const record of records as AsyncIterable<CsvRecord>) {
      const { line } = record;
      if (record.problem) {
        yield { line, skipped: "malformed row", detail: record.problem };
        continue;
      }
      if (record.fields.length !== header.length) {
        const detail = `${record.fields.length} fields, the header has ${header.length}`;
        yield { line, skipped: "wrong number of fields", detail };
        continue;
      }
      const value: Value = (column) => decode(record.fields[index.get(column)!]);
      const has = (column: string) => index.has(column);
      const excluded = format.filter(value, has);
      if (excluded) {
        yield { line, skipped: excluded.reason, detail: excluded.detail };
        continue;
      }
      const mapped = mapRow(format, value);
      if ("reason" in mapped) {
        yield { line, skipped: mapped.reason, detail: mapped.detail };
        continue;
      }
      const earlier = seen.get(mapped.id);
      if (earlier !== undefined) {
        yield { line, skipped: "duplicate id", detail: `${mapped.id} (first on line ${earlier})` };
        continue;
      }
      seen.set(mapped.id, line);
      yield { line, school: mapped };
    }
  }

  return { kind: format.kind, label: format.label, rows: rows(), legacyValues: () => legacy };
}
