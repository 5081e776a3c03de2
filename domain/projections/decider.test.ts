// The projection rebuild decider, given/when/then: a start names the administrator, an end needs
// a start and names the same administrator, and a start after a Started with no end (its process
// stopped) is a new rebuild.
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { MAX_ERROR_LENGTH, NOT_RUNNING } from "./decide.ts";
import { projectionRebuildDecider } from "./decider.ts";
import {
  parseProjectionRebuildEvent,
  projectionRebuildStream,
  type ProjectionRebuildEvent,
} from "./events.ts";

const admin = "7d0c6f7e-4d59-4a5e-9a43-3f4a4f1b2c3d";
const other = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const now = new Date("2026-11-25T15:00:00Z");
const at = now.toISOString();
const context = { now };
const given = deciderSpec(projectionRebuildDecider);

const started = (startedByUserId = admin): ProjectionRebuildEvent => ({
  type: "ProjectionRebuildStarted",
  data: { projection: "practice", startedByUserId, startedAt: "2026-11-25T14:59:00.000Z" },
});
const finished: ProjectionRebuildEvent = {
  type: "ProjectionRebuildFinished",
  data: {
    projection: "practice",
    startedByUserId: admin,
    finishedAt: "2026-11-25T14:59:30.000Z",
    events: 120,
    seconds: 30,
  },
};

describe("the rebuild stream", () => {
  it("is named after the projection, and a malformed stored event names its type", () => {
    expect(projectionRebuildStream("practice")).toBe("projection-rebuild-practice");
    expect(() =>
      parseProjectionRebuildEvent("ProjectionRebuildStarted", { projection: "practice" }),
    ).toThrow(/malformed ProjectionRebuildStarted/);
  });
});

describe("StartProjectionRebuild", () => {
  it("given no rebuild, when an admin starts one, then it is started by that admin", () => {
    given([])
      .when(
        { type: "StartProjectionRebuild", projection: "practice", startedByUserId: admin },
        context,
      )
      .then([
        {
          type: "ProjectionRebuildStarted",
          data: { projection: "practice", startedByUserId: admin, startedAt: at },
        },
      ]);
  });

  it("given a Started with no end (its process stopped), when another admin starts, then a new rebuild starts", () => {
    given([started(other)])
      .when(
        { type: "StartProjectionRebuild", projection: "practice", startedByUserId: admin },
        context,
      )
      .then([
        {
          type: "ProjectionRebuildStarted",
          data: { projection: "practice", startedByUserId: admin, startedAt: at },
        },
      ]);
  });
});

describe("FinishProjectionRebuild", () => {
  it("given a running rebuild, when it finishes, then the end names the admin who started it", () => {
    given([started()])
      .when(
        { type: "FinishProjectionRebuild", projection: "practice", events: 500, seconds: 2.5 },
        context,
      )
      .then([
        {
          type: "ProjectionRebuildFinished",
          data: {
            projection: "practice",
            startedByUserId: admin,
            finishedAt: at,
            events: 500,
            seconds: 2.5,
          },
        },
      ]);
  });

  it("given no rebuild, or one already finished, when it finishes, then refused: none is running", () => {
    given([])
      .when(
        { type: "FinishProjectionRebuild", projection: "practice", events: 1, seconds: 1 },
        context,
      )
      .thenRefused("conflict", NOT_RUNNING.message);
    given([started(), finished])
      .when(
        { type: "FinishProjectionRebuild", projection: "practice", events: 1, seconds: 1 },
        context,
      )
      .thenRefused("conflict", NOT_RUNNING.message);
  });
});

describe("FailProjectionRebuild", () => {
  it("given a running rebuild, when it fails, then the failure keeps the error and names the admin", () => {
    given([started(other)])
      .when({ type: "FailProjectionRebuild", projection: "practice", error: "boom" }, context)
      .then([
        {
          type: "ProjectionRebuildFailed",
          data: { projection: "practice", startedByUserId: other, failedAt: at, error: "boom" },
        },
      ]);
  });

  it("given a very long error, when it fails, then the message kept is cut to its limit", () => {
    const [event] = given([started()])
      .when(
        { type: "FailProjectionRebuild", projection: "practice", error: "x".repeat(5000) },
        context,
      )
      .events();
    expect(event?.type === "ProjectionRebuildFailed" && event.data.error.length).toBe(
      MAX_ERROR_LENGTH,
    );
  });

  it("given no rebuild, when it fails, then refused: none is running", () => {
    given([])
      .when({ type: "FailProjectionRebuild", projection: "practice", error: "boom" }, context)
      .thenRefused("conflict", NOT_RUNNING.message);
  });
});
