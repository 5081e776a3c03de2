// The username screen's calls: the word lists for the custom picker, a random free username,
// and taking one (POST /api/username/update). Usernames are words from curated lists and three
// digits; a chosen one can still point to a person, so the log holds it sealed
// (api/onboarding/usernames.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { USERNAME_OPTIONS } from "../../domain/usernames/words.ts";
import { usernameSchema } from "../../domain/usernames/username-schema.ts";
import type { ApiDeps } from "../deps.ts";
import type { Accounts } from "../identity/accounts.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import { usernameOptionsSchema, usernameResponseSchema } from "../schemas/identity.ts";
import { createUsernames } from "./usernames.ts";
import { noBody } from "../schemas/body.ts";

export function usernameRoutes(deps: ApiDeps, accounts: Accounts): FastifyPluginAsyncZod {
  const usernames = createUsernames(deps, accounts);
  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/username/options",
      {
        schema: {
          summary: "The adjectives and animals a custom username is made of",
          tags: ["username"],
          response: { 200: usernameOptionsSchema, 401: errorBody },
        },
      },
      async () => USERNAME_OPTIONS,
    );

    app.post(
      "/api/username/generate",
      {
        schema: {
          summary: "Propose a random username that nobody has (not reserved until taken)",
          tags: ["username"],
          body: noBody,
          response: { 200: usernameResponseSchema, 401: errorBody, 503: errorBody },
        },
      },
      async () => {
        const username = await usernames.propose();
        if (!username)
          throw new HttpError(503, "We couldn't find a free username just now. Please try again.");
        return { username };
      },
    );

    app.post(
      "/api/username/update",
      {
        schema: {
          summary: "Take this username (adjective + animal + 3 digits); the old one is freed",
          tags: ["username"],
          body: z.strictObject({ username: usernameSchema }),
          response: { 200: usernameResponseSchema, 400: errorBody, 401: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        const { username } = request.body;
        await usernames.take(currentUserId(request), username);
        return { username };
      },
    );
  };
}
