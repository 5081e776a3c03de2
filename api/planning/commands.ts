// Study planning's command handlers: create a plan and record a study session, each a command on
// the student's study-plan stream (domain/planning/decider.ts) with the student's day and SAT
// date in the context; each waits (bounded) for the planning projection so the next read sees it.
import { randomUUID } from "node:crypto";
import type { StudyPlanCommand } from "../../domain/planning/decide.ts";
import { studyPlanDecider } from "../../domain/planning/decider.ts";
import type { PreferredTime, StudyActivity, StudyIntensity } from "../../domain/planning/events.ts";
import { parseStudyPlanEvent, studyPlanStream } from "../../domain/planning/events.ts";
import { localDay } from "../../domain/practice/days.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { handleCommand } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { readStudentClock } from "../students/clock.ts";
import { settle } from "../read-your-writes.ts";

const parse = (e: StoredEvent) => parseStudyPlanEvent(e.type, e.data);

export function createPlanningCommands(deps: ApiDeps) {
  async function run(userId: string, command: StudyPlanCommand) {
    const clock = await readStudentClock(deps.pool, userId);
    const now = deps.now();
    const result = await handleCommand({
      store: deps.store,
      stream: studyPlanStream(userId),
      decider: studyPlanDecider,
      parse,
      command,
      context: { now, today: localDay(now, clock.timeZone), profileTestDate: clock.testDate },
    });
    await settle(deps, result.position, ["planning"]);
    return { ...result, now };
  }

  return {
    /** A new plan (replacing any earlier one); the result's state holds it. */
    createPlan: (
      userId: string,
      body: {
        testDate: string | null;
        weeklyHours: number | null;
        preferredTime: PreferredTime;
        studyIntensity: StudyIntensity;
      },
    ) => run(userId, { type: "CreateStudyPlan", userId, planId: randomUUID(), ...body }),

    /** Records a study session; answers its id. */
    recordSession: async (
      userId: string,
      body: {
        startedAt: Date;
        minutes: number;
        activity: StudyActivity;
        subject: "english" | "math" | "both" | null;
      },
    ) => {
      const sessionId = randomUUID();
      await run(userId, { type: "RecordStudySession", userId, sessionId, ...body });
      return sessionId;
    },
  };
}

export type PlanningCommands = ReturnType<typeof createPlanningCommands>;
