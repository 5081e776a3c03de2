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
import { z } from "zod";
import type { BankView } from "../../domain/diagnostic/decide.ts";
import { domainTargetsOf } from "../../domain/diagnostic/engine.ts";
import type { DropItem } from "../../domain/practice/decide.ts";
import { domainNames, letters, subjects, type Domain } from "../../domain/questions/item.ts";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";

/** A content domain of the taxonomy (domain/questions/item.ts). */
const domainSchema = z.custom<Domain>(
  (value) => typeof value === "string" && Object.hasOwn(domainNames, value),
  "not a domain of the taxonomy",
);

const bankRow = z.object({
  id: z.string(),
  subject: z.enum(subjects),
  domain: domainSchema,
  skill: z.string(),
  level: z.number(),
  passage: z.string().nullable(),
  answer: z.enum(letters),
  irt_a: z.number(),
  irt_b: z.number(),
  current_b: z.number(),
  irt_c: z.number(),
  cal_a: z.number().nullable(),
  cal_b: z.number().nullable(),
  cal_c: z.number().nullable(),
});

export type QuestionBank = {
  /** The Daily Drop's items, each with its calibrated a and c (else the authored) and its
   *  difficulty re-estimated online (question_stats.current_b); questions on the same passage
   *  share its text as their passage key. */
  items: readonly DropItem[];
  find(id: string): DropItem | undefined;
  /** The diagnostic's view: candidates per subject with their latest calibrated parameters
   *  (else the authored), keys, domain shares. */
  diagnostic: BankView;
};

/** The published bank, read now. */
export async function loadQuestionBank(db: CommonQueryMethods): Promise<QuestionBank> {
  const rows = await db.any(sql.type(bankRow)`
    select q.id, q.subject, q.domain, q.skill, q.level, q.passage, q.answer, q.irt_a, q.irt_b,
      q.irt_c, coalesce(s.current_b, q.cal_b, q.irt_b) as current_b, q.cal_a, q.cal_b, q.cal_c
    from questions q left join question_stats s on s.question_id = q.id
    order by q.id`);
  const items: DropItem[] = rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    domain: r.domain,
    skill: r.skill,
    level: r.level,
    passageKey: r.passage,
    answer: r.answer,
    irt: { a: r.cal_a ?? r.irt_a, b: r.current_b, c: r.cal_c ?? r.irt_c },
  }));
  const byId = new Map(items.map((i) => [i.id, i]));
  // The same questions with the latest calibration's parameters (all three, from one estimate),
  // else the ones they were written with, for the diagnostic.
  const diagnostic = items.map((item, i) => {
    const r = rows[i]!;
    const calibrated = r.cal_a !== null && r.cal_b !== null && r.cal_c !== null;
    return {
      ...item,
      irt: calibrated
        ? { a: r.cal_a!, b: r.cal_b!, c: r.cal_c! }
        : { a: r.irt_a, b: r.irt_b, c: r.irt_c },
    };
  });
  const diagnosticById = new Map(diagnostic.map((i) => [i.id, i]));
  const bySubject = {
    english: diagnostic.filter((i) => i.subject === "english"),
    math: diagnostic.filter((i) => i.subject === "math"),
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
  const reload = () => {
    if (!loading) {
      const at = now();
      loading = load()
        .then((bank) => {
          cached = { bank, at };
          return bank;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  };
  return {
    async get(need = []) {
      // An empty bank is never kept: the first publication is used at once.
      const fresh = cached !== null && cached.bank.items.length > 0 && now() - cached.at < maxAgeMs;
      if (fresh && need.every((id) => cached!.bank.find(id))) return cached!.bank;
      return reload();
    },
  };
}

/** The bank as of at most BANK_CACHE_MS ago, holding every question in `need`. */
export type BankCache<Bank = QuestionBank> = { get(need?: readonly string[]): Promise<Bank> };
