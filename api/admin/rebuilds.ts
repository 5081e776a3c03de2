// The port through which the admin routes start and watch projection rebuilds. api/ never
// imports projections/, so the implementation (projections/rebuild-runner.ts) is made by the
// composition root (cli/serve.ts, testing/api.ts) and arrives in ApiDeps.rebuilds.
import type { RebuildProgress } from "../schemas/admin.ts";

export type ProjectionRebuilds = {
  /**
   * Starts rebuilding `projection` in the background once its start is recorded, and answers
   * its progress. Throws CommandRefused: "not-found" for a name no projection has, "conflict"
   * while another rebuild runs (the message names it).
   */
  start(projection: string, startedByUserId: string): Promise<RebuildProgress>;
  /** The rebuild running now, else the last one this process ran; null before any. */
  current(): RebuildProgress | null;
  /** The current or last rebuild of one projection in this process; null before any. */
  of(projection: string): RebuildProgress | null;
};

/**
 * Where a rebuild's start and end are recorded (api/admin/rebuild-journal.ts appends them to the
 * projection's rebuild stream); the runner calls it with its own clock's times.
 */
export type RebuildJournal = {
  started(r: { projection: string; startedByUserId: string; at: Date }): Promise<void>;
  finished(r: { projection: string; at: Date; events: number; seconds: number }): Promise<void>;
  failed(r: { projection: string; at: Date; error: string }): Promise<void>;
};
