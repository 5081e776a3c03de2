// The event codec every stream uses: types, the guard, parsing (naming the type when the shape is
// wrong) and stream names.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { eventCodec, streamName } from "./events.ts";

const codec = eventCodec("example", {
  ThingDone: z.object({ id: z.string(), count: z.number().int() }),
  ThingUndone: z.object({ id: z.string() }),
});

describe("eventCodec", () => {
  it("lists its types and tells its own from others (not inherited names)", () => {
    expect(codec.types).toEqual(["ThingDone", "ThingUndone"]);
    expect(codec.is("ThingDone")).toBe(true);
    expect(codec.is("UserRegistered")).toBe(false);
    expect(codec.is("toString")).toBe(false);
  });

  it("parses a stored event into a typed one", () => {
    expect(codec.parse("ThingDone", { id: "a", count: 2 })).toEqual({
      type: "ThingDone",
      data: { id: "a", count: 2 },
    });
  });

  it("refuses another context's type and a malformed event, naming them", () => {
    expect(() => codec.parse("UserRegistered", {})).toThrow("not an example event: UserRegistered");
    expect(() => codec.parse("ThingDone", { id: "a", count: 1.5 })).toThrow(
      /^malformed ThingDone:/,
    );
  });
});

describe("streamName", () => {
  it("names a stream <prefix>-<id>", () => {
    expect(streamName("practice")("42")).toBe("practice-42");
  });
});
