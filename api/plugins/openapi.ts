// OpenAPI generated from the routes' zod schemas, browsable at /api/docs (JSON at
// /api/docs/json). Only /api routes are documented; the SPA's files are not an API.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { CATALOGUE_PLUGIN } from "./routes.ts";

export const DOCS_PREFIX = "/api/docs";

async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Levelfield API",
        description:
          "The API the Levelfield web app uses. Sessions are cookies set by sign-in; state-changing requests from browsers must come from this site. Errors are `{ error, message }`; a 400 names the field.",
        version: "1",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "levelfield_sid" },
        },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith("/api/"))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Swagger UI sets element styles inline; its own CSP forgets to allow that.
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
    uiConfig: { docExpansion: "list", deepLinking: false },
  });
}

export const OPENAPI_PLUGIN = "levelfield-openapi";

/** The documents, collected from every route registered after it. Its own pages are routes
 *  too, so the catalogue comes first (they get the same sweeps as any route). */
export const openApi = fp(registerOpenApi, {
  name: OPENAPI_PLUGIN,
  fastify: "5.x",
  dependencies: [CATALOGUE_PLUGIN],
});
