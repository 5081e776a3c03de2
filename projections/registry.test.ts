import { describe, expect, it } from "vitest";
import { projectionNames } from "../database/projection-names.ts";
import { projections } from "./registry.ts";

describe("the projection registry", () => {
  it("given the names the api waits for by (database/projection-names.ts), then it runs exactly those projections", () => {
    expect(projections.map((p) => p.name).sort()).toEqual([...projectionNames].sort());
  });
});
