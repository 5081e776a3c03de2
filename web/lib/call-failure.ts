// What a failed call means to a screen's flow (the diagnostic and the Daily Drop share it): a
// 401 is a session that ended; a 409 whose JSON body has a `message` (or an `error`) is the
// server refusing, in its own words; anything else is a failure with the sentence to show.
import { ApiError, errorText } from "./api.ts";

export type CallFailure =
  | { kind: "logged-out" }
  /** HTTP 409 with a sentence: the server refuses (its words). */
  | { kind: "refused"; message: string }
  | { kind: "error"; message: string };

export function classifyFailure(error: unknown): CallFailure {
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
