// The analyst access log's one command: every analyst read of one student's learning history
// (the timeline, an export, the progress as of a day) calls recordAnalystAccess before answering.
// The student is recorded by the pseudonymous id analysts see (pseudonym.ts), never by account
// id, so the audit record outlives the student's erasure; the role is read from the users read
// model at the time of the access, and the decider refuses (403) an actor without it.
import type { AnalystAccessAction } from "../../domain/analyst/events.ts";
import { analystAccessDecider } from "../../domain/analyst/decider.ts";
import { analystAccessStream } from "../../domain/analyst/events.ts";
import { appendToLog } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { readIsAnalyst } from "../identity/queries.ts";
import { pseudonymOf } from "./pseudonym.ts";

export type AnalystAccess = {
  /** The signed-in analyst. */
  analystUserId: string;
  /** The student whose history is read (the account id: recorded as its pseudonym). */
  studentUserId: string;
  action: AnalystAccessAction;
  /** What exactly (the page, the day asked for); cut to 200 characters. */
  detail: string;
};

/**
 * Records one analyst read of a student's history on analyst-access-<analystUserId>. Throws
 * CommandRefused(NOT_AN_ANALYST) (forbidden) when the actor does not hold the analyst role now.
 */
export async function recordAnalystAccess(
  deps: Pick<ApiDeps, "pool" | "store" | "keys" | "now">,
  { analystUserId, studentUserId, action, detail }: AnalystAccess,
): Promise<void> {
  const studentPseudonym = pseudonymOf(deps.keys.analystPseudonym, studentUserId);
  // Every access is recorded whatever came before: the log is appended to without reading it.
  await appendToLog({
    store: deps.store,
    stream: analystAccessStream(analystUserId),
    decider: analystAccessDecider,
    command: { type: "RecordHistoryAccess", analystUserId, studentPseudonym, action, detail },
    context: { now: deps.now(), actorIsAnalyst: await readIsAnalyst(deps.pool, analystUserId) },
  });
}
