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
import { ApiError, apiRequest, errorText, getJson } from "../../lib/api.ts";
import type { Failure } from "./flow.ts";

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

/**
 * What a failed call means for the flow: a 401 is a session that ended; a 409 whose JSON body
 * has an `error` or a `message` is the server refusing the answer (its `message`, else its
 * `error`); anything else is a failure with the sentence to show.
 */
export function classifyFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: "logged-out" };
    if (error.status === 409) {
      const refusal = refusalText(error.body);
      if (refusal) return { kind: "refused", message: refusal };
    }
  }
  return { kind: "error", message: errorText(error) };
}

function refusalText(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== "object") return null;
    const { error, message } = parsed as { error?: unknown; message?: unknown };
    if (typeof message === "string" && message) return message;
    if (typeof error === "string" && error) return error;
  } catch {
    // Not JSON: an ordinary failure.
  }
  return null;
}
