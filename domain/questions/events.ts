// Question bank events: a stored contract. Each question has its own stream, question-<id>:
// publishing the bank appends QuestionPublished once per question; a question whose content
// changed since (a new generator version, a corrected explanation) gets QuestionRevised; the same
// question again appends nothing, so re-running the build adds nothing twice.
import { z } from "zod";
import { assertNever, type Decider } from "../decider.ts";
import { eventCodec, streamName } from "../events.ts";
import { letters, subjects, taxonomy, type QuestionItem } from "./item.ts";

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

const questionEventSchemas = {
  /** Stream question-<id>: the question joins the bank. */
  QuestionPublished: z.object({ question: questionItemSchema }),
  /** Stream question-<id>: the question's content changed; this is the whole new version. */
  QuestionRevised: z.object({ question: questionItemSchema }),
} as const;

export type QuestionEvent =
  | { type: "QuestionPublished"; data: { question: QuestionItem } }
  | { type: "QuestionRevised"; data: { question: QuestionItem } };

const questionEvents = eventCodec<typeof questionEventSchemas, QuestionEvent>(
  "question",
  questionEventSchemas,
);
export const parseQuestionEvent = questionEvents.parse;
export const questionStream = streamName("question");

export type QuestionState = { question: QuestionItem | null };
export type PublishQuestion = { type: "PublishQuestion"; question: QuestionItem };

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

export const questionDecider: Decider<PublishQuestion, QuestionEvent, QuestionState, void> = {
  initialState: { question: null },
  decide(command, state) {
    switch (command.type) {
      case "PublishQuestion": {
        const { question } = command;
        if (!state.question) return [{ type: "QuestionPublished", data: { question } }];
        if (questionFingerprint(state.question) === questionFingerprint(question)) return [];
        return [{ type: "QuestionRevised", data: { question } }];
      }
      default:
        return assertNever(command.type);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case "QuestionPublished":
      case "QuestionRevised":
        return { question: event.data.question };
      default:
        return assertNever(event);
    }
  },
};
