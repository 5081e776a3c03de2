// The admins' read of the analyst access log (table analyst_accesses, projection
// analyst-accesses): newest first, keyset-paged by accessed_at. The analyst is named by username,
// else by their email (opened from the sealed column for this read: staff, seen by admins), never
// by account id (domain/analyst/name.ts); the student only by the pseudonymous id analysts saw.
//
// A page never splits the accesses of one instant: when the last row of a full page shares its
// time with older rows, those rows join the page, so `before` (strictly earlier) skips nothing.
import { z } from "zod";
import { sql, type CommonQueryMethods } from "../../database/pool.ts";
import { analystAccessesRow } from "../../database/tables/analyst-accesses.ts";
import { usersRow } from "../../database/tables/users.ts";
import { analystName } from "../../domain/analyst/name.ts";
import type { Vault } from "../../vault/vault.ts";
import type { AnalystAccess } from "../schemas/analyst.ts";

// The access's time is read as ISO 8601 text; the analyst's account through a left join.
const accessRow = analystAccessesRow
  .pick({ analyst_user_id: true, action: true, detail: true })
  .extend({
    at: z.string(),
    student_id: analystAccessesRow.shape.student_pseudonym,
    username: usersRow.shape.username,
    email_sealed: usersRow.shape.email_sealed,
  });

const iso = (column: string) =>
  sql.fragment`to_char(${sql.identifier(["a", column])} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function readAnalystAccesses(
  db: CommonQueryMethods,
  vault: Pick<Vault, "open">,
  { before, limit }: { before?: string | undefined; limit: number },
): Promise<{ accesses: AnalystAccess[]; nextBefore: string | null }> {
  const upper =
    before === undefined
      ? sql.fragment`'infinity'::timestamptz`
      : sql.fragment`${before}::timestamptz`;
  // The time of the page's last row (null when fewer than `limit` rows remain).
  const boundary = await db.maybeOneFirst(sql.type(z.object({ at: z.string() }))`
    select accessed_at::text as at from analyst_accesses
    where accessed_at < ${upper}
    order by accessed_at desc offset ${limit - 1} limit 1
  `);
  const lower =
    boundary === null
      ? sql.fragment`'-infinity'::timestamptz`
      : sql.fragment`${boundary}::timestamptz`;
  const rows = await db.any(sql.type(accessRow)`
    select ${iso("accessed_at")} as at,
      a.analyst_user_id::text as analyst_user_id, u.username, u.email_sealed,
      a.student_pseudonym as student_id, a.action, a.detail
    from analyst_accesses a left join users u on u.user_id = a.analyst_user_id
    where a.accessed_at < ${upper} and a.accessed_at >= ${lower}
    order by a.accessed_at desc, a.event_id
  `);
  const more =
    boundary !== null &&
    (await db.oneFirst(sql.type(z.object({ more: z.boolean() }))`
      select exists (select 1 from analyst_accesses where accessed_at < ${boundary}::timestamptz) as more
    `));
  // Each analyst's name once per page (an analyst's accesses come in runs).
  const names = new Map<string, Promise<string>>();
  const nameOf = (r: (typeof rows)[number]) => {
    let name = names.get(r.analyst_user_id);
    if (!name) {
      name = (async () =>
        analystName({
          username: r.username,
          email:
            r.username || !r.email_sealed
              ? null
              : await vault.open(r.analyst_user_id, r.email_sealed),
        }))();
      names.set(r.analyst_user_id, name);
    }
    return name;
  };
  const analysts = await Promise.all(rows.map(nameOf));
  return {
    accesses: rows.map((r, i) => ({
      at: r.at,
      analyst: analysts[i]!,
      studentId: r.student_id,
      action: r.action,
      detail: r.detail,
    })),
    nextBefore: more ? (rows.at(-1)?.at ?? null) : null,
  };
}
