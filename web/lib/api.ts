// Talking to /api: credentials on every request, JSON bodies, and one error shape. A failed
// response becomes an ApiError whose message is "status: body text" (or the status text when
// the body is empty), as the spec says; `serverMessage` is the API's sentence for the student,
// read from its `{ error, message }` body, for forms and toasts.
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The `message` of the API's JSON error body, when it has one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object" && "message" in parsed) {
        const message = (parsed as { message: unknown }).message;
        if (typeof message === "string" && message) return message;
      }
    } catch {
      // Not JSON (a proxy's error page, say): there is no sentence to show.
    }
    return null;
  }
}

/** The sentence to show a student for any error. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof TypeError) return "We couldn't reach Levelfield. Check your connection.";
  return error instanceof Error ? error.message : String(error);
}

/**
 * A request that never got an answer: fetch's TypeError (Chromium "Failed to fetch", Firefox
 * "NetworkError when attempting to fetch resource.", Safari "Load failed"), offline or with the
 * server out of reach. Other TypeErrors are bugs, not the network.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message)
  );
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

/** A mutation call: JSON in, JSON out, session cookie included; `headers` adds to them (e.g.
 *  an Idempotency-Key). */
export async function apiRequest<T = unknown>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: data === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: data === undefined ? null : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return readJson<T>(response);
}

/** A read: GET `url` as JSON, session cookie included. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: "include", ...(signal ? { signal } : {}) });
  await throwIfNotOk(response);
  return readJson<T>(response);
}
