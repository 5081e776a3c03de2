// Errors as the client sees them: bad input is a 400 naming the field, a refusal keeps its 4xx
// and message, and a 5xx says only that something failed (details go to the log, not the wire).
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export function registerErrorHandling(
  app: FastifyInstance,
  options: { spaFallback: boolean },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
        error.validationContext ||
        "request";
      return reply.status(400).send({
        error: "Bad Request",
        message: `${field}: ${first?.message ?? "is invalid"}`,
        issues: error.validation.map((v) => ({
          field: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
          message: v.message,
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send({
        error: "Internal Server Error",
        message: "Something went wrong. Please try again.",
      });
    }
    return reply.status(status).send({ error: error.name, message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isApi = url === "/api" || url.startsWith("/api/");
    if (options.spaFallback && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ error: "Not Found", message: `No route for ${request.method} ${url}` });
  });
}
