import { describe, expect, it } from "vitest";
import { practiceEventSchemas } from "../domain/practice/events.ts";
import { defineProjection, typesOf } from "./projection.ts";

describe("a projection's handles", () => {
  it("given a context's schemas, when listed with typesOf, then every event type is there", () => {
    expect(typesOf(practiceEventSchemas)).toEqual(Object.keys(practiceEventSchemas));
  });

  it("given a misspelt event type, when a projection handles it, then it does not compile", () => {
    const misspelt = defineProjection({
      name: "misspelt",
      tables: ["t"],
      personalRows: { t: "none" },
      // @ts-expect-error "TipBookmarkd" is no stream's event type (tsc --noEmit checks this line)
      handles: ["TipBookmarkd"],
      async apply() {},
    });
    expect(misspelt.handles).toEqual(["TipBookmarkd"]);
  });
});
