import { describe, expect, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { NOT_AN_ANALYST, type AnalystCommand } from "./decide.ts";
import { analystAccessDecider } from "./decider.ts";
import { analystAccessStream, analystEventSchemas, type AnalystEvent } from "./events.ts";

const analystUserId = "5b1f8f0e-2b7a-4c1e-9d3a-8e2f6a7b9c01";
const studentPseudonym = "s-0123456789abcdef0123456789abcdef";
const now = new Date("2027-02-03T10:20:30.000Z");
const spec = deciderSpec(analystAccessDecider);

const record = (overrides: Partial<AnalystCommand> = {}): AnalystCommand => ({
  type: "RecordHistoryAccess",
  analystUserId,
  studentPseudonym,
  action: "timeline",
  detail: "after=0 limit=100",
  ...overrides,
});

const accessed: AnalystEvent = {
  type: "StudentHistoryAccessed",
  data: {
    analystUserId,
    studentPseudonym,
    action: "timeline",
    detail: "after=0 limit=100",
    at: now.toISOString(),
  },
};

describe("analyst access log decider", () => {
  it("given no access, when an analyst reads a student's timeline, then StudentHistoryAccessed at now", () => {
    spec([]).when(record(), { now, actorIsAnalyst: true }).then([accessed]);
  });

  it("given an access, when the same page is read again, then it is recorded again", () => {
    const again = new Date("2027-02-03T10:21:00.000Z");
    spec([accessed])
      .when(record(), { now: again, actorIsAnalyst: true })
      .then([{ ...accessed, data: { ...accessed.data, at: again.toISOString() } }]);
  });

  it("given anything, when the actor does not hold the analyst role, then it is forbidden", () => {
    spec([])
      .when(record(), { now, actorIsAnalyst: false })
      .thenRefused("forbidden", NOT_AN_ANALYST.message);
    spec([accessed])
      .when(record({ action: "export-csv" }), { now, actorIsAnalyst: false })
      .thenRefused("forbidden");
  });

  it("given no access, when the detail is longer than 200 characters, then it is cut to 200 and the event is valid", () => {
    const [event] = spec([])
      .when(record({ action: "progress", detail: "x".repeat(500) }), { now, actorIsAnalyst: true })
      .events();
    expect(event?.data.detail).toHaveLength(200);
    expect(analystEventSchemas.StudentHistoryAccessed.safeParse(event?.data).success).toBe(true);
  });

  it("names the student by pseudonym only: no field a student's erasure would match", () => {
    const keys = Object.keys(accessed.data);
    expect(keys.filter((k) => k === "userId" || k.endsWith("UserId"))).toEqual(["analystUserId"]);
    expect(analystAccessStream(analystUserId)).toBe(`analyst-access-${analystUserId}`);
  });

  it("counts the accesses its stream holds", () => {
    expect(spec([accessed, accessed]).state).toEqual({ accesses: 2 });
  });
});
