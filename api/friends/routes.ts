// The friends calls (spec §3 "Friends screen", §7; issue 18): the student's friends with their
// progress, requests waiting either way, a request by username, its answer (accept, decline),
// removal, and invite codes (the current one, generate, use). Signed-in only, and every call acts
// for the session's student: an id in a path or an answer is the handle the session student sees
// of the other student of one of their own pairs (api/friends/handles.ts), never an account id and
// never whose data to read. Commands are in commands.ts, reads in queries.ts.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import { clientAddress } from "../plugins/security.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import {
  friendListSchema,
  friendRequestBodySchema,
  friendRequestResultSchema,
  friendRequestsSchema,
  friendsDoneSchema,
  inviteCodeSchema,
  inviteUseBodySchema,
  inviteUseResultSchema,
} from "../schemas/friends.ts";
import { currentInviteCode } from "../../domain/friends/invite-code/code.ts";
import type { FriendsCommands } from "./commands.ts";
import { handlesFor } from "./handles.ts";
import { readFriendRequests, readFriends, readOwnInviteCodes } from "./queries.ts";
import { noBody } from "../schemas/body.ts";

/**
 * Friend requests and invite codes made, per student per minute, in place of the app-wide cap
 * per address (counted once the session is read, so a school's students behind one address do
 * not share it; visitors are refused before it counts). Invite codes that do not work are
 * throttled apart, per account and per address across processes (commands.ts,
 * INVITE_GUESS_THROTTLE).
 */
export const FRIENDS_RATE = {
  max: 30,
  timeWindow: "1 minute",
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => request.userId ?? clientAddress(request),
};

/** The handle the session student sees of the other student (api/friends/handles.ts). */
const otherStudent = z.object({
  id: z
    .uuid()
    .describe("the other student's id in my friends or requests: a handle, never an account id"),
});
const refusals = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export function friendsRoutes(deps: ApiDeps, friends: FriendsCommands): FastifyPluginAsyncZod {
  const { now } = deps;
  const handles = (request: FastifyRequest) =>
    handlesFor(deps.keys.friendHandle, currentUserId(request));
  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/friends",
      {
        schema: {
          summary:
            "My friends by username, each with their last practice day, XP, streak and levels (nothing else about them)",
          tags: ["friends"],
          response: { 200: friendListSchema, 401: errorBody },
        },
      },
      async (request) => readFriends(deps.pool, currentUserId(request), now(), handles(request)),
    );

    app.get(
      "/api/friends/requests",
      {
        schema: {
          summary: "Friend requests waiting for my answer (incoming) and mine waiting (outgoing)",
          tags: ["friends"],
          response: { 200: friendRequestsSchema, 401: errorBody },
        },
      },
      async (request) => readFriendRequests(deps.pool, currentUserId(request), handles(request)),
    );

    app.post(
      "/api/friends/request",
      {
        config: { rateLimit: FRIENDS_RATE },
        schema: {
          summary:
            "Ask the student with this username to be friends (their own pending request makes us friends at once)",
          tags: ["friends"],
          body: friendRequestBodySchema,
          response: { 200: friendRequestResultSchema, ...refusals },
        },
      },
      async (request) => {
        const result = await friends.sendRequest(currentUserId(request), request.body.username);
        return { success: true as const, ...result };
      },
    );

    app.post(
      "/api/friends/requests/:id/accept",
      {
        schema: {
          summary: "Accept the friend request this student sent me",
          tags: ["friends"],
          body: noBody,
          params: otherStudent,
          response: { 200: friendsDoneSchema, ...refusals },
        },
      },
      async (request) => {
        await friends.accept(currentUserId(request), request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      "/api/friends/requests/:id/decline",
      {
        schema: {
          summary: "Decline the friend request this student sent me",
          tags: ["friends"],
          body: noBody,
          params: otherStudent,
          response: { 200: friendsDoneSchema, ...refusals },
        },
      },
      async (request) => {
        await friends.decline(currentUserId(request), request.params.id);
        return { success: true as const };
      },
    );

    app.delete(
      "/api/friends/:id",
      {
        schema: {
          summary: "Remove this student from my friends (for both of us)",
          tags: ["friends"],
          body: noBody,
          params: otherStudent,
          response: { 200: friendsDoneSchema, ...refusals },
        },
      },
      async (request) => {
        await friends.remove(currentUserId(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      "/api/friends/invite",
      {
        schema: {
          summary:
            "My invite code still to hand out (the newest unused and unexpired one), or null; only ever the session student's own",
          tags: ["friends"],
          response: { 200: inviteCodeSchema.nullable(), 401: errorBody },
        },
      },
      async (request) =>
        currentInviteCode(await readOwnInviteCodes(deps.pool, currentUserId(request)), now()),
    );

    app.post(
      "/api/friends/invite/generate",
      {
        config: { rateLimit: FRIENDS_RATE },
        schema: {
          summary: "A new invite code for a friend to use (works once, for 7 days)",
          tags: ["friends"],
          body: noBody,
          response: { 200: inviteCodeSchema, 401: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request) => friends.generateInvite(currentUserId(request)),
    );

    app.post(
      "/api/friends/invite/use",
      {
        schema: {
          summary:
            "Use a friend's invite code: friends at once (codes that don't work are throttled per account and address)",
          tags: ["friends"],
          body: inviteUseBodySchema,
          response: { 200: inviteUseResultSchema, ...refusals, 410: errorBody },
        },
      },
      async (request) => {
        const result = await friends.useInvite(
          currentUserId(request),
          request.body.code,
          clientAddress(request),
        );
        return { success: true as const, ...result };
      },
    );
  };
}
