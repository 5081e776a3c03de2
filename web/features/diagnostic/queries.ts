// The diagnostic's calls. They go through web/lib/api.ts rather than a separate fetch helper:
// the same credentials and JSON handling, and one error shape (ApiError, "status: body"). The
// spec's helper fails with the raw response text; the student sees `errorText` instead, the
// API's own sentence from its `{error, message}` body, never raw JSON.
import type {
  DiagnosticAnswerResult,
  DiagnosticQuestion,
  DiagnosticSession,
  DiagnosticSubject,
} from "../../../api/schemas/questions.ts";
import { apiRequest, getJson } from "../../lib/api.ts";

export type AnswerBody = { questionId: string; answer: string; responseTime: number };

export const diagnosticCalls = {
  start: (subject: DiagnosticSubject) =>
    apiRequest<DiagnosticSession>("POST", "/api/diagnostic/start", { subject }),
  question: (subject: DiagnosticSubject) =>
    getJson<DiagnosticQuestion>(`/api/diagnostic/${subject}/question`),
  answer: (subject: DiagnosticSubject, body: AnswerBody) =>
    apiRequest<DiagnosticAnswerResult>("POST", `/api/diagnostic/${subject}/answer`, body),
  markComplete: () => apiRequest<unknown>("PATCH", "/api/auth/user", { diagnosticCompleted: true }),
};

export type DiagnosticCalls = typeof diagnosticCalls;

export { classifyFailure } from "../../lib/call-failure.ts";
