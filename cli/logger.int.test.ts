// Logs never carry a database error's text that holds user input (reliability row 23): a real
// PostgreSQL error whose `detail` quotes the input (a unique violation: "Key (name)=(…) already
// exists"; a jsonb parse error's `where` quotes its input the same way), logged through the
// app's logger, leaves it out and keeps what an operator needs (type, message, SQL state, stack).
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../database/pool.ts";
import { createTestDatabase, type TestDatabase } from "../testing/database.ts";
import { createLogger } from "./logger.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe("the app's logger", () => {
  it("logs a database error without the user input its detail holds", async () => {
    const error = await db.pool
      .transaction(async (tx) => {
        await tx.query(statement`create temp table typed (name text primary key)`);
        await tx.query(statement`insert into typed values (${"Quillonia Marchettova"})`);
        await tx.query(statement`insert into typed values (${"Quillonia Marchettova"})`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    // The error really carries the input, in the pg error's `detail`.
    const cause = (error as { cause?: { detail?: string } }).cause;
    expect(cause?.detail).toContain("Quillonia");

    let written = "";
    const log = createLogger(
      { LOG_LEVEL: "info" },
      "test",
      new Writable({
        write(chunk, _encoding, done) {
          written += String(chunk);
          done();
        },
      }),
    );
    log.error({ err: error }, "request failed");
    expect(written).not.toContain("Quillonia");
    const line = JSON.parse(written) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({ message: expect.any(String), stack: expect.any(String) });
    expect(line.err.cause).toMatchObject({ code: "23505" });
  });
});
