// Builds the Fastify app from injected dependencies. It does not listen (server.ts does), so
// tests drive it with inject() against a real database.
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { ApiDeps } from "./deps.ts";
import { healthRoutes } from "./health/routes.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerSpa } from "./plugins/spa.ts";

export async function buildApp(deps: ApiDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { spaFallback: Boolean(deps.webRoot) });
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });
  await app.register(healthRoutes(deps));
  if (deps.webRoot) await registerSpa(app, deps.webRoot);
  return app;
}
