// Show Another Tip's failure toast: offline it says the student is offline (nothing was sent),
// not that there is no other tip.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, expect, it } from "vitest";
import { OFFLINE_TOAST } from "../../lib/query-client.ts";
import { anotherTipFailureToast } from "./queries.ts";
import { tipToasts } from "./tips-model.ts";

afterEach(() => onlineManager.setOnline(true));

it("says 'You're offline' when the network refused the call offline, else that there is no other tip", () => {
  const unreachable = new TypeError("Failed to fetch");
  onlineManager.setOnline(false);
  expect(anotherTipFailureToast(unreachable)).toEqual(OFFLINE_TOAST);
  onlineManager.setOnline(true);
  expect(anotherTipFailureToast(unreachable)).toEqual(tipToasts.noAnother);
  expect(anotherTipFailureToast(new Error("500"))).toEqual(tipToasts.noAnother);
});
