// The published question bank: publishing the domain's bank as events (the admin build, and
// `npm start` on an empty bank), and reading it back from the `questions` read table for the
// diagnostic (candidates and keys) and the admin screen (stats and the per-question table).
import { z } from "zod";
import type { BankView } from "../../domain/diagnostic/decider.ts";
import { buildQuestionBank } from "../../domain/questions/bank.ts";
import {
  parseQuestionEvent,
  questionDecider,
  questionStream,
  type QuestionEvent,
} from "../../domain/questions/events.ts";
import {
  BANK_PLAN,
  type Letter,
  type QuestionItem,
  type Subject,
} from "../../domain/questions/item.ts";
import { questionProblems } from "../../domain/questions/validate.ts";
import { sql, type DatabasePool } from "../../eventstore/database.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import { waitUntilProjected } from "../../eventstore/projection-status.ts";
import { handleCommand } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import type { BuildResult } from "../schemas/questions.ts";

const parse = (e: StoredEvent): QuestionEvent => parseQuestionEvent(e.type, e.data);

/** How long a build waits for the read model to show what it published. */
const PROJECTION_WAIT_MS = 15_000;

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
  for (const question of items) {
    const problems = questionProblems(question);
    if (problems.length > 0) {
      failed += 1;
      deps.log.warn({ questionId: question.id, problems }, "question not published");
      continue;
    }
    try {
      const result = await handleCommand(
        deps.store,
        questionStream(question.id),
        questionDecider,
        parse,
        { type: "PublishQuestion", question },
        undefined,
      );
      success += 1;
      if (result.position) {
        published += 1;
        last = result.position;
      }
    } catch (error) {
      failed += 1;
      deps.log.error({ questionId: question.id, err: error }, "publishing a question failed");
    }
  }
  if (last) {
    const settled = await waitUntilProjected(deps.pool, deps.store, last, {
      projections: ["questions"],
      timeoutMs: PROJECTION_WAIT_MS,
    });
    if (!settled.ok) deps.log.warn({ reason: settled.reason }, "question bank read model behind");
  }
  return { success, failed, total: items.length, published };
}

export async function countPublishedQuestions(pool: DatabasePool): Promise<number> {
  return pool.oneFirst(
    sql.type(z.object({ n: z.number() }))`select count(*)::int as n from questions`,
  );
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

const bankRow = z.object({
  id: z.string(),
  subject: z.enum(["english", "math"]),
  domain: z.string(),
  answer: z.enum(["A", "B", "C", "D"]),
  irt_a: z.number(),
  irt_b: z.number(),
  irt_c: z.number(),
});

/** The published bank as the diagnostic decides with it: candidates, keys, domain shares. */
export async function loadBankView(pool: DatabasePool): Promise<BankView> {
  const rows = await pool.any(sql.type(bankRow)`
    select id, subject, domain, answer, irt_a, irt_b, irt_c from questions order by id`);
  const items = rows.map((r) => ({
    id: r.id,
    subject: r.subject as Subject,
    domain: r.domain,
    answer: r.answer as Letter,
    irt: { a: r.irt_a, b: r.irt_b, c: r.irt_c },
  }));
  const byId = new Map(items.map((i) => [i.id, i]));
  const bySubject = {
    english: items.filter((i) => i.subject === "english"),
    math: items.filter((i) => i.subject === "math"),
  };
  const targets = (subject: Subject) => {
    const domains = Object.entries(BANK_PLAN).filter(([domain]) =>
      bySubject[subject].some((i) => i.domain === domain),
    );
    const total = domains.reduce((n, [, plan]) => n + plan.easy + plan.medium + plan.hard, 0);
    return Object.fromEntries(
      domains.map(([domain, plan]) => [domain, (plan.easy + plan.medium + plan.hard) / total]),
    );
  };
  const domainTargets = { english: targets("english"), math: targets("math") };
  return {
    candidates: (subject) => bySubject[subject],
    find: (id) => byId.get(id),
    domainTargets: (subject) => domainTargets[subject],
  };
}

const servedRow = z.object({
  id: z.string(),
  subject: z.enum(["english", "math"]),
  skill: z.string(),
  level: z.number(),
  passage: z.string().nullable(),
  stem: z.string(),
  choices: z.array(z.string()),
});

/** A question as a student sees it: the spec's fields, never the key or the explanation. */
export async function readServedQuestion(pool: DatabasePool, id: string) {
  const row = await pool.maybeOne(sql.type(servedRow)`
    select id, subject, skill, level, passage, stem, choices from questions where id = ${id}`);
  if (!row) return null;
  return {
    id: row.id,
    subject: row.subject,
    subsection: row.skill,
    level_1_to_12: row.level,
    passage: row.passage,
    question_text: row.stem,
    options: row.choices,
  };
}
