// The diagnostic's events (stream diagnostic-<userId>): English first, then Math, each a
// computerised adaptive test of 6–8 questions (engine.ts). Every step is an event, so a
// diagnostic left half-way resumes exactly where it stopped: the question served is recorded
// before the student sees it. A stored contract: projections and the API read the stream
// through this module only.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../events.ts";
import { letters, subjects } from "../questions/item.ts";

const userId = z.uuid();
const subject = z.enum(subjects);
const estimate = z.object({ theta: z.number(), se: z.number().nonnegative() });

export const diagnosticEventSchemas = {
  /** A subject's adaptive test begins, with the prior it starts from. */
  DiagnosticSubjectStarted: z.object({
    userId,
    subject,
    prior: z.object({ mean: z.number(), sd: z.number().positive() }),
  }),
  /** A question is put in front of the student (recorded before it is shown). */
  DiagnosticQuestionServed: z.object({
    userId,
    subject,
    questionId: z.string(),
    /** 1-based within the subject. */
    position: z.number().int().min(1),
  }),
  /** The student's answer to the served question, scored, with the estimate before and after. */
  DiagnosticAnswerRecorded: z.object({
    userId,
    subject,
    questionId: z.string(),
    answer: z.enum(letters),
    correct: z.boolean(),
    responseTimeMs: z.number().int().nonnegative(),
    /** The item's parameters when it was answered (the bank may be revised later). */
    irt: z.object({ a: z.number(), b: z.number(), c: z.number() }),
    before: estimate,
    after: estimate,
  }),
  /** The subject is done: the final estimate and the score shown. */
  DiagnosticSubjectCompleted: z.object({
    userId,
    subject,
    estimate,
    score: z.number().int().min(200).max(800),
    range: z.object({ low: z.number().int(), high: z.number().int() }),
    questions: z.number().int(),
  }),
  /**
   * A finished subject's score re-estimated from both subjects' answers (finalEstimates): when
   * Math ends, English's answers are re-scored under the prior the Math answers give, so the
   * English score also uses what the Math answers say about it. Follows Math's completion.
   */
  DiagnosticScoreRevised: z.object({
    userId,
    subject,
    estimate,
    score: z.number().int().min(200).max(800),
    range: z.object({ low: z.number().int(), high: z.number().int() }),
  }),
} as const;

const diagnosticEvents = eventCodec("diagnostic", diagnosticEventSchemas);
export type DiagnosticEvent = EventOf<typeof diagnosticEventSchemas>;
export const parseDiagnosticEvent = diagnosticEvents.parse;
export const diagnosticStream = streamName("diagnostic");
