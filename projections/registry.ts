// Every projection the projector runs, in one list: the CLI and the rebuild command look names
// up here.
import { activityProjection } from "./activity/projection.ts";
import { analystAccessesProjection } from "./analyst-accesses/projection.ts";
import { friendsProjection } from "./friends/projection.ts";
import { historyProjection } from "./history/projection.ts";
import { passwordResetsProjection } from "./password-resets/projection.ts";
import { planningProjection } from "./planning/projection.ts";
import { practiceProjection } from "./practice/projection.ts";
import type { Projection } from "./projection.ts";
import { questionReportsProjection } from "./question-reports/projection.ts";
import { questionsProjection } from "./questions/projection.ts";
import { rankingsProjection } from "./rankings/projection.ts";
import { responsesProjection } from "./responses/projection.ts";
import { tipsProjection } from "./tips/projection.ts";
import { usersProjection } from "./users/projection.ts";

export const projections: readonly Projection[] = [
  activityProjection,
  usersProjection,
  questionsProjection,
  practiceProjection,
  passwordResetsProjection,
  friendsProjection,
  rankingsProjection,
  tipsProjection,
  planningProjection,
  responsesProjection,
  historyProjection,
  analystAccessesProjection,
  questionReportsProjection,
];

export function findProjection(name: string): Projection {
  const found = projections.find((p) => p.name === name);
  if (!found) {
    throw new Error(
      `unknown projection "${name}"; known: ${projections.map((p) => p.name).join(", ")}`,
    );
  }
  return found;
}
