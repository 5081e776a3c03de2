import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cutByConnection, lazyNamed, watchConnection } from "./lazy.ts";

const Thing = () => null;

describe("a lazy screen's preload", () => {
  it("starts loading the module without rendering it", () => {
    const load = vi.fn(async () => ({ Thing }));
    const component = lazyNamed(load, "Thing");
    expect(load).not.toHaveBeenCalled();
    component.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves a failed load to the render (no unhandled rejection)", async () => {
    const failure = vi.fn();
    process.on("unhandledRejection", failure);
    try {
      lazyNamed(() => Promise.reject(new Error("chunk missing")), "Thing").preload();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failure).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", failure);
    }
  });
});

describe("a screen's code cut by the connection", () => {
  afterEach(() => onlineManager.setOnline(true));
  const chunkMissing = () => new TypeError("Failed to fetch dynamically imported module");

  it("given a load begun offline, when it fails after the connection is back, then it is marked cut", async () => {
    onlineManager.setOnline(false);
    const failed = watchConnection(async () => {
      // The browser reports the cut import late: the connection is back by then.
      onlineManager.setOnline(true);
      throw chunkMissing();
    });
    const error = await failed.catch((e: unknown) => e);
    expect(cutByConnection(error)).toBe(true);
  });

  it("given a load begun online, when the connection drops and returns before it fails, then it is marked cut", async () => {
    const error = await watchConnection(async () => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      throw chunkMissing();
    }).catch((e: unknown) => e);
    expect(cutByConnection(error)).toBe(true);
  });

  it("given a load that fails online throughout (a deploy replaced it), then it is not marked", async () => {
    const error = await watchConnection(async () => {
      throw chunkMissing();
    }).catch((e: unknown) => e);
    expect(cutByConnection(error)).toBe(false);
    expect(cutByConnection("not an error")).toBe(false);
  });
});
