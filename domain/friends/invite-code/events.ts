// Invite code events (stream invite-<code>): a student generates a code, a friend redeems it
// once. A stored contract: a changed shape gets a new version and an upcaster, never an edit in
// place.
import { z } from "zod";
import { eventCodec, streamName, type EventOf } from "../../events.ts";
import { codeSchema } from "./code.ts";

const userId = z.uuid();

export const inviteCodeEventSchemas = {
  InviteCodeGenerated: z.object({
    code: codeSchema,
    ownerUserId: userId,
    generatedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  }),
  InviteCodeRedeemed: z.object({
    code: codeSchema,
    ownerUserId: userId,
    redeemedByUserId: userId,
    redeemedAt: z.iso.datetime(),
  }),
} as const;

const inviteCodeEvents = eventCodec("invite code", inviteCodeEventSchemas);
export type InviteCodeEvent = EventOf<typeof inviteCodeEventSchemas>;
export const parseInviteCodeEvent = inviteCodeEvents.parse;
export const inviteCodeStream = streamName("invite");
