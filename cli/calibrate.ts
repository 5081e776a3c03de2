// `levelfield calibrate`: calibrates the items from the students' answers recorded so far
// (api/questions/calibrate.ts; domain/questions/mml.ts) and prints, per subject, the items
// calibrated, unchanged, skipped (too few responses) and flagged, and how long it took. When to
// run it: docs/operations.md.
import { runCalibration } from "../api/questions/calibrate.ts";
import type { Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime } from "./runtime.ts";

export async function calibrate(config: Config, args: readonly string[]): Promise<number> {
  if (args.length > 0) {
    console.error("usage: levelfield calibrate");
    return 2;
  }
  const log = createLogger(config, "levelfield-calibrate");
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-calibrate" });
  try {
    const run = await runCalibration({ pool: runtime.pool, store: runtime.store, log }, "cli");
    console.log(
      `Calibration ${run.calibrationId} (items need ${run.minResponses} responses; RMSD above ${run.rmsdFlag} is flagged):`,
    );
    for (const s of run.subjects) {
      console.log(
        `  ${s.subject}: ${s.calibrated} calibrated, ${s.unchanged} unchanged, ${s.skipped} skipped (too few responses), ${s.flagged} flagged; ${s.students} students; ${(s.durationMs / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      run.calibrated === 0
        ? `Nothing to calibrate: no item has new parameters (${(run.durationMs / 1000).toFixed(1)} s).`
        : `${run.calibrated} items calibrated, ${run.flagged} flagged, in ${(run.durationMs / 1000).toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await runtime.close();
  }
}
