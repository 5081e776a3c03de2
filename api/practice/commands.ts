// The Daily Drop's command handlers: assign today's drop and answer (or skip) one of its
// questions; and focused practice's: start a set, answer in it (and load the state to show one).
// Each reads the student's clock, loads the practice stream, gives the decider its context (the
// bank; the diagnostic's estimates and served questions, read from the diagnostic stream, while
// today's drop is not assigned yet) and appends. It does not wait for the projector: the result
// carries the state after the command and the position appended, which the route records for
// the session (api/read-your-writes.ts), so the next read waits for it instead.
import { randomInt, randomUUID } from "node:crypto";
import { diagnosticDecider } from "../../domain/diagnostic/decider.ts";
import { diagnosticStream, parseDiagnosticEvent } from "../../domain/diagnostic/events.ts";
import { fold } from "../../domain/decider.ts";
import { localDay } from "../../domain/practice/days.ts";
import type { PracticeCommand, PracticeContext } from "../../domain/practice/decide.ts";
import { practiceDecider } from "../../domain/practice/decider.ts";
import { parsePracticeEvent, practiceStream } from "../../domain/practice/events.ts";
import { practiceDay, type PracticeState } from "../../domain/practice/state.ts";
import type { EventStore, StoredEvent } from "../../eventstore/port.ts";
import { handleCommand, loadStream, type LoadedStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import type { BankCache } from "../questions/bank.ts";
import type { SessionAccount } from "../plugins/session-store.ts";
import { readStudentClock, studentClock, type StudentClock } from "../students/clock.ts";

const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;
const parse = (e: StoredEvent) => parsePracticeEvent(e.type, e.data);

/** The student's diagnostic stream: its estimates per completed subject, and each question it
 *  served with when. */
async function readDiagnostic(store: Pick<EventStore, "readStream">, userId: string) {
  const stored = await store.readStream(diagnosticStream(userId));
  const events = stored.map((e) => ({
    event: parseDiagnosticEvent(e.type, e.data),
    at: e.recordedAt,
  }));
  const state = fold(
    diagnosticDecider,
    events.map((e) => e.event),
  );
  const served = events.flatMap(({ event, at }) =>
    event.type === "DiagnosticQuestionServed" ? [{ questionId: event.data.questionId, at }] : [],
  );
  const estimates: PracticeContext["diagnostic"] = {};
  for (const subject of ["english", "math"] as const) {
    const s = state[subject];
    if (s.status === "completed") estimates[subject] = s.result.estimate;
  }
  return { estimates, served };
}

/** What the Daily Drop takes from the diagnostic: its estimates per completed subject (the
 *  tracker's first seed) and every question it put in front of the student with the day it did,
 *  in the student's zone (they count for the no-repeat window like drop answers). */
async function diagnosticForPractice(
  store: EventStore,
  userId: string,
  timeZone: string,
): Promise<Pick<PracticeContext, "diagnostic" | "diagnosticSeen">> {
  const { estimates, served } = await readDiagnostic(store, userId);
  return {
    diagnostic: estimates,
    diagnosticSeen: served.map(({ questionId, at }) => ({
      questionId,
      day: localDay(at, timeZone),
    })),
  };
}

/** The diagnostic's estimates per completed subject: the Daily Drop's first seed, and what the
 *  progress reads show before the first drop. */
export async function diagnosticEstimates(
  deps: { store: Pick<EventStore, "readStream"> },
  userId: string,
): Promise<PracticeContext["diagnostic"]> {
  return (await readDiagnostic(deps.store, userId)).estimates;
}

/** The student's practice state as their stream holds it now (a read: nothing appended): what
 *  the tips and study-planning reads start from. */
export async function readPracticeState(store: EventStore, userId: string): Promise<PracticeState> {
  return (await loadStream(store, practiceStream(userId), practiceDecider, parse)).state;
}

export function createPracticeCommands(deps: ApiDeps, bank: BankCache) {
  const { now } = deps;

  /** The decider's context from the loaded stream. The diagnostic (its estimates seed the
   *  tracker once; the questions it served count for the no-repeat window) is read only when
   *  the command may assign a drop: today's is not assigned yet. */
  async function context(
    userId: string,
    clock: StudentClock,
    loaded: LoadedStream<PracticeState>,
    need: readonly string[] = [],
    readsDiagnostic: "unless-assigned" | "always" = "unless-assigned",
  ): Promise<PracticeContext> {
    const at = now();
    const { day } = practiceDay(loaded.state, at, clock.timeZone);
    const [items, fromDiagnostic] = await Promise.all([
      bank.get(need),
      loaded.state.today?.day === day && readsDiagnostic === "unless-assigned"
        ? { diagnostic: {}, diagnosticSeen: [] }
        : diagnosticForPractice(deps.store, userId, clock.timeZone),
    ]);
    return {
      timeZone: clock.timeZone,
      now: at,
      bank: items,
      ...fromDiagnostic,
      testDate: clock.testDate,
      random: secureRandom,
    };
  }

  /**
   * Runs the command on the student's practice stream; `need`: the questions the (cached) bank
   * must hold. The result also says the clock used.
   */
  async function run(
    userId: string,
    command: PracticeCommand,
    {
      need = [],
      readsDiagnostic = "unless-assigned",
      account,
    }: {
      need?: readonly string[];
      readsDiagnostic?: "unless-assigned" | "always";
      /** What the session read brought of the student (their clock), if it did. */
      account?: SessionAccount | null;
    } = {},
  ) {
    const clock = await studentClock(deps.pool, userId, account);
    const result = await handleCommand({
      store: deps.store,
      stream: practiceStream(userId),
      decider: practiceDecider,
      parse,
      command,
      context: (loaded: LoadedStream<PracticeState>) =>
        context(userId, clock, loaded, need, readsDiagnostic),
    });
    return { ...result, clock };
  }

  return {
    /** Today's drop, assigned on the first call of the student's day. */
    assignToday: (userId: string, account?: SessionAccount | null) =>
      run(userId, { type: "AssignToday", userId }, { account }),

    /** Records an answer or a skip (a retry returns the first record). */
    submitAnswer: (
      command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
      account?: SessionAccount | null,
    ) => run(command.userId, command, { need: [command.questionId], account }),

    /** Starts a focused set (or resumes today's unfinished one for the same area), with a new
     *  set id from a secure source; the questions the diagnostic served count for the
     *  no-repeat window, so the diagnostic is read every time. The result says the student's day. */
    startFocused: async (
      command: Omit<Extract<PracticeCommand, { type: "StartFocusedPractice" }>, "setId">,
    ) => {
      const full = { ...command, setId: randomUUID() };
      const result = await run(command.userId, full, { readsDiagnostic: "always" });
      const { day } = practiceDay(result.state, now(), result.clock.timeZone);
      return { ...result, command: full, day };
    },

    /** Records an answer or a skip in a focused set (a retry returns the first record). */
    submitFocused: (command: Extract<PracticeCommand, { type: "SubmitFocusedAnswer" }>) =>
      run(command.userId, command, { need: [command.questionId] }),

    /** The student's practice state as the stream holds it now (a read: nothing appended). */
    load: async (userId: string) => {
      const [state, clock] = await Promise.all([
        readPracticeState(deps.store, userId),
        readStudentClock(deps.pool, userId),
      ]);
      return { state, clock, day: practiceDay(state, now(), clock.timeZone).day };
    },
  };
}

export type PracticeCommands = ReturnType<typeof createPracticeCommands>;
