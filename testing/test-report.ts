// What each test file cost: a vitest reporter that, in CI (CI=true), writes one JSON report per
// npm script (reports/<script>.json: test:unit, test:integration, test:e2e) with every file's
// time (import, set-up and tests: what it adds to the stage), tests and assertions. .ci/run
// prints the slowest files and the totals from them (testing/slowest-files.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Reporter, TestModule } from "vitest/node";

const root = fileURLToPath(new URL("../", import.meta.url));

export const REPORTS_DIR = path.join(root, "reports");

export type FileReport = {
  file: string;
  project: string;
  /** Import, set-up and every test and hook of the file. */
  seconds: number;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  /** expect() calls made, counted by testing/count-assertions.ts. */
  assertions: number;
  state: string;
};

export type StageReport = { script: string; files: FileReport[] };

/** The reporters of a run: vitest's default, and in CI this one too. */
export function testReporters(env: NodeJS.ProcessEnv = process.env): (string | Reporter)[] {
  if (env.CI !== "true") return ["default"];
  return ["default", new FileTimesReporter(env.npm_lifecycle_event ?? "vitest")];
}

class FileTimesReporter implements Reporter {
  readonly script: string;

  constructor(script: string) {
    this.script = script;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const files = modules.map((module): FileReport => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration;
      const counts = { tests: 0, passed: 0, failed: 0, skipped: 0, assertions: 0 };
      for (const test of module.children.allTests()) {
        counts.tests += 1;
        const state = test.result().state;
        if (state === "passed" || state === "failed" || state === "skipped") counts[state] += 1;
        counts.assertions += test.meta().assertions ?? 0;
      }
      return {
        file: path.relative(root, module.moduleId),
        project: module.project.name,
        seconds: Math.round(ms / 100) / 10,
        ...counts,
        state: module.state(),
      };
    });
    const report: StageReport = { script: this.script, files };
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = this.script.replace(/[^\w.-]/g, "-");
    writeFileSync(path.join(REPORTS_DIR, `${name}.json`), `${JSON.stringify(report, null, 1)}\n`);
  }
}
