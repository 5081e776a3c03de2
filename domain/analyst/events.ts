// The analyst access log (stream analyst-access-<analystUserId>): one event each time an analyst
// reads one student's learning history (the timeline, an export, the progress as of a day).
// Admins list them (GET /api/admin/analyst-accesses).
//
// The student is recorded by their pseudonymous id (api/analyst/pseudonym.ts), never by a
// `*UserId` field: erasure (projections/erasure.ts) drops the events and rows naming an erased
// student through `userId`/`<role>UserId` fields, and the audit record of who read a student's
// history must outlive the student's erasure. The analyst is named by `analystUserId`: an erased
// analyst's log goes with them.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../events.ts";

/** What an analyst did with a student's history (the access log's `action`). */
export const analystAccessActions = ["timeline", "export-csv", "export-jsonl", "progress"] as const;
export type AnalystAccessAction = (typeof analystAccessActions)[number];

/** The longest `detail` (the page, the day asked for) an access records. */
export const ACCESS_DETAIL_MAX = 200;

export const analystEventSchemas = {
  /** An analyst read one student's learning history. */
  StudentHistoryAccessed: z.object({
    analystUserId: z.uuid(),
    studentPseudonym: z.string().regex(/^s-[0-9a-f]{32}$/),
    action: z.enum(analystAccessActions),
    detail: z.string().max(ACCESS_DETAIL_MAX),
    at: z.iso.datetime(),
  }),
} as const;

const analystEvents = eventCodec("analyst", analystEventSchemas);
export type AnalystEvent = EventOf<typeof analystEventSchemas>;
export const parseAnalystEvent = analystEvents.parse;
export const analystEventTypes = analystEvents.types;
export const analystAccessStream = streamName("analyst-access");
