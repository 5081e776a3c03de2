// Plausible and implausible inputs for a catalogued route, derived from its zod schemas (zod 4's
// own JSON Schema conversion of the input side). Shared by the route sweeps
// (api/routes.int.test.ts) and the fuzzer (api/fuzz.int.test.ts).
import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import type { RouteEntry } from "../api/plugins/routes.ts";

export type Part = "body" | "querystring" | "params";

/** The route's zod schema for one part of the request, if it declares one. */
export const zodSchema = (route: RouteEntry, part: Part) => {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return schema instanceof z.ZodType ? schema : undefined;
};

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

export type JsonType = "string" | "number" | "integer" | "boolean" | "null" | "array" | "object";
const jsonTypeOf = (value: unknown): JsonType =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "array"
      : typeof value === "number"
        ? Number.isInteger(value)
          ? "integer"
          : "number"
        : (typeof value as "string" | "boolean" | "object");

/** The JSON types a property accepts; empty when it accepts anything. */
export function acceptedTypes(s: JsonSchema): Set<JsonType> {
  const types = new Set<JsonType>([s.type ?? []].flat() as JsonType[]);
  if (s.const !== undefined) types.add(jsonTypeOf(s.const));
  for (const v of s.enum ?? []) types.add(jsonTypeOf(v));
  for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const inner = acceptedTypes(sub);
    if (inner.size === 0) return new Set();
    for (const t of inner) types.add(t);
  }
  if (types.has("number")) types.add("integer");
  return types;
}

/** Values worth trying for a property, most specific first. */
export function candidates(s: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (s.const !== undefined) out.push(s.const);
  if (s.enum) out.push(...s.enum);
  if (s.default !== undefined) out.push(s.default);
  for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) out.push(...candidates(sub));
  const types = acceptedTypes(s);
  const any = types.size === 0;
  if (any || types.has("string")) {
    if (s.format === "uuid") out.push(randomUUID());
    out.push("correct horse battery staple", "sam@example.com", randomUUID(), "2026-03-14");
    out.push(new Date().toISOString(), "sample");
    // A password reset link's token (32 random bytes, base64url), so the confirm route's body
    // gets past its schema and the sweeps reach the handler.
    out.push(randomBytes(32).toString("base64url"));
  }
  if (any || types.has("integer")) out.push(2008, 1);
  if (any || types.has("boolean")) out.push(true, false);
  if (types.has("array")) out.push([]);
  if (types.has("object")) out.push({});
  if (types.has("null")) out.push(null);
  return out;
}

/** An input the schema accepts property by property, as far as the candidates allow. */
export function plausible(schema: z.ZodType, stringly: boolean): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const options = Object.entries(jsonSchemaOf(schema).properties ?? {}).map(([name, prop]) => {
    const all = candidates(prop);
    return [name, stringly ? all.filter((c) => typeof c !== "object").map(String) : all] as const;
  });
  for (const [name, all] of options) value[name] = all[0];
  for (const [name, all] of options) {
    for (const candidate of all) {
      const result = schema.safeParse({ ...value, [name]: candidate });
      if (result.success || !result.error.issues.some((i) => i.path[0] === name)) {
        value[name] = candidate;
        break;
      }
    }
  }
  return value;
}

/** The route's path with plausible path parameters and query. */
export function routePath(route: RouteEntry): string {
  const paramsSchema = zodSchema(route, "params");
  const params = paramsSchema ? plausible(paramsSchema, true) : {};
  const path = route.url
    .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? "1")))
    .replace(/\*$/, "index.html");
  const querySchema = zodSchema(route, "querystring");
  if (!querySchema) return path;
  const query = new URLSearchParams(plausible(querySchema, true) as Record<string, string>);
  return query.size > 0 ? `${path}?${query}` : path;
}
