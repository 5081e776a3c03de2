// The published question bank as the deciders use it, for the diagnostic and the Daily Drop
// alike: one read of the `questions` and `question_stats` read models, kept per process. Each
// decides with the latest parameters: the diagnostic with the item calibration's {a, b, c}
// (questions.cal_*, `levelfield calibrate`, domain/questions/mml.ts) once a question has been
// calibrated, the authored ones before; the Daily Drop with the calibrated a and c (else the
// authored) and the difficulty re-estimated online after every answer (question_stats.current_b,
// which a calibration resets to the calibrated b). Calibration keeps the authored scale (its
// ability distribution is N(0, 1) on it, its priors centred on the authored values), so the
// diagnostic's estimates stay on the scale the bank was written on. Publishing the bank is in
// publish.ts.
//
// A question an admin retired (questions.retired_at) is never chosen again: it is not among the
// items the Daily Drop and focused sets choose from, nor the diagnostic's candidates. `find`
// still finds it, so an answer to a question assigned before it was retired is still scored
// (docs/rules.md, "Question reports").
import { z } from "zod";
import type { BankView } from "../../domain/diagnostic/decide.ts";
import { domainTargetsOf } from "../../domain/diagnostic/engine.ts";
import type { DropItem } from "../../domain/practice/decide.ts";
import { domainNames, type Domain, type ItemParameters } from "../../domain/questions/item.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { questionStatsRow } from "../../database/tables/question-stats.ts";
import { itemParameters, questionsRow } from "../../database/tables/questions.ts";

/** A content domain of the taxonomy (domain/questions/item.ts). */
const domainSchema = z.custom<Domain>(
  (value) => typeof value === "string" && Object.hasOwn(domainNames, value),
  "not a domain of the taxonomy",
);

const bankRow = questionsRow
  .pick({
    id: true,
    subject: true,
    skill: true,
    level: true,
    passage: true,
    answer: true,
    ...itemParameters,
  })
  .extend({ domain: domainSchema, retired: z.boolean() })
  .extend(questionStatsRow.pick({ current_b: true }).shape);

export type QuestionBank = {
  /** The Daily Drop's and focused sets' items to choose from (never a retired question), each with its calibrated a and c (else the authored) and its
   *  difficulty re-estimated online (question_stats.current_b); questions on the same passage
   *  share its text as their passage key. */
  items: readonly DropItem[];
  /** Any published question, retired or not (an answer to one assigned earlier is scored). */
  find(id: string): DropItem | undefined;
  /** The diagnostic's view: candidates per subject with their latest calibrated parameters
   *  (else the authored), keys, domain shares. */
  diagnostic: BankView;
};

/** A question's latest calibrated parameters (questions.cal_*, which the questions projection
 *  sets all together from QuestionCalibrated), or null before its first calibration. */
export function calibratedParameters(row: {
  cal_a: number | null;
  cal_b: number | null;
  cal_c: number | null;
}): ItemParameters | null {
  return row.cal_a !== null && row.cal_b !== null && row.cal_c !== null
    ? { a: row.cal_a, b: row.cal_b, c: row.cal_c }
    : null;
}

/** The published bank, read now. */
export async function loadQuestionBank(db: CommonQueryMethods): Promise<QuestionBank> {
  const rows = await db.any(sql.type(bankRow)`
    select q.id, q.subject, q.domain, q.skill, q.level, q.passage, q.answer, q.irt_a, q.irt_b,
      q.irt_c, coalesce(s.current_b, q.cal_b, q.irt_b) as current_b, q.cal_a, q.cal_b, q.cal_c,
      q.retired_at is not null as retired
    from questions q left join question_stats s on s.question_id = q.id
    order by q.id`);
  const all: DropItem[] = rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    domain: r.domain,
    skill: r.skill,
    level: r.level,
    passageKey: r.passage,
    answer: r.answer,
    irt: { a: r.cal_a ?? r.irt_a, b: r.current_b, c: r.cal_c ?? r.irt_c },
  }));
  const byId = new Map(all.map((i) => [i.id, i]));
  const retired = new Set(rows.filter((r) => r.retired).map((r) => r.id));
  const items = all.filter((i) => !retired.has(i.id));
  // The same questions with the latest calibration's parameters (all three, from one estimate),
  // else the ones they were written with, for the diagnostic.
  const diagnostic = all.map((item, i) => {
    const r = rows[i]!;
    return { ...item, irt: calibratedParameters(r) ?? { a: r.irt_a, b: r.irt_b, c: r.irt_c } };
  });
  const diagnosticById = new Map(diagnostic.map((i) => [i.id, i]));
  const servable = diagnostic.filter((i) => !retired.has(i.id));
  const bySubject = {
    english: servable.filter((i) => i.subject === "english"),
    math: servable.filter((i) => i.subject === "math"),
  };
  return {
    items,
    find: (id) => byId.get(id),
    diagnostic: {
      candidates: (s) => bySubject[s],
      find: (id) => diagnosticById.get(id),
      domainTargets: domainTargetsOf,
    },
  };
}

/** How long the bank a process decides with may be reused before it is read again. */
export const BANK_CACHE_MS = 30_000;

/**
 * The bank, read at most once per BANK_CACHE_MS (it is the same for every student, and reading
 * 375 rows per answer would be most of an answer's cost). Difficulties recalibrate a little with
 * every answer; deciding with ones up to 30 s old changes nothing that matters. A question the
 * cache does not hold (published since, perhaps by another process) reads it again at once.
 * Concurrent reads share one query.
 */
export function createBankCache<Bank extends Pick<QuestionBank, "items" | "find">>(
  load: () => Promise<Bank>,
  options: { maxAgeMs?: number; now?: () => number } = {},
): BankCache<Bank> {
  const maxAgeMs = options.maxAgeMs ?? BANK_CACHE_MS;
  const now = options.now ?? Date.now;
  let cached: { bank: Bank; at: number } | null = null;
  let loading: Promise<Bank> | null = null;
  // Bumped by forget(): a read that started before it is not kept (it may predate the change).
  let generation = 0;
  const reload = () => {
    if (!loading) {
      const at = now();
      const started = generation;
      const current: Promise<Bank> = load()
        .then((bank) => {
          if (started === generation) cached = { bank, at };
          return bank;
        })
        .finally(() => {
          if (loading === current) loading = null;
        });
      loading = current;
    }
    return loading;
  };
  return {
    forget() {
      generation += 1;
      cached = null;
      loading = null;
    },
    async get(need = []) {
      // An empty bank is never kept: the first publication is used at once.
      const fresh = cached !== null && cached.bank.items.length > 0 && now() - cached.at < maxAgeMs;
      if (fresh && need.every((id) => cached!.bank.find(id))) return cached!.bank;
      return reload();
    },
  };
}

/** The bank as of at most BANK_CACHE_MS ago, holding every question in `need`. */
export type BankCache<Bank = QuestionBank> = {
  get(need?: readonly string[]): Promise<Bank>;
  /** Drops the bank read so far: the next `get` reads it again (after a question is retired or
   *  revised in this process; other processes see it within BANK_CACHE_MS). */
  forget(): void;
};
