// Request and response shapes of the item calibration's admin routes (POST /api/admin/calibrate,
// GET /api/admin/calibration), shared with the SPA (which imports only their types).
import { z } from "zod";
import { subjects } from "../../domain/questions/item.ts";

const subject = z.enum(subjects);
const irt = z.object({ a: z.number(), b: z.number(), c: z.number() });

/** One subject of a calibration run. */
const calibrationSubjectSchema = z.object({
  subject,
  /** Items with new parameters recorded (QuestionCalibrated appended). */
  calibrated: z.number().int(),
  /** Items estimated again whose parameters moved by less than 0.01: nothing recorded. */
  unchanged: z.number().int(),
  /** Items with too few responses (below minResponses): kept as they were. */
  skipped: z.number().int(),
  /** Estimated items whose fit is bad (RMSD above the threshold). */
  flagged: z.number().int(),
  /** Students whose answers the estimate used. */
  students: z.number().int(),
  durationMs: z.number(),
});

/** POST /api/admin/calibrate: what one run did. */
export const calibrationRunSchema = z.object({
  calibrationId: z.uuid(),
  calibrated: z.number().int(),
  skipped: z.number().int(),
  flagged: z.number().int(),
  /** The threshold: an item is estimated only from this many responses up. */
  minResponses: z.number().int(),
  /** Above this RMSD an item is flagged. */
  rmsdFlag: z.number(),
  subjects: z.array(calibrationSubjectSchema),
  durationMs: z.number(),
});
export type CalibrationRun = z.infer<typeof calibrationRunSchema>;

/** A calibrated item whose fit is bad, for a person to look at. */
const flaggedItemSchema = z.object({
  id: z.string(),
  subject,
  skill: z.string(),
  /** The authored parameters, and the calibrated ones now in use. */
  before: irt,
  after: irt,
  rmsd: z.number(),
  /** Responses the estimate used. */
  n: z.number().int(),
  calibratedAt: z.iso.datetime(),
});
export type FlaggedItem = z.infer<typeof flaggedItemSchema>;

/** GET /api/admin/calibration: the latest run, and every item flagged now. */
export const calibrationSummarySchema = z.object({
  minResponses: z.number().int(),
  rmsdFlag: z.number(),
  /** The latest run that recorded anything; null before any. */
  latest: z
    .object({
      calibrationId: z.uuid(),
      calibratedAt: z.iso.datetime(),
      /** Items it recorded new parameters for. */
      calibrated: z.number().int(),
      flagged: z.number().int(),
    })
    .nullable(),
  /** Questions calibrated in all (any run). */
  calibratedItems: z.number().int(),
  flagged: z.array(flaggedItemSchema),
});
export type CalibrationSummary = z.infer<typeof calibrationSummarySchema>;
