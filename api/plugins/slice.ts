// A slice's routes as a named Fastify plugin that needs every app-wide plugin registered first
// (fastify-plugin's dependencies): registered out of order, the app fails at boot instead of
// serving routes the catalogue, the guards, the session or the documents never saw.
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ERRORS_PLUGIN } from "./errors.ts";
import { INPUT_PLUGIN } from "./input.ts";
import { OPENAPI_PLUGIN } from "./openapi.ts";
import { READ_YOUR_WRITES_PLUGIN } from "./read-your-writes.ts";
import { CATALOGUE_PLUGIN } from "./routes.ts";
import { SECURITY_PLUGIN } from "./security.ts";
import { SESSIONS_PLUGIN } from "./session.ts";

/** What every slice's routes need registered before them. */
const SLICE_DEPENDENCIES = [
  CATALOGUE_PLUGIN,
  ERRORS_PLUGIN,
  INPUT_PLUGIN,
  SECURITY_PLUGIN,
  SESSIONS_PLUGIN,
  READ_YOUR_WRITES_PLUGIN,
  OPENAPI_PLUGIN,
];

/** The slice's routes, named; encapsulated, so their hooks (requireUser) stay their own. */
export const slice = (name: string, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod =>
  fp(routes, { name, fastify: "5.x", encapsulate: true, dependencies: SLICE_DEPENDENCIES });
