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
import { cohortRoutes } from "./analyst/cohort-routes.ts";
import { analystAccessRoutes } from "./analyst/access-routes.ts";
import { analystRoutes } from "./analyst/routes.ts";
import { analystProgressRoutes } from "./analyst/progress-routes.ts";
import { createDiagnosticCommands } from "./diagnostic/commands.ts";
import { createFriendsCommands } from "./friends/commands.ts";
import { friendsRoutes } from "./friends/routes.ts";
import { diagnosticRoutes } from "./diagnostic/routes.ts";
import { createPracticeCommands } from "./practice/commands.ts";
import { goalScoreRoutes } from "./progress/goal-score-routes.ts";
import { progressRoutes } from "./progress/routes.ts";
import { rankingsRoutes } from "./rankings/routes.ts";
import { createTipsCommands } from "./tips/commands.ts";
import { tipsRoutes } from "./tips/routes.ts";
import { practiceRoutes } from "./practice/routes.ts";
import { focusedRoutes } from "./practice/focused-routes.ts";
import { questionAdminRoutes } from "./questions/admin-routes.ts";
import { calibrationRoutes } from "./questions/calibration-routes.ts";
import { createBankCache, loadQuestionBank } from "./questions/bank.ts";
import { questionReportRoutes } from "./questions/report-routes.ts";
import { createQuestionReports } from "./questions/reports.ts";
import type { ApiDeps } from "./deps.ts";
import { healthRoutes } from "./health/routes.ts";
import { createAccounts } from "./identity/accounts.ts";
import { emailRoutes } from "./identity/email-routes.ts";
import { passwordResetRoutes } from "./identity/password-reset-routes.ts";
import { readIsAnalyst, readRole } from "./identity/queries.ts";
import { createSignIn } from "./identity/sign-in.ts";
import { signInRoutes } from "./identity/sign-in-routes.ts";
import { userRoutes } from "./identity/user-routes.ts";
import { onboardingRoutes } from "./onboarding/routes.ts";
import { createPlanningCommands } from "./planning/commands.ts";
import { planningRoutes } from "./planning/routes.ts";
import { usernameRoutes } from "./onboarding/username-routes.ts";
import { inputChecks } from "./plugins/input.ts";
import { errorHandling } from "./plugins/errors.ts";
import { requestLogSerializers } from "./plugins/logging.ts";
import { openApi } from "./plugins/openapi.ts";
import { routeCatalogue } from "./plugins/routes.ts";
import { security } from "./plugins/security.ts";
import { readYourWrites } from "./plugins/read-your-writes.ts";
import { sessions } from "./plugins/session.ts";
import { slice } from "./plugins/slice.ts";
import { spa } from "./plugins/spa.ts";
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
  // The app-wide plugins, in the order their declared dependencies require (a wrong order
  // fails here, at boot): every route registered after the catalogue sees its guards.
  await app.register(routeCatalogue, {
    isAdmin: async (userId: string) => (await readRole(deps.pool, userId)) === "admin",
    isAnalyst: (userId: string) => readIsAnalyst(deps.pool, userId),
  });
  await app.register(errorHandling, { spaFallback: Boolean(deps.webRoot) });
  await app.register(inputChecks);
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });
  await app.register(security, {
    requestsPerMinute: deps.auth.requestsPerMinute,
    publicUrl: deps.auth.publicUrl,
  });
  await app.register(sessions, {
    now: deps.now,
    keys: deps.keys,
    sessionStore: deps.sessionStore,
    auth: deps.auth,
  });
  await app.register(readYourWrites, deps);
  await app.register(openApi);

  // Each slice's routes (api/plugins/slice.ts: named, after the plugins above).
  const accounts = createAccounts(deps);
  await app.register(slice("health", healthRoutes(deps)));
  const signIn = createSignIn(deps, accounts);
  await app.register(slice("sign-in", signInRoutes(deps, accounts, signIn)));
  await app.register(slice("email", emailRoutes(deps, accounts, signIn)));
  if (deps.mailer) {
    await app.register(slice("password-reset", passwordResetRoutes(deps, accounts, deps.mailer)));
  }
  await app.register(slice("user", userRoutes(deps, accounts)));
  await app.register(slice("schools", schoolRoutes(deps)));
  await app.register(slice("onboarding", onboardingRoutes(deps, accounts)));
  await app.register(slice("username", usernameRoutes(deps, accounts)));
  await app.register(slice("admin", adminRoutes(deps)));
  await app.register(slice("question-admin", questionAdminRoutes(deps)));
  await app.register(slice("calibration", calibrationRoutes(deps)));
  await app.register(slice("analyst-accesses", analystAccessRoutes(deps)));
  // One bank per process for both deciders (read at most every BANK_CACHE_MS).
  const bank = createBankCache(() => loadQuestionBank(deps.pool));
  const diagnostic = createDiagnosticCommands(deps, bank, accounts);
  await app.register(slice("diagnostic", diagnosticRoutes(deps, diagnostic)));
  const practice = createPracticeCommands(deps, bank);
  await app.register(slice("daily-drop", practiceRoutes(deps, practice)));
  await app.register(slice("focused-practice", focusedRoutes(deps, practice)));
  const reports = createQuestionReports(deps, bank);
  await app.register(slice("question-reports", questionReportRoutes(deps, reports)));
  await app.register(slice("progress", progressRoutes(deps)));
  await app.register(slice("goal-score", goalScoreRoutes(deps, accounts)));
  await app.register(slice("friends", friendsRoutes(deps, createFriendsCommands(deps))));
  await app.register(slice("rankings", rankingsRoutes(deps)));
  await app.register(slice("tips", tipsRoutes(deps, createTipsCommands(deps))));
  await app.register(slice("planning", planningRoutes(deps, createPlanningCommands(deps))));
  await app.register(slice("analyst", analystRoutes(deps)));
  await app.register(slice("analyst-progress", analystProgressRoutes(deps)));
  await app.register(slice("analyst-cohort", cohortRoutes(deps)));
  if (deps.webRoot) await app.register(spa, { webRoot: deps.webRoot });
  return app;
}
