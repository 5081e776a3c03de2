import { describe, expect, it } from "vitest";
import type { Position } from "../eventstore/port.ts";
import { formatStatus } from "./project.ts";
import { progressLine } from "./rebuild.ts";

describe("levelfield rebuild progress", () => {
  it("shows a bar, the share, the counts and the rate", () => {
    expect(
      progressLine(
        "activity",
        { phase: "replay", read: 250_000, total: 1_000_000, eventsPerSecond: 81_234.6 },
        10,
      ),
    ).toBe("activity [###.......]  25%  250,000/1,000,000 events  81,235 events/s");
    expect(
      progressLine("activity", { phase: "swap", read: 10, total: 10, eventsPerSecond: 5 }, 4),
    ).toBe("activity [####] 100%  10/10 events  5 events/s swapping tables");
  });

  it("treats an empty log as done rather than dividing by zero", () => {
    expect(
      progressLine("activity", { phase: "done", read: 0, total: 0, eventsPerSecond: 0 }, 4),
    ).toContain("100%");
  });
});

describe("levelfield project --status", () => {
  it("lists every known projection with its lag, and names the event a failed one stopped at", () => {
    const text = formatStatus(
      [
        {
          projection: "activity",
          position: "12:34" as Position,
          eventsApplied: 1200,
          updatedAt: new Date(),
          behindEvents: 3,
          capped: false,
          behindMs: 1500,
          failure: {
            position: "12:35",
            eventId: "e-1",
            eventType: "Broken",
            error: "bad data",
            at: new Date(),
          },
        },
      ],
      ["activity", "rankings"],
    );
    const [header, activity, rankings] = text.split("\n");
    expect(header).toMatch(
      /^projection\s+position\s+applied\s+behind \(events\)\s+behind \(time\)\s+state$/,
    );
    expect(activity).toMatch(
      /^activity\s+12:34\s+1,200\s+3\s+1,500 ms\s+FAILED at 12:35 \(event e-1, Broken\): bad data$/,
    );
    expect(rankings).toMatch(/^rankings\s+-\s+-\s+-\s+-\s+not started$/);
  });
});
