// The Projections panel's words: states, lag, durations, the progress line and the end toast.
import { describe, expect, it } from "vitest";
import type { ProjectionStatusItem, RebuildProgress } from "../../../api/schemas/admin.ts";
import {
  formatDuration,
  formatSeconds,
  lagText,
  progressFacts,
  progressPercent,
  projectionState,
  rebuildEndToast,
} from "./projections-model.ts";

const item = (over: Partial<ProjectionStatusItem> = {}): ProjectionStatusItem => ({
  projection: "practice",
  position: "812:40",
  eventsApplied: 1200,
  updatedAt: "2026-11-25T15:00:00.000Z",
  behindEvents: 0,
  behindMs: 0,
  failure: null,
  rebuild: null,
  ...over,
});

const progress = (over: Partial<RebuildProgress> = {}): RebuildProgress => ({
  projection: "practice",
  phase: "replay",
  eventsDone: 2500,
  eventsTotal: 10_000,
  eventsPerSecond: 1250,
  secondsLeft: 6,
  seconds: 2,
  startedAt: "2026-11-25T15:00:00.000Z",
  startedByUserId: "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d",
  finishedAt: null,
  error: null,
  ...over,
});

describe("a projection's state", () => {
  it("given no lag and no failure, then up to date", () => {
    expect(projectionState(item())).toEqual({ kind: "up-to-date", label: "Up to date" });
  });

  it("given events waiting, then behind by events and time", () => {
    expect(projectionState(item({ behindEvents: 12, behindMs: 3400 }))).toEqual({
      kind: "behind",
      label: "Behind",
      lag: "12 events, 3 s behind",
    });
  });

  it("given a failure, then failed with its error, whatever the lag", () => {
    const failure = {
      position: "900:1",
      eventId: "e1",
      eventType: "AnswerSubmitted",
      error: "column missing",
      at: "2026-11-25T15:00:00.000Z",
    };
    expect(projectionState(item({ failure, behindEvents: 40 }))).toEqual({
      kind: "failed",
      label: "Failed",
      error: "column missing",
      eventType: "AnswerSubmitted",
    });
  });

  it("given the lag, then events (one or many) and how long the oldest waited", () => {
    expect(lagText({ behindEvents: 0, behindMs: 0 })).toBe("0 events behind");
    expect(lagText({ behindEvents: 1, behindMs: 500 })).toBe("1 event, 1 s behind");
    expect(lagText({ behindEvents: 12_345, behindMs: 125_000 })).toBe(
      "12,345 events, 2 min 5 s behind",
    );
  });
});

describe("durations", () => {
  it("given seconds, then s, min and h", () => {
    expect(formatDuration(4.4)).toBe("4 s");
    expect(formatDuration(120)).toBe("2 min");
    expect(formatDuration(3780)).toBe("1 h 3 min");
    expect(formatDuration(7200)).toBe("2 h");
    expect(formatSeconds(2.34)).toBe("2.3 s");
    expect(formatSeconds(75)).toBe("1 min 15 s");
  });
});

describe("a rebuild's progress", () => {
  it("given a replay, then the share done, the events of total, the rate and the time left", () => {
    expect(progressPercent(progress())).toBe(25);
    expect(progressFacts(progress())).toEqual([
      "2,500 of 10,000 events",
      "1,250 events/s",
      "about 6 s left",
    ]);
  });

  it("given no total yet, or no rate, then 0% and no time left", () => {
    expect(progressPercent(progress({ phase: "starting", eventsDone: 0, eventsTotal: 0 }))).toBe(0);
    expect(progressFacts(progress({ phase: "starting", eventsDone: 0, eventsTotal: 0 }))).toEqual(
      [],
    );
    expect(progressFacts(progress({ secondsLeft: null }))).toEqual([
      "2,500 of 10,000 events",
      "1,250 events/s",
    ]);
  });

  it("given more events than counted at the start, then the bar stops at 100%", () => {
    expect(progressPercent(progress({ eventsDone: 10_050 }))).toBe(100);
  });
});

describe("the toast when a rebuild ends", () => {
  it("given it finished, then 'Rebuild finished' with the events and seconds", () => {
    expect(rebuildEndToast(progress({ phase: "done", eventsDone: 10_000, seconds: 7.25 }))).toEqual(
      {
        title: "Rebuild finished",
        description: "practice: 10,000 events replayed in 7.3 s.",
      },
    );
  });

  it("given it failed, then 'Rebuild failed' with its error", () => {
    expect(rebuildEndToast(progress({ phase: "failed", error: "disk full" }))).toEqual({
      title: "Rebuild failed",
      description: "practice: disk full. The live tables were left as they were.",
      variant: "destructive",
    });
  });
});
