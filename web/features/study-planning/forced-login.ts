// The spec's forced login for study planning (§6, §8): when the student is not signed in, or a
// call answers 401 'Unauthorized', the toast 'Unauthorized' ('You are logged out. Logging in
// again...') shows and the page goes to /api/login after 0.5 s. It happens once per screen, however
// many reads fail together.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/use-toast.ts";
import {
  isUnauthorized,
  LOGIN_PATH,
  LOGIN_REDIRECT_MS,
  UNAUTHORIZED_TOAST,
} from "./planning-model.ts";
import { planningQueries } from "./queries.ts";

/** The toast, then the sign-in page after the spec's 0.5 s. Returns the timer. */
export function startForcedLogin(
  go: (path: string) => void = (path) => window.location.assign(path),
): ReturnType<typeof setTimeout> {
  toast(UNAUTHORIZED_TOAST);
  return setTimeout(() => go(LOGIN_PATH), LOGIN_REDIRECT_MS);
}

/** Whether any of the screen's cached reads failed with a 401 'Unauthorized'. */
export function anyReadUnauthorized(
  queries: readonly { queryKey: readonly unknown[]; state: { error: unknown } }[],
): boolean {
  const prefix = planningQueries.all()[0];
  return queries.some((query) => query.queryKey[0] === prefix && isUnauthorized(query.state.error));
}

/**
 * The screen's forced login: `loggingIn` once it has begun, `forceLogin` to begin it (the plan
 * form calls it on a 401). It begins by itself when `signedOut`, or when any of the screen's
 * reads fails with a 401.
 */
export function useForcedLogin(signedOut: boolean): { loggingIn: boolean; forceLogin: () => void } {
  const client = useQueryClient();
  const [loggingIn, setLoggingIn] = useState(false);
  const begun = useRef(false);
  const forceLogin = useCallback(() => {
    if (begun.current) return;
    begun.current = true;
    setLoggingIn(true);
    startForcedLogin();
  }, []);

  useEffect(() => {
    if (signedOut) forceLogin();
  }, [signedOut, forceLogin]);

  useEffect(() => {
    const cache = client.getQueryCache();
    if (anyReadUnauthorized(cache.getAll())) forceLogin();
    return cache.subscribe((event) => {
      if (event.type === "updated" && anyReadUnauthorized([event.query])) forceLogin();
    });
  }, [client, forceLogin]);

  return { loggingIn, forceLogin };
}
