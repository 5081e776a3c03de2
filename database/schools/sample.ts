// The school directory Levelfield ships (data/nces-high-schools-2009-10.csv.gz: the NCES 2009-10
// list of public high schools, public domain, gzip-compressed). `levelfield serve` imports it on
// the first start, when `schools` is empty, so school search works on a fresh installation; the
// current official files stay importable with `levelfield import-schools`.
import { createReadStream } from "node:fs";
import { fileURLToPath } from "node:url";
import { createGunzip } from "node:zlib";
import type { DatabasePool } from "../pool.ts";
import { openDirectoryFile } from "./directory-file.ts";
import { importDirectoryFile, type ImportSummary } from "./import.ts";
import { countSchools } from "./directory.ts";

export const SCHOOL_SAMPLE_FILE = fileURLToPath(
  new URL("../../data/nces-high-schools-2009-10.csv.gz", import.meta.url),
);
export const SCHOOL_SAMPLE_ROWS = 26_765;

/** A directory file's bytes: gunzipped when its name ends in .gz. */
export function directoryBytes(file: string): AsyncIterable<Uint8Array> {
  const stream = createReadStream(file);
  return file.endsWith(".gz") ? stream.pipe(createGunzip()) : stream;
}

/** Imports the shipped directory when no school is in the database yet; null when some are. */
export async function importSampleIfEmpty(pool: DatabasePool): Promise<ImportSummary | null> {
  if ((await countSchools(pool)) > 0) return null;
  return importDirectoryFile(pool, await openDirectoryFile(directoryBytes(SCHOOL_SAMPLE_FILE)));
}
