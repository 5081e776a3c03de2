// The diagnostic's command handlers: start a subject, serve its next question, answer it. Each
// loads the student's diagnostic stream, lets the decider choose with the bank (authored
// difficulties), and appends; the result carries the state after the command, so routes answer
// from it without reading the stream again. Finishing Math marks the diagnostic complete on the
// user too.
import { randomInt } from "node:crypto";
import type { DiagnosticCommand } from "../../domain/diagnostic/decide.ts";
import { diagnosticDecider } from "../../domain/diagnostic/decider.ts";
import {
  diagnosticStream,
  parseDiagnosticEvent,
  type DiagnosticEvent,
} from "../../domain/diagnostic/events.ts";
import type { Subject } from "../../domain/questions/item.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { handleCommand } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import type { Accounts } from "../identity/accounts.ts";
import { HttpError } from "../plugins/errors.ts";
import type { BankCache } from "../questions/bank.ts";
import { settle } from "../read-your-writes.ts";

const parse = (e: StoredEvent): DiagnosticEvent => parseDiagnosticEvent(e.type, e.data);
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

type Answer = Omit<Extract<DiagnosticCommand, { type: "AnswerQuestion" }>, "type">;

export function createDiagnosticCommands(deps: ApiDeps, bank: BankCache, accounts: Accounts) {
  async function run(userId: string, command: DiagnosticCommand, need: readonly string[] = []) {
    const { diagnostic } = await bank.get(need);
    if (diagnostic.candidates(command.subject).length === 0) {
      // A state the request cannot change (409), not a server fault: the message says what to do.
      throw new HttpError(
        409,
        "The question bank is empty. An administrator must build the question dataset first.",
      );
    }
    return handleCommand({
      store: deps.store,
      stream: diagnosticStream(userId),
      decider: diagnosticDecider,
      parse,
      command,
      context: { bank: diagnostic, random: secureRandom },
    });
  }

  return {
    /** Starts (or resumes) a subject: English first, then Math. */
    start: (userId: string, subject: Subject) =>
      run(userId, { type: "StartSubject", userId, subject }),

    /** Serves the subject's next question, or keeps the one waiting for an answer. */
    serveNext: (userId: string, subject: Subject) =>
      run(userId, { type: "ServeNextQuestion", userId, subject }),

    /** Answers the current question; the subject may end with it (and, after Math, the whole
     *  diagnostic: the users read model is waited for, so the next read shows it). */
    async answer(answer: Answer) {
      const result = await run(answer.userId, { type: "AnswerQuestion", ...answer }, [
        answer.questionId,
      ]);
      const completed = result.events.find(
        (e): e is Extract<DiagnosticEvent, { type: "DiagnosticSubjectCompleted" }> =>
          e.type === "DiagnosticSubjectCompleted",
      );
      if (completed) {
        // Both subjects done: the diagnostic is complete on the user too (the spec's client
        // also PATCHes it; marking it here means a lost PATCH loses nothing).
        if (answer.subject === "math") await accounts.completeDiagnostic(answer.userId);
        await settle(deps, result.position, ["users"]);
      }
      return { ...result, completed };
    },
  };
}

export type DiagnosticCommands = ReturnType<typeof createDiagnosticCommands>;
