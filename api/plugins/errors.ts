// Errors as the client sees them. Every error body is `{ error, message }` and the message is
// written for the student (the SPA shows "status: body"): bad input is a 400 naming the field,
// a business refusal keeps its 4xx and message, the database being unreachable (down,
// restarting) is a 503 with Retry-After on every route, and any other 5xx says only that
// something failed (details go to the log, not the wire).
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { STATUS_CODES } from "node:http";
import { z } from "zod";
import { CommandRefused, type RefusalKind } from "../../domain/decider.ts";
import { isDatabaseUnavailable } from "../../database/pool.ts";
import { isPageRoute } from "../schemas/pages.ts";

/** Seconds a client is asked to wait when the database is unreachable (a restart takes a few). */
const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_MESSAGE =
  "Levelfield can't reach its database just now. Please try again in a few seconds.";

/** An error with the status and message the client should get. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
  }
}

export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

const refusalStatus: Record<RefusalKind, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  limited: 429,
};

const fieldOf = (path: string, context: string | undefined) =>
  path.replace(/^\//, "").replaceAll("/", ".") || context || "request";

/** @fastify/session saves nothing for a request whose session is not a session (its own
 *  onRequest gives `{}` to a request outside the cookie's path). */
function leaveSessionAsStored(request: FastifyRequest): void {
  (request as { session: unknown }).session = {};
}

async function registerErrorHandling(
  app: FastifyInstance,
  options: { spaFallback: boolean },
): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, error.validationContext),
        message: v.message,
      }));
      const first = issues[0];
      return reply.status(400).send({
        error: "Bad Request",
        message: first ? `${first.field}: ${first.message}` : "The request is invalid.",
        issues,
      });
    }
    const status =
      error instanceof CommandRefused ? refusalStatus[error.kind] : (error.statusCode ?? 500);
    const unavailable = isDatabaseUnavailable(error);
    // A failed request saves nothing of its session: @fastify/session saves a changed session
    // in onSend, after this answer, and with the database down that save failed too and went
    // to Fastify's default handler, which answered PostgreSQL's own text (issue 31). The
    // session stays as it was stored; the cookie is left alone.
    if (unavailable || status >= 500) leaveSessionAsStored(request);
    if (unavailable) {
      request.log.warn({ err: error, route: request.routeOptions.url }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: "Service Unavailable", message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send({
        error: STATUS_CODES[status] ?? "Error",
        message: "Something went wrong on our side. Please try again.",
      });
    }
    if (status === 401 || status === 403 || status === 429) {
      request.log.warn(
        { userId: request.userId, route: request.routeOptions.url, statusCode: status },
        status === 429 ? "rate limited" : "refused",
      );
    }
    return reply
      .status(status)
      .send({ error: STATUS_CODES[status] ?? "Error", message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isApi = url === "/api" || url.startsWith("/api/");
    // A missing build file (a chunk from before a deploy, say) is a 404, not the page: a
    // script tag given HTML fails confusingly, a 404 lets the browser say what is missing.
    const isAsset = url.startsWith("/assets/");
    const isPage = !isApi && !isAsset && (request.method === "GET" || request.method === "HEAD");
    if (options.spaFallback && isPage) {
      // An address that is no page of the app gets the app too (its router shows the
      // not-found card), with status 404.
      return reply
        .status(isPageRoute(url) ? 200 : 404)
        .type("text/html")
        .sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ error: "Not Found", message: `No route for ${request.method} ${url}` });
  });
}

export const ERRORS_PLUGIN = "levelfield-errors";

/** The error and not-found handlers: registered before any plugin whose errors they answer. */
export const errorHandling = fp(registerErrorHandling, { name: ERRORS_PLUGIN, fastify: "5.x" });
