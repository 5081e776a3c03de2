// Imports an opened school directory file (directory-file.ts) into `schools`: batched upserts in
// one transaction, so a file that breaks half-way (an unclosed quote) leaves the directory as
// it was, and two imports at once run one after the other. When anything changed, the word list
// typo correction uses (school_words) is rebuilt in the same transaction. Nothing is deleted: a
// school missing from a newer file (closed) stays searchable. Used by `levelfield
// import-schools`, the tests and the benchmark.
import { performance } from "node:perf_hooks";
import type { DatabasePool } from "../pool.ts";
import type { DirectoryFile, SchoolRecord, SkipReason } from "./directory-file.ts";
import {
  lockSchoolImports,
  refreshSchoolWords,
  tidySchoolIndexes,
  upsertSchools,
} from "./directory.ts";

const BATCH_SIZE = 1000;
const EXAMPLES_PER_REASON = 3;

export type ImportProgress = {
  rowsRead: number;
  rowsPerSecond: number;
  done: boolean;
};

export type ImportSummary = {
  label: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Per reason: how many, and the first few rows as "line N: detail". */
  skippedBy: Partial<Record<SkipReason, { count: number; examples: string[] }>>;
  /** Values decoded as Windows-1252 because their bytes were not UTF-8. */
  legacyValues: number;
  seconds: number;
};

export async function importDirectoryFile(
  pool: DatabasePool,
  file: DirectoryFile,
  options: { batchSize?: number; onProgress?: (p: ImportProgress) => void } = {},
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const started = performance.now();
  const summary: ImportSummary = {
    label: file.label,
    rowsRead: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedBy: {},
    legacyValues: 0,
    seconds: 0,
  };
  const progress = (done: boolean) =>
    options.onProgress?.({
      rowsRead: summary.rowsRead,
      rowsPerSecond: summary.rowsRead / Math.max((performance.now() - started) / 1000, 1e-3),
      done,
    });

  await pool.transaction(async (tx) => {
    await lockSchoolImports(tx);
    let batch: SchoolRecord[] = [];
    const flush = async () => {
      const { inserted, updated } = await upsertSchools(tx, batch);
      summary.inserted += inserted;
      summary.updated += updated;
      summary.unchanged += batch.length - inserted - updated;
      batch = [];
      progress(false);
    };
    for await (const row of file.rows) {
      summary.rowsRead++;
      if ("school" in row) {
        batch.push(row.school);
        if (batch.length >= batchSize) await flush();
        continue;
      }
      summary.skipped++;
      const entry = (summary.skippedBy[row.skipped] ??= { count: 0, examples: [] });
      entry.count++;
      if (entry.examples.length < EXAMPLES_PER_REASON) {
        entry.examples.push(`line ${row.line}: ${row.detail}`);
      }
    }
    await flush();
    if (summary.inserted + summary.updated > 0) await refreshSchoolWords(tx);
  });
  await tidySchoolIndexes(pool);
  summary.legacyValues = file.legacyValues();
  summary.seconds = (performance.now() - started) / 1000;
  progress(true);
  return summary;
}
