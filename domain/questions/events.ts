// Question bank events: a stored contract. Each question has its own stream, question-<id>:
// publishing the bank appends QuestionPublished once per question; a question whose content
// changed since (a new generator version, a corrected explanation) gets QuestionRevised; the same
// question again appends nothing, so re-running the build adds nothing twice.
import { z } from "zod";
import { assertNever, CommandRefused, type Decider } from "../decider.ts";
import { eventCodec, streamName } from "../events.ts";
import { letters, subjects, taxonomy, type QuestionItem } from "./item.ts";
import { questionProblems } from "./validate.ts";

const domains = [...Object.keys(taxonomy.math), ...Object.keys(taxonomy.english)] as [
  string,
  ...string[],
];

const questionItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{3,64}$/, "must be lower-case letters, digits and hyphens"),
  subject: z.enum(subjects),
  domain: z.enum(domains),
  skill: z.string().min(1),
  level: z.number().int().min(1).max(12),
  passage: z.string().nullable(),
  stem: z.string().min(1),
  choices: z.tuple([z.string(), z.string(), z.string(), z.string()]),
  answer: z.enum(letters),
  explanation: z.string().min(1),
  irt: z.object({ a: z.number().positive(), b: z.number(), c: z.number().min(0).max(0.5) }),
  source: z.string().min(1),
  license: z.string().min(1),
});

const irtSchema = z.object({
  a: z.number().positive(),
  b: z.number(),
  c: z.number().min(0).max(0.5),
});

export const questionEventSchemas = {
  /** Stream question-<id>: the question joins the bank. */
  QuestionPublished: z.object({ question: questionItemSchema }),
  /**
   * Stream question-<id>: the question's content changed; this is the whole new version. By a
   * new build of the bank ("build", or absent in events written before admins could revise), or
   * by an admin resolving a report ("admin"): a build never overwrites an admin's revision.
   */
  QuestionRevised: z.object({
    question: questionItemSchema,
    source: z.enum(["build", "admin"]).optional(),
  }),
  /**
   * Stream question-<id>: new item parameters estimated from students' answers by the item
   * calibration (marginal maximum likelihood, domain/questions/mml.ts): the parameters before
   * (the latest in use) and after, the responses it used, and how well the item fits the model.
   * The diagnostic and the Daily Drop decide with the latest calibrated parameters.
   */
  QuestionCalibrated: z.object({
    questionId: z.string(),
    /** One run of the calibration calibrates many items: the run's id. */
    calibrationId: z.uuid(),
    /** Who started the run: `levelfield calibrate`, or the admin screen's button. */
    source: z.enum(["cli", "admin"]),
    before: irtSchema,
    after: irtSchema,
    /** Responses to this item the estimate used. */
    responses: z.number().int().positive(),
    fit: z.object({
      /** Root mean square difference between observed and expected proportion correct over
       *  the ability grid, weighted by the students at each point. */
      rmsd: z.number().nonnegative(),
      /** The fit is bad: shown on the admin screen for a person to look at. */
      flagged: z.boolean(),
    }),
  }),
  /**
   * Stream question-<id>: the question leaves the bank for good: never served again (the
   * diagnostic, Daily Drops and focused sets choose only from questions not retired). Why, and the
   * report it resolved when an admin retired it from the report queue.
   */
  QuestionRetired: z.object({
    questionId: z.string(),
    reason: z.string().min(1).max(500),
    reportId: z.uuid().nullable(),
  }),
} as const;

type QuestionEventData = {
  [K in keyof typeof questionEventSchemas]: z.infer<(typeof questionEventSchemas)[K]>;
};

export type QuestionEvent =
  | { type: "QuestionPublished"; data: { question: QuestionItem } }
  | { type: "QuestionRevised"; data: { question: QuestionItem; source?: "build" | "admin" } }
  | { type: "QuestionCalibrated"; data: QuestionEventData["QuestionCalibrated"] }
  | { type: "QuestionRetired"; data: QuestionEventData["QuestionRetired"] };

const questionEvents = eventCodec<typeof questionEventSchemas, QuestionEvent>(
  "question",
  questionEventSchemas,
);
export const parseQuestionEvent = questionEvents.parse;
export const questionStream = streamName("question");

export type QuestionState = {
  question: QuestionItem | null;
  /** The latest version came from an admin (a build leaves it alone). */
  revisedByAdmin: boolean;
  /** The latest calibrated parameters, or null before any calibration. */
  calibrated: QuestionItem["irt"] | null;
  retired: boolean;
};
export type PublishQuestion = { type: "PublishQuestion"; question: QuestionItem };
/** A calibration run's estimate for this question (domain/questions/mml.ts). */
export type RecordCalibration = {
  type: "RecordCalibration";
  calibrationId: string;
  source: "cli" | "admin";
  after: QuestionItem["irt"];
  responses: number;
  fit: { rmsd: number; flagged: boolean };
};

/** The parameters a question is used with now: the latest calibration's, else the authored. */
function parametersInUse(state: QuestionState): QuestionItem["irt"] | null {
  return state.calibrated ?? state.question?.irt ?? null;
}

/**
 * A new estimate that moves no parameter by this much is not recorded: 0.01 logits is one SAT
 * point, and it is above what stopping EM at a tolerance leaves (a second run on the same answers,
 * started from the first run's estimate, lands within a few thousandths of it).
 */
export const MIN_CALIBRATION_CHANGE = 0.01;

/** An admin takes the question out of the bank for good (from the report queue, or not). */
export type RetireQuestion = {
  type: "RetireQuestion";
  reason: string;
  reportId: string | null;
};
/** An admin replaces the question's content (the whole edited item). */
export type ReviseQuestion = { type: "ReviseQuestion"; question: QuestionItem };
export type QuestionCommand = PublishQuestion | RecordCalibration | RetireQuestion | ReviseQuestion;

export const NO_SUCH_QUESTION = "No question in the bank has this id.";
export const RETIRED_CANNOT_BE_REVISED = "This question is retired: it cannot be revised.";
export const REVISION_CHANGES_NOTHING =
  "The revision changes nothing: edit the stem, a choice, the answer or the explanation.";
export const REVISION_CHANGES_ID = "A revision keeps the question's id.";

/** Stable JSON of a question (keys sorted), to tell "the same" from "revised". */
export function questionFingerprint(question: QuestionItem): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sort(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(sort(question));
}

export const questionDecider: Decider<QuestionCommand, QuestionEvent, QuestionState, void> = {
  initialState: { question: null, revisedByAdmin: false, calibrated: null, retired: false },
  decide(command, state) {
    switch (command.type) {
      case "PublishQuestion": {
        const { question } = command;
        if (!state.question) return [{ type: "QuestionPublished", data: { question } }];
        // A build never undoes an admin's decision: a retired question stays retired, and an
        // admin's revision stays until an admin revises it again.
        if (state.retired || state.revisedByAdmin) return [];
        if (questionFingerprint(state.question) === questionFingerprint(question)) return [];
        return [{ type: "QuestionRevised", data: { question } }];
      }
      case "RecordCalibration": {
        // Only a question in the bank (published, not retired) is calibrated, and only a change
        // is recorded: a run that finds the same parameters again appends nothing.
        const before = parametersInUse(state);
        if (!before || state.retired) return [];
        const { after } = command;
        const same = (["a", "b", "c"] as const).every(
          (k) => Math.abs(after[k] - before[k]) < MIN_CALIBRATION_CHANGE,
        );
        if (same) return [];
        return [
          {
            type: "QuestionCalibrated",
            data: {
              questionId: state.question!.id,
              calibrationId: command.calibrationId,
              source: command.source,
              before,
              after,
              responses: command.responses,
              fit: command.fit,
            },
          },
        ];
      }
      case "RetireQuestion": {
        if (!state.question) throw new CommandRefused("not-found", NO_SUCH_QUESTION);
        // Retired already (by another report's resolution): nothing more to record.
        if (state.retired) return [];
        return [
          {
            type: "QuestionRetired",
            data: {
              questionId: state.question.id,
              reason: command.reason,
              reportId: command.reportId,
            },
          },
        ];
      }
      case "ReviseQuestion": {
        if (!state.question) throw new CommandRefused("not-found", NO_SUCH_QUESTION);
        if (state.retired) throw new CommandRefused("conflict", RETIRED_CANNOT_BE_REVISED);
        const { question } = command;
        if (question.id !== state.question.id) {
          throw new CommandRefused("invalid", REVISION_CHANGES_ID);
        }
        const problems = questionProblems(question);
        if (problems.length > 0) {
          throw new CommandRefused(
            "invalid",
            `The revised question has problems: ${problems.join("; ")}.`,
          );
        }
        if (questionFingerprint(state.question) === questionFingerprint(question)) {
          throw new CommandRefused("invalid", REVISION_CHANGES_NOTHING);
        }
        return [{ type: "QuestionRevised", data: { question, source: "admin" } }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
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
  },
};
