// Publishing the domain's question bank as events: the admin build, and `npm start` on an
// empty bank. The bank the deciders read back is bank.ts; the admin reads are queries.ts.
import { buildQuestionBank } from "../../domain/questions/bank.ts";
import { questionDecider } from "../../domain/questions/question/decider.ts";
import {
  parseQuestionEvent,
  questionStream,
  type QuestionEvent,
} from "../../domain/questions/question/events.ts";
import type { QuestionItem } from "../../domain/questions/item.ts";
import { questionProblems } from "../../domain/questions/validate.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { handleCommand } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { settle } from "../read-your-writes.ts";
import { countPublishedQuestions } from "./queries.ts";
import type { BuildResult } from "../schemas/questions.ts";

const parse = (e: StoredEvent): QuestionEvent => parseQuestionEvent(e.type, e.data);

/** How long a build waits for the read model to show what it published. */
const PROJECTION_WAIT_MS = 15_000;

/**
 * How many questions are published at once. Each is its own stream and its own append, so they
 * do not conflict; side by side, PostgreSQL flushes their commits together (one WAL flush for
 * many), which is what a first start spent its time on: 375 appends one after another took
 * several seconds on a durable database (docs/performance.md, "First start").
 */
const PUBLISH_CONCURRENCY = 16;

/**
 * Publishes every valid question of the bank: a new one is QuestionPublished, a changed one
 * QuestionRevised, an unchanged one nothing. An invalid item, or one whose append fails, counts
 * as failed and the others still go out (each question is its own stream).
 */
export async function publishBank(
  deps: Pick<ApiDeps, "store" | "pool" | "log">,
  items: readonly QuestionItem[] = buildQuestionBank(),
): Promise<BuildResult> {
  let success = 0;
  let failed = 0;
  let published = 0;
  let last: Position | null = null;
  const publishOne = async (question: QuestionItem) => {
    const problems = questionProblems(question);
    if (problems.length > 0) {
      failed += 1;
      deps.log.warn({ questionId: question.id, problems }, "question not published");
      return;
    }
    try {
      const result = await handleCommand({
        store: deps.store,
        stream: questionStream(question.id),
        decider: questionDecider,
        parse,
        command: { type: "PublishQuestion", question },
        context: undefined,
      });
      success += 1;
      if (result.position) {
        published += 1;
        // Appends finish in any order: the wait below is for the latest of them.
        if (!last || deps.store.comparePositions(result.position, last) > 0) last = result.position;
      }
    } catch (error) {
      failed += 1;
      deps.log.error({ questionId: question.id, err: error }, "publishing a question failed");
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < items.length) await publishOne(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PUBLISH_CONCURRENCY, items.length) }, worker));
  await settle(deps, last, ["questions"], PROJECTION_WAIT_MS);
  return { success, failed, total: items.length, published };
}

/**
 * Whether the bank was never published: no question in the read table and no stream for the
 * bank's first question (the event log answers even when the projector has not caught up).
 */
export async function bankIsEmpty(
  deps: Pick<ApiDeps, "store" | "pool">,
  items: readonly QuestionItem[],
): Promise<boolean> {
  const first = items[0];
  if (!first || (await countPublishedQuestions(deps.pool)) > 0) return false;
  return (await deps.store.readStream(questionStream(first.id))).length === 0;
}
