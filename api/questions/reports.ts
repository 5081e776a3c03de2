// The question report command handlers (issue 20, item 7): a student reports a question; an admin
// reads the queue and resolves a report by retiring the question, revising it, or dismissing the
// report. The rules are the deciders' (domain/questions/reports/ for a report,
// domain/questions/question/ for retiring and revising a question); the note's filter is
// domain/questions/reports/text.ts, run before the note is sealed for the student (vault).
//
// A report's id is derived from (question, student, how many reports of it the student made
// before), keyed (HMAC under a key of its own, ApiDeps.keys.questionReportId, so the id does not
// reveal who reported): two clicks racing for the same report aim at the same stream, one wins,
// and the other is refused "You have already reported this question." by the decider on the
// reloaded stream.
import { createHmac } from "node:crypto";
import { percentCorrect } from "../../domain/analytics/item-statistics.ts";
import { questionDecider } from "../../domain/questions/question/decider.ts";
import {
  parseQuestionEvent,
  questionStream,
  type QuestionEvent,
} from "../../domain/questions/question/events.ts";
import type { ReportCommand } from "../../domain/questions/reports/decide.ts";
import {
  ALREADY_RESOLVED,
  NO_SUCH_REPORT,
  QUESTION_NOT_FOUND,
  REVISION_NEEDS_QUESTION,
} from "../../domain/questions/reports/decide.ts";
import { reportDecider } from "../../domain/questions/reports/decider.ts";
import {
  parseReportEvent,
  questionReportStream,
  reportReasonLabels,
  type ReportEvent,
  type ReportResolution,
} from "../../domain/questions/reports/events.ts";
import { adminNote, reportText } from "../../domain/questions/reports/text.ts";
import { CommandRefused } from "../../domain/decider.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { handleCommand, loadStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { settle } from "../read-your-writes.ts";
import type { BankCache } from "./bank.ts";
import {
  hasAnswered,
  openReportIds,
  questionExists,
  readReportQueue,
  reporterReports,
} from "./report-queries.ts";
import type { QueuedReport, ReportBody, ResolveBody, ResolveResult } from "../schemas/reports.ts";

const parseReport = (e: StoredEvent): ReportEvent => parseReportEvent(e.type, e.data);
const parseQuestion = (e: StoredEvent): QuestionEvent => parseQuestionEvent(e.type, e.data);

const actionResolution: Record<ResolveBody["action"], ReportResolution> = {
  retire: "retired",
  revise: "revised",
  dismiss: "dismissed",
};

/** A UUID (version 8, RFC 9562) from an HMAC: the same inputs, the same id. */
function keyedUuid(key: Buffer, text: string): string {
  const bytes = createHmac("sha256", key).update(text).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createQuestionReports(deps: ApiDeps, bank: BankCache) {
  async function resolveOne(reportId: string, resolution: ReportResolution, note: string | null) {
    const command: ReportCommand = { type: "ResolveQuestionReport", resolution, note };
    return handleCommand({
      store: deps.store,
      stream: questionReportStream(reportId),
      decider: reportDecider,
      parse: parseReport,
      command,
      context: { now: deps.now(), questionExists: true, reporterHasOpenReport: false },
    });
  }

  return {
    /** A student reports a question (201 with the report's id). */
    async report(userId: string, questionId: string, body: ReportBody): Promise<string> {
      // Checked (and refused) before anything is sealed or written.
      const text = reportText(body.text);
      const [exists, made, answered] = await Promise.all([
        questionExists(deps.pool, questionId),
        reporterReports(deps.pool, userId, questionId),
        hasAnswered(deps.pool, userId, questionId),
      ]);
      const reportId = keyedUuid(
        deps.keys.questionReportId,
        `${questionId}\n${userId}\n${made.made}`,
      );
      const sealed = text === null || !exists ? null : await deps.vault.seal(userId, text);
      const result = await handleCommand({
        store: deps.store,
        stream: questionReportStream(reportId),
        decider: reportDecider,
        parse: parseReport,
        command: {
          type: "ReportQuestion",
          reportId,
          questionId,
          reporterUserId: userId,
          reason: body.reason,
          text: sealed,
          answered,
        },
        context: { now: deps.now(), questionExists: exists, reporterHasOpenReport: made.open },
      });
      await settle(deps, result.position, ["question-reports"]);
      return reportId;
    },

    /** The admins' queue: reports with this status, oldest first, notes opened. */
    async queue(status: QueuedReport["status"]): Promise<QueuedReport[]> {
      const rows = await readReportQueue(deps.pool, status);
      return Promise.all(
        rows.map(async (r) => ({
          reportId: r.report_id,
          reason: r.reason,
          reasonLabel: reportReasonLabels[r.reason],
          // Null once the student was erased (their key is gone): the note is shredded.
          text: r.text_sealed ? await deps.vault.open(r.reporter_user_id, r.text_sealed) : null,
          answered: r.answered,
          reportedAt: r.reported_at.toISOString(),
          status: r.status,
          resolvedAt: r.resolved_at?.toISOString() ?? null,
          note: r.note,
          openReportsForQuestion: r.open_for_question,
          question: {
            id: r.question_id,
            subject: r.subject,
            skill: r.skill,
            level: r.level,
            passage: r.passage,
            stem: r.stem,
            choices: r.choices,
            answer: r.answer,
            explanation: r.explanation,
            retired: r.retired,
          },
          stats: {
            attempts: r.attempts,
            percentCorrect: percentCorrect(r),
          },
        })),
      );
    },

    /**
     * An admin resolves a report. Retire: the question leaves the bank and every open report of
     * it is resolved "retired". Revise: the question's stem, choices, answer and explanation are
     * replaced (validated like the bank's items). Dismiss: the report is closed, the question
     * stays as it is. The question's change goes first: if it is refused, the report stays open.
     */
    async resolve(
      adminUserId: string,
      reportId: string,
      body: ResolveBody,
    ): Promise<ResolveResult> {
      const loaded = await loadStream(
        deps.store,
        questionReportStream(reportId),
        reportDecider,
        parseReport,
      );
      const report = loaded.state.report;
      if (!report) throw new CommandRefused(NO_SUCH_REPORT);
      if (loaded.state.resolution) throw new CommandRefused(ALREADY_RESOLVED);
      const note = adminNote(body.note);
      const resolution = actionResolution[body.action];
      const questionId = report.questionId;
      let last: Position | null = null;

      if (body.action === "retire") {
        const retired = await handleCommand({
          store: deps.store,
          stream: questionStream(questionId),
          decider: questionDecider,
          parse: parseQuestion,
          command: {
            type: "RetireQuestion",
            reason: note ?? `Reported: ${reportReasonLabels[report.reason]}`,
            reportId,
          },
          context: undefined,
        });
        last = retired.position ?? last;
      } else if (body.action === "revise") {
        const edit = body.question;
        if (!edit) throw new CommandRefused(REVISION_NEEDS_QUESTION);
        const revised = await handleCommand({
          store: deps.store,
          stream: questionStream(questionId),
          decider: questionDecider,
          parse: parseQuestion,
          // The four edited fields over the version the decider decides on (made again on retry).
          command: async ({ state }) => {
            if (!state.question) throw new CommandRefused(QUESTION_NOT_FOUND);
            return { type: "ReviseQuestion" as const, question: { ...state.question, ...edit } };
          },
          context: undefined,
        });
        last = revised.position ?? last;
      }

      const resolved = await resolveOne(reportId, resolution, note);
      last = resolved.position ?? last;
      const resolvedReportIds = [reportId];
      if (body.action === "retire") {
        // Every other open report of the question is answered by the retirement too.
        for (const other of await openReportIds(deps.pool, questionId)) {
          if (other === reportId) continue;
          try {
            const result = await resolveOne(other, "retired", note);
            last = result.position ?? last;
            resolvedReportIds.push(other);
          } catch (error) {
            // Resolved meanwhile by another admin: nothing left to do for it.
            if (!CommandRefused.is(error, ALREADY_RESOLVED)) throw error;
          }
        }
      }
      // Who resolved it: the request log (the event records only that an admin did).
      deps.log.info(
        { adminUserId, reportId, questionId, resolution, resolvedReportIds },
        "question report resolved",
      );
      await settle(deps, last, ["questions", "question-reports"]);
      // Once the read model shows the change, this process's next selection reads the bank anew.
      if (body.action !== "dismiss") bank.forget();
      return { reportId, resolution, resolvedReportIds };
    },
  };
}

export type QuestionReports = ReturnType<typeof createQuestionReports>;
