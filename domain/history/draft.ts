// What each context's learning-history rules are written with (domain/<context>/history.ts):
// the rules' shape, typed on the context's event schemas so that every event type is either read
// as entries or marked as not learning history, a draft entry, and the plain words entries share.
// domain/history/entry.ts composes the contexts' rules.
import type { z } from "zod";
import type { Subject } from "../questions/item.ts";
import type { HistoryContext, HistoryEntry, Json } from "./entry.ts";

/** The entry's learning fields (each null unless the draft says otherwise). */
export type HistoryFields = Omit<
  HistoryEntry,
  "userId" | "context" | "type" | "summary" | "detail"
>;

/** An entry as a context's rule writes it: the student, one line, the fields it knows. */
export type Draft = Partial<HistoryFields> & {
  userId: string;
  summary: string;
  detail?: { [key: string]: Json };
  /** The context when it is not the type's (a level raised by a focused answer). */
  context?: HistoryContext;
};

/** How one event type reads as entries. */
export type EntriesOf<S extends z.ZodType> = (data: z.infer<S>) => Draft[];

/**
 * One codec's rules: the context its entries have, its schemas, and for every event type of the
 * codec (a missing type does not compile) its entries, or null: not learning history.
 */
export type HistoryRules<Schemas extends Record<string, z.ZodType>> = {
  context: HistoryContext;
  schemas: Schemas;
  entries: { [K in keyof Schemas]: EntriesOf<Schemas[K]> | null };
};

/** A codec's rules, checked against its schemas. */
export const historyRules = <Schemas extends Record<string, z.ZodType>>(
  rules: HistoryRules<Schemas>,
): HistoryRules<Schemas> => rules;

export const subjectName = (subject: Subject): string =>
  subject === "english" ? "English" : "Math";
export const signed = (xp: number): string => `${xp >= 0 ? "+" : "−"}${Math.abs(xp)} XP`;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const range = (e: { score: number; low: number; high: number }) =>
  `${e.score} (${e.low}–${e.high})`;
