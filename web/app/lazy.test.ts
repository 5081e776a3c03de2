import { describe, expect, it, vi } from "vitest";
import { lazyNamed } from "./lazy.ts";

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
