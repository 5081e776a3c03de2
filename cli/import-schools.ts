// `levelfield import-schools <file>`: loads a school directory file (the NCES CCD directory, the
// Private School Universe Survey, or the sample list in data/, gzip-compressed files too) into `schools`, with a
// progress bar and a summary. The header is checked before the database is even opened, so a
// wrong file writes nothing; re-importing a file changes nothing.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { performance } from "node:perf_hooks";
import {
  DirectoryFileError,
  openDirectoryFile,
  type DirectoryFile,
} from "../database/schools/directory-file.ts";
import { importDirectoryFile, type ImportSummary } from "../database/schools/import.ts";
import { countSchools } from "../database/schools/directory.ts";
import type { Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime } from "./runtime.ts";

const USAGE = "usage: levelfield import-schools <file.csv>";

export async function importSchools(config: Config, args: readonly string[]): Promise<number> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const size = await fileSize(file);
  const counter = { bytes: 0 };
  const stream = createReadStream(file);
  // A .gz file (like the directory Levelfield ships) is read through gunzip; progress counts
  // the file's own bytes.
  const bytes = counted(stream, counter);
  let directory: DirectoryFile;
  try {
    directory = await openDirectoryFile(
      file.endsWith(".gz") ? Readable.from(bytes).pipe(createGunzip()) : bytes,
    );
  } catch (error) {
    stream.destroy();
    if (error instanceof DirectoryFileError)
      throw new Error(`${file}: ${error.message}`, { cause: error });
    throw error;
  }
  console.error(`${file}: ${directory.label}`);

  const log = createLogger(config, "levelfield-import-schools");
  const runtime = await openRuntime(config, log, {
    applicationName: "levelfield-import-schools",
  }).catch((error: unknown) => {
    stream.destroy();
    throw error;
  });
  try {
    const started = performance.now();
    const bar = progressReporter(() => (size === 0 ? 1 : counter.bytes / size));
    const summary = await importDirectoryFile(runtime.pool, directory, { onProgress: bar });
    const total = await countSchools(runtime.pool);
    printSummary(file, summary, total, (performance.now() - started) / 1000);
    if (summary.rowsRead > 0 && summary.inserted + summary.updated + summary.unchanged === 0) {
      console.error(
        "levelfield: no row of this file was a school to import; check the reasons above",
      );
      return 1;
    }
    return 0;
  } finally {
    await runtime.close();
  }
}

async function fileSize(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error(`${file} is not a file`);
    return info.size;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ENOENT") throw new Error(`${file}: no such file`, { cause: error });
    if (code === "EACCES") throw new Error(`${file}: permission denied`, { cause: error });
    throw error;
  }
}

async function* counted(
  input: AsyncIterable<Buffer>,
  counter: { bytes: number },
): AsyncGenerator<Buffer> {
  for await (const chunk of input) {
    counter.bytes += chunk.length;
    yield chunk;
  }
}

// A live bar on a terminal; in a log (CI, docker logs), a line every 2 s and at the end.
function progressReporter(share: () => number) {
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  return (p: { rowsRead: number; rowsPerSecond: number; done: boolean }) => {
    const line = progressLine(p.done ? 1 : share(), p.rowsRead, p.rowsPerSecond);
    if (tty) {
      process.stderr.write(`\r${line}\x1b[K${p.done ? "\n" : ""}`);
    } else if (p.done || Date.now() - lastLine >= 2000) {
      lastLine = Date.now();
      process.stderr.write(`${line}\n`);
    }
  };
}

export function progressLine(share: number, rows: number, rowsPerSecond: number, width = 30) {
  const clamped = Math.min(1, Math.max(0, share));
  const filled = Math.round(clamped * width);
  const bar = `${"#".repeat(filled)}${".".repeat(width - filled)}`;
  return `schools [${bar}] ${String(Math.round(clamped * 100)).padStart(3)}%  ${n(rows)} rows  ${n(Math.round(rowsPerSecond))} rows/s`;
}

const n = (value: number) => value.toLocaleString("en-US");

function summaryLines(file: string, s: ImportSummary, total: number, seconds: number): string[] {
  const width = n(Math.max(s.rowsRead, total)).length;
  const row = (label: string, value: number) => `  ${label.padEnd(18)}${n(value).padStart(width)}`;
  const lines = [
    `Imported ${file} (${s.label}) in ${seconds.toFixed(1)} s`,
    row("rows read", s.rowsRead),
    row("new schools", s.inserted),
    row("updated", s.updated),
    row("unchanged", s.unchanged),
    row("skipped", s.skipped),
  ];
  const reasons = Object.entries(s.skippedBy).sort(([, a], [, b]) => b.count - a.count);
  for (const [reason, { count, examples }] of reasons) {
    lines.push(`    ${reason.padEnd(24)}${n(count).padStart(width)}  (${examples.join("; ")})`);
  }
  if (s.legacyValues > 0) {
    lines.push(`  ${n(s.legacyValues)} values were not UTF-8 and were read as Windows-1252`);
  }
  lines.push(`  schools in the directory now: ${n(total)}`);
  return lines;
}

function printSummary(file: string, s: ImportSummary, total: number, seconds: number) {
  for (const line of summaryLines(file, s, total, seconds)) console.log(line);
}
