// Builds the Fastify app from injected dependencies. It does not listen (server.ts does), so
// tests drive it with inject() against a real database.
import { STATUS_CODES } from "node:http";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { adminRoutes } from "./admin/routes.ts";
import { createDiagnosticCommands } from "./diagnostic/commands.ts";
import { diagnosticRoutes } from "./diagnostic/routes.ts";
import { createPracticeCommands } from "./practice/commands.ts";
import { progressRoutes } from "./practice/progress.ts";
import { practiceRoutes } from "./practice/routes.ts";
import { questionAdminRoutes } from "./questions/admin-routes.ts";
import { createBankCache, loadQuestionBank } from "./questions/bank.ts";
import type { ApiDeps } from "./deps.ts";
import { healthRoutes } from "./health/routes.ts";
import { createAccounts } from "./identity/accounts.ts";
import { emailRoutes } from "./identity/email-routes.ts";
import { passwordResetRoutes } from "./identity/password-reset-routes.ts";
import { readRole } from "./identity/queries.ts";
import { createSignIn } from "./identity/sign-in.ts";
import { signInRoutes } from "./identity/sign-in-routes.ts";
import { userRoutes } from "./identity/user-routes.ts";
import { onboardingRoutes } from "./onboarding/routes.ts";
import { usernameRoutes } from "./onboarding/username-routes.ts";
import { registerInputChecks } from "./plugins/input.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { requestLogSerializers } from "./plugins/logging.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { catalogueRoutes } from "./plugins/routes.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSessions } from "./plugins/session.ts";
import { registerSpa } from "./plugins/spa.ts";
import { schoolRoutes } from "./schools/routes.ts";

export async function buildApp(deps: ApiDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log.child({}, { serializers: requestLogSerializers }),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.trustProxy ?? false,
    // A JSON body with __proto__ or constructor.prototype keys is a 400, never merged (our
    // own JSON parser, plugins/input.ts, refuses them naming the key; these guard the rest).
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    // A URL the router cannot even decode (bad percent-encoding, an over-long parameter) is
    // answered before any hook runs: give it the same body and the headers hooks would add.
    frameworkErrors: (error, _request, raw) => {
      const status = error.statusCode ?? 400;
      const reply = raw as unknown as FastifyReply;
      void reply
        .status(status)
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; frame-ancestors 'none'")
        .send({
          error: STATUS_CODES[status] ?? "Error",
          message: status === 414 ? "The address is too long." : "The address is not valid.",
        });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  catalogueRoutes(app, async (userId) => (await readRole(deps.pool, userId)) === "admin");
  registerErrorHandling(app, { spaFallback: Boolean(deps.webRoot) });
  registerInputChecks(app);
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });
  await registerSecurity(app, {
    requestsPerMinute: deps.auth.requestsPerMinute,
    publicUrl: deps.auth.publicUrl,
  });
  await registerSessions(app, deps);
  await registerOpenApi(app);

  const accounts = createAccounts(deps);
  await app.register(healthRoutes(deps));
  const signIn = createSignIn(deps, accounts);
  await app.register(signInRoutes(deps, accounts, signIn));
  await app.register(emailRoutes(deps, accounts, signIn));
  if (deps.mailer) await app.register(passwordResetRoutes(deps, accounts, deps.mailer));
  await app.register(userRoutes(deps, accounts));
  await app.register(schoolRoutes(deps));
  await app.register(onboardingRoutes(deps, accounts));
  await app.register(usernameRoutes(deps, accounts));
  await app.register(adminRoutes(deps));
  await app.register(questionAdminRoutes(deps));
  // One bank per process for both deciders (read at most every BANK_CACHE_MS).
  const bank = createBankCache(() => loadQuestionBank(deps.pool));
  await app.register(diagnosticRoutes(deps, createDiagnosticCommands(deps, bank, accounts)));
  await app.register(practiceRoutes(deps, createPracticeCommands(deps, bank)));
  await app.register(progressRoutes(deps));
  if (deps.webRoot) await registerSpa(app, deps.webRoot);
  return app;
}
