// Request and response shapes of the question bank, diagnostic and admin dataset routes, shared
// with the SPA (which imports only their types, so zod stays out of the browser bundle).
import { z } from "zod";
import { bands, letters, subjects } from "../../domain/questions/item.ts";

const subject = z.enum(subjects);
const letter = z.enum(letters);

/**
 * A question as a student is served it (the spec's question fields): never the key or the
 * explanation. `subsection` is the skill (underscores shown as spaces); text may hold `$…$` LaTeX.
 */
export const servedQuestionSchema = z.object({
  id: z.string(),
  subject,
  subsection: z.string(),
  level_1_to_12: z.number().int().min(1).max(12),
  passage: z.string().nullable(),
  question_text: z.string(),
  options: z.array(z.string()).length(4),
});
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

export const diagnosticSubjectSchema = subject;
export type DiagnosticSubject = z.infer<typeof subject>;

const scoreRange = z.object({ low: z.number().int(), high: z.number().int() });

/** POST /api/diagnostic/start {subject}: the subject's session, new or resumed. */
export const diagnosticSessionSchema = z.object({
  subject,
  status: z.enum(["in_progress", "completed"]),
  /** Questions answered in this subject so far (a resumed session is not at 0). */
  answered: z.number().int(),
  /** Questions answered across the whole diagnostic (English + Math), for the progress bar. */
  answeredOverall: z.number().int(),
  questionsRemaining: z.number().int(),
  /** The score the student keeps (English: re-scored with the Math answers once Math ends). */
  finalScore: z.number().int().nullable(),
  scoreRange: scoreRange.nullable(),
  /** The score and range first measured, when the subject ended (what 'English Complete!'
   *  showed); a revision does not change them. Null before the subject ends. */
  firstScore: z.number().int().nullable(),
  firstScoreRange: scoreRange.nullable(),
});
export type DiagnosticSession = z.infer<typeof diagnosticSessionSchema>;

/** GET /api/diagnostic/{subject}/question: the current question, or the subject's result. */
export const diagnosticQuestionSchema = z.discriminatedUnion("completed", [
  servedQuestionSchema.extend({
    completed: z.literal(false),
    /** 1-based position of this question in the whole diagnostic (English then Math). */
    questionNumber: z.number().int(),
  }),
  z.object({
    completed: z.literal(true),
    subject,
    /** The score the student keeps (English: re-scored with the Math answers once Math ends). */
    finalScore: z.number().int(),
    scoreRange,
    /** The score and range first measured, when the subject ended (what 'English Complete!'
     *  showed); they differ from the kept ones when the Math answers moved English. */
    firstScore: z.number().int(),
    firstScoreRange: scoreRange,
  }),
]);
export type DiagnosticQuestion = z.infer<typeof diagnosticQuestionSchema>;

export const diagnosticAnswerBodySchema = z.strictObject({
  questionId: z.string().min(1).max(64),
  answer: letter,
  /** Milliseconds from the question appearing to the answer. */
  responseTime: z.number().int().min(0).max(86_400_000),
});

/** POST /api/diagnostic/{subject}/answer: progress, and the score once the subject is done. */
export const diagnosticAnswerResultSchema = z.object({
  error: z.string().optional(),
  isComplete: z.boolean(),
  finalScore: z.number().int().nullable(),
  scoreRange: scoreRange.nullable(),
  questionsRemaining: z.number().int(),
});
export type DiagnosticAnswerResult = z.infer<typeof diagnosticAnswerResultSchema>;

/** GET /api/admin/dataset-stats: the spec's rows. */
export const datasetStatsRowSchema = z.object({
  /** "Math" or "Reading and Writing". */
  section: z.string(),
  /** The domain, e.g. "Algebra". */
  category: z.string(),
  difficultyLevel: z.enum(bands),
  count: z.number().int(),
});
export type DatasetStatsRow = z.infer<typeof datasetStatsRowSchema>;

/** POST /api/admin/build-dataset. */
export const buildResultSchema = z.object({
  /** Items in the published bank after the build (new, revised or already there unchanged). */
  success: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
  /** Of `success`, how many this build added or revised (0 when re-run on the same bank). */
  published: z.number().int(),
});
export type BuildResult = z.infer<typeof buildResultSchema>;

/** GET /api/admin/questions: one row per published question, with live statistics. */
export const questionStatsRowSchema = z.object({
  id: z.string(),
  subject,
  domain: z.string(),
  skill: z.string(),
  level: z.number().int(),
  attempts: z.number().int(),
  /** Percent of attempts answered correctly, or null before any attempt. */
  percentCorrect: z.number().nullable(),
  /** IRT difficulty b as authored, and as re-estimated from students' answers. */
  authoredDifficulty: z.number(),
  currentDifficulty: z.number(),
});
export type QuestionStatsRow = z.infer<typeof questionStatsRowSchema>;
