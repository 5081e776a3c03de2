// Serves the built SPA's files. Any other GET outside /api gets index.html (see the not-found
// handler in errors.ts), so the client-side router owns every page route, its 404 page too.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import path from "node:path";

export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(webRoot),
    wildcard: false,
    index: ["index.html"],
  });
}
