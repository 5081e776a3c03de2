// The default failure toast: a failed mutation toasts its title and the API's sentence; a failed
// read toasts only when it had data on screen; a call whose screen shows the failure opts out.
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toastStore } from "../components/ui/use-toast.ts";
import { ApiError } from "./api.ts";
import { createQueryClient, failureToast } from "./query-client.ts";

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
