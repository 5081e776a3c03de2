// Question bank events: a stored contract. Each question has its own stream, question-<id>:
// publishing the bank appends QuestionPublished once per question; a question whose content
// changed since (a new generator version, a corrected explanation) gets QuestionRevised; the same
// question again appends nothing, so re-running the build adds nothing twice.
import { z } from "zod";
import { eventCodec, streamName } from "../../events.ts";
import { letters, subjects, taxonomy, type QuestionItem } from "../item.ts";

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
