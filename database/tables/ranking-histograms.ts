// The ranking_histograms table's row as the pool reads it (migrations/): one schema for every reader and
// writer; a reader picks its columns (`rankingHistogramsRow.pick({...})`). database/tables/tables.int.test.ts
// holds the columns equal to the migrated table's.
import { z } from "zod";
import { metrics, scopes } from "../../domain/rankings/week-record.ts";

export const rankingHistogramsRow = z.object({
  week: z.string(),
  scope: z.enum(scopes),
  group_key: z.string(),
  metric: z.enum(metrics),
  value: z.number(),
  students: z.number(),
});
export type RankingHistogramsRow = z.infer<typeof rankingHistogramsRow>;
