// The default failure toast: a failed mutation toasts its title and the API's sentence; a failed
// read toasts only when it had data on screen; a call whose screen shows the failure opts out.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toastStore } from "../components/ui/use-toast.ts";
import { ApiError } from "./api.ts";
import { createQueryClient, failureToast, OFFLINE_TOAST } from "./query-client.ts";

const refusal = () => new ApiError(500, "Internal Server Error", '{"message":"Try later."}');
const shown = () => toastStore.getSnapshot().filter((toast) => toast.open);

afterEach(() => dismissToast());

describe("the default failure toast", () => {
  it("given a failure, when toasted, then the call's title (or 'Error') and the API's sentence", () => {
    expect(failureToast(refusal(), { errorTitle: "Failed to update username" })).toEqual({
      title: "Failed to update username",
      description: "Try later.",
      variant: "destructive",
    });
    expect(failureToast(new Error(""), { errorFallback: "Failed to save" })).toEqual({
      title: "Error",
      description: "Failed to save",
      variant: "destructive",
    });
  });

  it("given a failed mutation, when it settles, then its toast shows unless its screen handles it", async () => {
    const client = createQueryClient();
    const run = (meta: object) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(refusal()), meta })
        .execute(undefined)
        .catch(() => undefined);
    await run({ handlesError: true });
    expect(shown()).toEqual([]);
    await run({ errorTitle: "Dataset Build Failed" });
    expect(shown()).toEqual([
      expect.objectContaining({ title: "Dataset Build Failed", description: "Try later." }),
    ]);
  });

  it("given a failed read, when it had no data, then no toast (the screen shows it); when a refresh fails, then the toast", async () => {
    const client = createQueryClient();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(refusal());
    await client.fetchQuery({ queryKey: ["first"], queryFn }).catch(() => undefined);
    expect(shown()).toEqual([]);
    client.setQueryData(["shown"], "cached");
    await client.fetchQuery({ queryKey: ["shown"], queryFn, staleTime: 0 }).catch(() => undefined);
    expect(shown()).toEqual([
      expect.objectContaining({ title: "Error", description: "Try later." }),
    ]);
    dismissToast();
    client.setQueryData(["handled"], "cached");
    await client
      .fetchQuery({ queryKey: ["handled"], queryFn, staleTime: 0, meta: { handlesError: true } })
      .catch(() => undefined);
    expect(shown()).toEqual([]);
  });
});

describe("offline", () => {
  afterEach(() => onlineManager.setOnline(true));
  const cutOff = () => new TypeError("Failed to fetch");

  it("given the browser offline, when a read starts, then it waits paused and resumes by itself when the connection returns", async () => {
    const client = createQueryClient();
    client.mount();
    try {
      onlineManager.setOnline(false);
      const queryFn = vi.fn<() => Promise<string>>().mockResolvedValue("friends");
      const read = client.fetchQuery({ queryKey: ["friends"], queryFn });
      await Promise.resolve();
      const state = client.getQueryCache().find({ queryKey: ["friends"] })!.state;
      expect(state).toMatchObject({ status: "pending", fetchStatus: "paused" });
      expect(queryFn).not.toHaveBeenCalled();
      onlineManager.setOnline(true);
      await expect(read).resolves.toBe("friends");
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      client.unmount();
    }
  });

  it("given the browser offline, when a mutation is called, then it is tried at once (not held for later) and toasts 'You're offline'", async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const mutationFn = vi.fn<() => Promise<void>>().mockRejectedValue(cutOff());
    const run = client
      .getMutationCache()
      .build(client, { mutationFn, meta: { errorTitle: "Failed to send the request" } })
      .execute(undefined);
    await expect(run).rejects.toThrow("Failed to fetch");
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([expect.objectContaining(OFFLINE_TOAST)]);
    expect(OFFLINE_TOAST).toEqual({
      title: "You're offline",
      description: "Nothing was sent. Try again when you're back online.",
    });
  });

  it("given a network failure while online (the server out of reach), when toasted, then the call's title and 'check your connection'", () => {
    expect(failureToast(cutOff(), { errorTitle: "Failed to send the request" })).toEqual({
      title: "Failed to send the request",
      description: "We couldn't reach Levelfield. Check your connection.",
      variant: "destructive",
    });
  });
});
