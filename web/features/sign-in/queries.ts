// The sign-in feature's calls: which providers this server has, the email account forms, and
// the password reset (asking for a link, setting a new password with it).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Providers } from "../../../api/schemas/identity.ts";
import { apiRequest, getJson } from "../../lib/api.ts";
import type { User } from "../../lib/auth.ts";
import { authQueries } from "../../lib/queries.ts";

export type ProviderId = "google" | "apple" | "x" | "email";
export type Intent = "new" | "returning";

export const signInQueries = {
  providers: () =>
    queryOptions({
      queryKey: ["sign-in", "providers"],
      queryFn: () => getJson<Providers>("/api/auth/providers"),
    }),
};

/** Where an option goes: the server's login path, with the provider and the intent. */
export function loginHref(provider: ProviderId, intent: Intent, birthYear: number | null): string {
  const query = new URLSearchParams({ provider, intent });
  if (intent === "new" && birthYear !== null) query.set("birthYear", String(birthYear));
  return `/api/login?${query}`;
}

/** Registers or signs in with email; on success the cached user is the new one. */
export function useEmailAccount(intent: Intent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string; birthYear?: number }) =>
      intent === "new"
        ? apiRequest<User>("POST", "/api/auth/email/register", input)
        : apiRequest<User>("POST", "/api/auth/email/sign-in", {
            email: input.email,
            password: input.password,
          }),
    // The form puts a field's problem under the field and toasts the rest itself.
    meta: { handlesError: true },
    onSuccess: (user) => {
      queryClient.setQueryData(authQueries.user().queryKey, user);
      return queryClient.invalidateQueries({ queryKey: authQueries.profile().queryKey });
    },
  });
}

type Message = { message: string };

/** Asks for a password reset link; the server answers the same whether or not an account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<Message>("POST", "/api/auth/password-reset/request", { email }),
    meta: { handlesError: true },
  });
}

/**
 * Sets a new password with a reset link's token. Every session of the account ends, this
 * browser's too when it was signed in as that account: the current user is fetched again
 * before the caller moves on, so the sign-in form shows, not a dashboard that no longer works.
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest<Message>("POST", "/api/auth/password-reset/confirm", input),
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey }),
  });
}
