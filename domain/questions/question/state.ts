// A question as its stream has it: the content in use, whether an admin revised it last, the
// latest calibrated parameters, and whether it is retired. `evolve` applies what was recorded;
// it decides nothing.
import { assertNever } from "../../decider.ts";
import type { QuestionItem } from "../item.ts";
import type { QuestionEvent } from "./events.ts";

export type QuestionState = {
  question: QuestionItem | null;
  /** The latest version came from an admin (a build leaves it alone). */
  revisedByAdmin: boolean;
  /** The latest calibrated parameters, or null before any calibration. */
  calibrated: QuestionItem["irt"] | null;
  retired: boolean;
};

export const initialQuestionState: QuestionState = {
  question: null,
  revisedByAdmin: false,
  calibrated: null,
  retired: false,
};

/** The parameters a question is used with now: the latest calibration's, else the authored. */
export function parametersInUse(state: QuestionState): QuestionItem["irt"] | null {
  return state.calibrated ?? state.question?.irt ?? null;
}

export function evolve(state: QuestionState, event: QuestionEvent): QuestionState {
  switch (event.type) {
    case "QuestionPublished":
      return { ...state, question: event.data.question };
    case "QuestionRevised":
      return {
        ...state,
        question: event.data.question,
        revisedByAdmin: event.data.source === "admin",
      };
    case "QuestionCalibrated":
      return { ...state, calibrated: event.data.after };
    case "QuestionRetired":
      return { ...state, retired: true };
    default:
      return assertNever(event);
  }
}
