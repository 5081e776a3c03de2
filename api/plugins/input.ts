// Input checks every route goes through before its own schema (reliability row 13). Each route's
// zod schema says what its fields mean; these say what no field, key or parameter of any route
// may hold, because PostgreSQL cannot store it or because it is an attack on the process:
//   - a NUL character (text and jsonb refuse \u0000: it used to reach the database and fail);
//   - a lone surrogate (not valid Unicode: jsonb refuses the escape, UTF-8 cannot encode it);
//   - a `__proto__` key, or a `constructor` key holding `prototype` (prototype poisoning).
// A refusal is a 400 whose message starts with the field, like the schema's own refusals.
// Bodies are parsed here too: Fastify's JSON parser answers a poisoning key with "not valid
// JSON", which names neither the key nor the problem.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ERRORS_PLUGIN, HttpError } from "./errors.ts";

/** What is wrong with this value, or null. Iterative: a deeply nested body cannot overflow. */
function inputProblem(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  const name = (path: string) => path || root;
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) return `${name(path)}: ${problem}`;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const keyProblem = textProblem(key);
        if (keyProblem) return `${name(path)}: a key ${keyProblem}`;
        if (key === "__proto__") return `${name(path)}: the key "__proto__" is not allowed`;
        if (
          key === "constructor" &&
          typeof item === "object" &&
          item !== null &&
          "prototype" in item
        ) {
          return `${name(path)}: the key "constructor.prototype" is not allowed`;
        }
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain a NUL character (\\u0000)";
  if (!text.isWellFormed()) return "contains characters that are not valid text (a lone surrogate)";
  return null;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function registerInputChecks(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") {
      done(new HttpError(400, "body: is empty; send a JSON object"), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, "body: is not valid JSON"), undefined);
    }
  });
  app.addHook("preValidation", async (request) => {
    // No body at all (no Content-Type, nothing sent) is the empty object every route that takes
    // none declares (api/schemas/body.ts); a route that needs fields names the first missing.
    if (request.body === undefined && BODY_METHODS.has(request.method)) request.body = {};
    const problem =
      inputProblem(request.params, "params") ??
      inputProblem(request.query, "querystring") ??
      inputProblem(request.body, "body");
    if (problem) throw new HttpError(400, problem);
  });
}

export const INPUT_PLUGIN = "levelfield-input";

/** The JSON body parser and the checks above, for every route; its refusals are HttpErrors. */
export const inputChecks = fp(registerInputChecks, {
  name: INPUT_PLUGIN,
  fastify: "5.x",
  dependencies: [ERRORS_PLUGIN],
});
