import { describe, expect, it } from "vitest";
import type { Position, StoredEvent } from "../eventstore/port.ts";
import { zoneAsOf } from "./time-travel.ts";

const zoneSet = (timeZone: string, at: string): StoredEvent => ({
  eventId: crypto.randomUUID(),
  streamId: "user-x",
  streamVersion: 1,
  type: "TimeZoneSet",
  data: { userId: crypto.randomUUID(), timeZone },
  metadata: {},
  recordedAt: new Date(at),
  position: at as Position,
});

describe("the zone a past day is read in", () => {
  it("given a Honolulu student who set their zone at 05:29 UTC, their first day is Honolulu's, not the fallback's", () => {
    // Nov 26 05:29 UTC is still Nov 25 in Honolulu; New York's Nov 25 had ended at 05:00 UTC.
    const events = [zoneSet("Pacific/Honolulu", "2026-11-26T05:29:00Z")];
    expect(zoneAsOf(events, "2026-11-25", "America/New_York")).toBe("Pacific/Honolulu");
  });

  it("given a move, days before it are read in the earlier zone and days after in the later", () => {
    const events = [
      zoneSet("Europe/Paris", "2026-03-01T10:00:00Z"),
      zoneSet("America/Denver", "2026-06-15T18:00:00Z"),
    ];
    expect(zoneAsOf(events, "2026-05-01", "America/New_York")).toBe("Europe/Paris");
    expect(zoneAsOf(events, "2026-06-20", "America/New_York")).toBe("America/Denver");
  });

  it("given no zone ever recorded, the fallback", () => {
    expect(zoneAsOf([], "2026-05-01", "America/New_York")).toBe("America/New_York");
  });
});
