// One decision on the access log (stream analyst-access-<analystUserId>):
//
// - RecordHistoryAccess: an analyst read one student's history; refused ("forbidden", 403)
//   unless the context says the actor holds the analyst role now. Every read is recorded (two
//   reads of the same page are two accesses). The detail is trimmed to ACCESS_DETAIL_MAX
//   characters (it is written by the server: the page, the day asked for).
import { CommandRefused, refusal } from "../decider.ts";
import { ACCESS_DETAIL_MAX, type AnalystAccessAction, type AnalystEvent } from "./events.ts";
import type { AnalystAccessState } from "./state.ts";

export const NOT_AN_ANALYST = refusal(
  "forbidden",
  "not-an-analyst",
  "This page is for Levelfield analysts.",
);

export type AnalystCommand = {
  type: "RecordHistoryAccess";
  analystUserId: string;
  studentPseudonym: string;
  action: AnalystAccessAction;
  detail: string;
};

export type AnalystContext = {
  now: Date;
  /** Whether the actor holds the analyst role at the time of the access. */
  actorIsAnalyst: boolean;
};

export function recordHistoryAccess(
  command: AnalystCommand,
  _state: AnalystAccessState,
  { now, actorIsAnalyst }: AnalystContext,
): AnalystEvent[] {
  if (!actorIsAnalyst) throw new CommandRefused(NOT_AN_ANALYST);
  return [
    {
      type: "StudentHistoryAccessed",
      data: {
        analystUserId: command.analystUserId,
        studentPseudonym: command.studentPseudonym,
        action: command.action,
        detail: command.detail.slice(0, ACCESS_DETAIL_MAX),
        at: now.toISOString(),
      },
    },
  ];
}
