import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { timelineCsvColumns } from "../schemas/analyst.ts";
import { csvEntry, csvField, csvRecord, historyExport, timelineEntryOf } from "./history.ts";
import { pseudonymOf } from "./pseudonym.ts";
import type { HistoryRow, StudentRow } from "./queries.ts";

const key = randomBytes(32);
const OTHER = "22222222-2222-4222-8222-222222222222";

describe("csvField", () => {
  it("leaves plain text, numbers and booleans as they are; null is empty", () => {
    expect(csvField("Daily Drop answer C")).toBe("Daily Drop answer C");
    expect(csvField(42)).toBe("42");
    expect(csvField(-1)).toBe("-1");
    expect(csvField(false)).toBe("false");
    expect(csvField(null)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("quotes a field with a comma, a quote, a CR or an LF, doubling its quotes", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("line\r\nbreak")).toBe('"line\r\nbreak"');
    expect(csvField('{"otherStudent":"s-1"}')).toBe('"{""otherStudent"":""s-1""}"');
  });

  it("neutralises text a spreadsheet would run as a formula with a leading apostrophe", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+1+2")).toBe("'+1+2");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("\r=1")).toBe('"\'\r=1"');
    // Not at the start: nothing to neutralise.
    expect(csvField("a=b")).toBe("a=b");
  });

  it("keeps unicode as it is", () => {
    expect(csvField("Level 3 → 4, −1 XP ✓ 日本")).toBe('"Level 3 → 4, −1 XP ✓ 日本"');
    expect(csvField("émoji 🎯")).toBe("émoji 🎯");
  });

  it("records parse back (csv-parse) to the same fields", () => {
    const fields = ["a,b", 'q"uote', "multi\r\nline", "→ unicode", "", "plain"];
    const text = csvRecord(fields) + csvRecord(fields);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parse(text)).toEqual([fields, fields]);
  });
});

const row = (seq: number, overrides: Partial<HistoryRow> = {}): HistoryRow => ({
  seq,
  at: new Date(Date.UTC(2026, 2, 2, 15, 0, seq)),
  context: "daily-drop",
  type: "DailyDropAnswerSubmitted",
  summary: `Daily Drop answer C, correct, +10 XP; ${seq}`,
  subject: "math",
  question_id: "math-q-7",
  answer: "C",
  correct: true,
  response_time_ms: 40_000,
  xp: 10,
  score: 530,
  score_low: 480,
  score_high: 580,
  level: null,
  streak_days: null,
  other_user_id: null,
  detail: { day: "2026-03-02" },
  ...overrides,
});

describe("entries as analysts see them", () => {
  it("names another student by pseudonym, never by account id", () => {
    const entry = timelineEntryOf(key, row(4, { other_user_id: OTHER, detail: { note: "x" } }));
    expect(entry.detail).toEqual({ otherStudent: pseudonymOf(key, OTHER), note: "x" });
    expect(JSON.stringify(entry)).not.toContain(OTHER);
  });

  it("maps a row to the timeline entry with its estimate", () => {
    expect(timelineEntryOf(key, row(3))).toEqual({
      seq: 3,
      at: "2026-03-02T15:00:03.000Z",
      context: "daily-drop",
      type: "DailyDropAnswerSubmitted",
      summary: "Daily Drop answer C, correct, +10 XP; 3",
      subject: "math",
      questionId: "math-q-7",
      answer: "C",
      correct: true,
      responseTimeMs: 40_000,
      xp: 10,
      estimate: { score: 530, low: 480, high: 580 },
      level: null,
      streakDays: null,
      detail: { day: "2026-03-02" },
    });
    expect(timelineEntryOf(key, row(1, { score: null })).estimate).toBeNull();
  });

  it("writes an entry's CSV record in the columns' order", () => {
    const [record] = parse(csvEntry(timelineEntryOf(key, row(3, { xp: -1 })))) as string[][];
    expect(Object.fromEntries(timelineCsvColumns.map((c, i) => [c, record![i]]))).toEqual({
      seq: "3",
      at: "2026-03-02T15:00:03.000Z",
      context: "daily-drop",
      type: "DailyDropAnswerSubmitted",
      summary: "Daily Drop answer C, correct, +10 XP; 3",
      subject: "math",
      question_id: "math-q-7",
      answer: "C",
      correct: "true",
      response_time_ms: "40000",
      xp: "-1",
      score: "530",
      score_low: "480",
      score_high: "580",
      level: "",
      streak_days: "",
      detail: '{"day":"2026-03-02"}',
    });
  });
});

describe("historyExport", () => {
  const active: StudentRow = {
    userId: "11111111-1111-4111-8111-111111111111",
    username: "BraveOtter042",
    status: "active",
    registeredOn: "2026-03-01",
    erasedAt: null,
  };
  const rows = Array.from({ length: 25 }, (_, i) => row(i + 1));
  const reads: [number, number][] = [];
  const read = async (after: number, limit: number) => {
    reads.push([after, limit]);
    return rows.filter((r) => r.seq > after).slice(0, limit);
  };
  const collect = async (chunks: AsyncIterable<string>) => {
    const all: string[] = [];
    for await (const chunk of chunks) all.push(chunk);
    return all;
  };

  it("reads in batches after the last seq and yields a chunk per batch", async () => {
    reads.length = 0;
    const chunks = await collect(historyExport(key, active, "jsonl", read, 10));
    expect(reads).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
    expect(chunks).toHaveLength(3);
    const lines = chunks.join("").trimEnd().split("\n");
    expect(lines.map((l) => (JSON.parse(l) as { seq: number }).seq)).toEqual(
      rows.map((r) => r.seq),
    );
  });

  it("stops after an empty batch when the history fills the last batch exactly", async () => {
    reads.length = 0;
    await collect(historyExport(key, active, "csv", read, 25));
    expect(reads).toEqual([
      [0, 25],
      [25, 25],
    ]);
  });

  it("CSV: the header, then every entry", async () => {
    const text = (await collect(historyExport(key, active, "csv", read, 7))).join("");
    const [header, ...records] = parse(text) as string[][];
    expect(header).toEqual([...timelineCsvColumns]);
    expect(records.map((r) => Number(r[0]))).toEqual(rows.map((r) => r.seq));
  });

  it("an erased student: the header alone, or the one line {status: erased}", async () => {
    const erased: StudentRow = {
      ...active,
      username: null,
      status: "erased",
      registeredOn: null,
      erasedAt: new Date(),
    };
    reads.length = 0;
    expect((await collect(historyExport(key, erased, "csv", read))).join("")).toBe(
      timelineCsvColumns.join(",") + "\r\n",
    );
    expect((await collect(historyExport(key, erased, "jsonl", read))).join("")).toBe(
      '{"status":"erased"}\n',
    );
    expect(reads).toEqual([]);
  });
});
