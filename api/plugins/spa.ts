// Serves the built SPA's files. Any other GET outside /api gets index.html (see the not-found
// handler in errors.ts), so the client-side router owns every page route, its 404 page too.
// The build writes .br and .gz beside each text file; they are sent to browsers that accept
// them. Files under /assets/ carry a content hash in their names, so they are cached for a year;
// everything else (index.html) is revalidated on every load so a deploy is seen at once.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import path from "node:path";
import { ERRORS_PLUGIN } from "./errors.ts";
import { CATALOGUE_PLUGIN } from "./routes.ts";

async function registerSpa(app: FastifyInstance, { webRoot }: { webRoot: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(webRoot),
    wildcard: false,
    index: ["index.html"],
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = path
        .relative(path.resolve(webRoot), filePath)
        .startsWith(`assets${path.sep}`);
      response.header(
        "Cache-Control",
        immutable ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
}

/** The SPA's files; the not-found handler (errors.ts) sends index.html with them. */
export const spa = fp(registerSpa, {
  name: "levelfield-spa",
  fastify: "5.x",
  dependencies: [CATALOGUE_PLUGIN, ERRORS_PLUGIN],
});
