// Prints what the test stages cost, from the reports testing/test-report.ts wrote in CI: the
// slowest test files with their times, and per report the files, tests, assertions and the sum
// of file times. .ci/run calls it at the end (node testing/slowest-files.ts [count]).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { REPORTS_DIR, type FileReport, type StageReport } from "./test-report.ts";

export async function readReports(dir = REPORTS_DIR): Promise<StageReport[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  return Promise.all(
    names
      .sort()
      .map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as StageReport),
  );
}

export function summarise(reports: readonly StageReport[], count: number): string[] {
  const files = reports.flatMap((r) => r.files.map((f) => ({ ...f, script: r.script })));
  const lines = [`The ${Math.min(count, files.length)} slowest test files:`];
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  for (const f of slowest) {
    lines.push(`${f.seconds.toFixed(1).padStart(7)} s  ${f.file}  (${f.script}, ${f.tests} tests)`);
  }
  lines.push(
    "",
    "Per report: files, tests, assertions, summed file time (files run side by side):",
  );
  for (const r of reports) {
    const sum = (pick: (f: FileReport) => number) => r.files.reduce((s, f) => s + pick(f), 0);
    lines.push(
      `  ${r.script}: ${r.files.length} files, ${sum((f) => f.tests)} tests, ` +
        `${sum((f) => f.assertions)} assertions, ${sum((f) => f.seconds).toFixed(0)} s`,
    );
  }
  const total = (pick: (f: FileReport) => number) => files.reduce((s, f) => s + pick(f), 0);
  // The plain closing line a reader of the log (or a tool) looks for.
  lines.push(
    "",
    `tests: ${total((f) => f.passed)} passed, ${total((f) => f.failed)} failed, ` +
      `${total((f) => f.skipped)} skipped`,
  );
  return lines;
}

if (import.meta.main) {
  const count = Number(process.argv[2] ?? 15);
  const reports = await readReports();
  if (reports.length === 0) console.log(`no test reports in ${REPORTS_DIR}`);
  else console.log(summarise(reports, count).join("\n"));
}
