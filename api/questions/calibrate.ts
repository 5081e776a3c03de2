// The item calibration's command handler, for `levelfield calibrate` and the admin screen's
// button (POST /api/admin/calibrate): per subject, the students' responses (item_responses) and
// the bank's parameters go through the marginal-maximum-likelihood estimator
// (domain/questions/mml.ts), and every item estimated anew gets RecordCalibration on its stream
// (the question decider appends QuestionCalibrated only when its parameters moved). A run with
// nothing to calibrate appends nothing and says so (calibrated 0).
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { questionDecider } from "../../domain/questions/question/decider.ts";
import {
  parseQuestionEvent,
  questionStream,
  type QuestionEvent,
} from "../../domain/questions/question/events.ts";
import { subjects } from "../../domain/questions/item.ts";
import {
  MIN_CALIBRATION_RESPONSES,
  RMSD_FLAG,
  calibrateItems,
} from "../../domain/questions/mml.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { handleCommand } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { settle } from "../read-your-writes.ts";
import type { CalibrationRun } from "../schemas/calibration.ts";
import { readCalibrationItems, readResponsePatterns } from "./calibration-queries.ts";

const parse = (e: StoredEvent): QuestionEvent => parseQuestionEvent(e.type, e.data);

/** How long a run waits for the read model to show what it recorded. */
const PROJECTION_WAIT_MS = 15_000;

/** Parameters are recorded to 4 decimals (far below anything the model can tell apart). */
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export async function runCalibration(
  deps: Pick<ApiDeps, "store" | "pool" | "log">,
  source: "cli" | "admin",
): Promise<CalibrationRun> {
  const started = performance.now();
  const calibrationId = randomUUID();
  const perSubject: CalibrationRun["subjects"] = [];
  let last: Position | null = null;
  for (const subject of subjects) {
    const t0 = performance.now();
    const items = await readCalibrationItems(deps.pool, subject);
    const patterns = await readResponsePatterns(deps.pool, subject);
    const result = calibrateItems(items, patterns);
    let calibrated = 0;
    let unchanged = 0;
    for (const item of result.items) {
      if (!item.calibrated) continue;
      const outcome = await handleCommand({
        store: deps.store,
        stream: questionStream(item.id),
        decider: questionDecider,
        parse,
        command: {
          type: "RecordCalibration",
          calibrationId,
          source,
          after: { a: round4(item.after.a), b: round4(item.after.b), c: round4(item.after.c) },
          responses: item.n,
          fit: { rmsd: round4(item.rmsd), flagged: item.flagged },
        },
        context: undefined,
      });
      if (outcome.position) {
        calibrated += 1;
        last = outcome.position;
      } else {
        unchanged += 1;
      }
    }
    const summary = {
      subject,
      calibrated,
      unchanged,
      skipped: result.items.filter((i) => !i.calibrated).length,
      flagged: result.items.filter((i) => i.flagged).length,
      students: result.students,
      durationMs: Math.round(performance.now() - t0),
    };
    deps.log.info(
      { calibrationId, ...summary, cycles: result.cycles, converged: result.converged },
      "items calibrated",
    );
    perSubject.push(summary);
  }
  await settle(deps, last, ["questions"], PROJECTION_WAIT_MS);
  const total = (k: "calibrated" | "skipped" | "flagged") =>
    perSubject.reduce((sum, s) => sum + s[k], 0);
  return {
    calibrationId,
    calibrated: total("calibrated"),
    skipped: total("skipped"),
    flagged: total("flagged"),
    minResponses: MIN_CALIBRATION_RESPONSES,
    rmsdFlag: RMSD_FLAG,
    subjects: perSubject,
    durationMs: Math.round(performance.now() - started),
  };
}
