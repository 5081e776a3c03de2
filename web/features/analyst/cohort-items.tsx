// Every question of the bank with its cohort statistics: attempts, p-value (share right),
// point-biserial, exposure, the authored and the latest calibrated IRT a/b, and its flags
// (retired, badly fitting). Sortable by clicking a column; scrolls inside its own box.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { CohortItem } from "../../../api/schemas/analyst.ts";
import { skillLabel, subjectLabel } from "../../components/question-card/card-model.ts";
import { QueryStatus } from "../../components/status.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { cn } from "../../lib/cn.ts";
import {
  cohortCsvHref,
  defaultItemSort,
  formatAB,
  formatShare,
  formatStat,
  itemFlags,
  nextItemSort,
  sortItems,
  type ItemSort,
  type ItemSortKey,
} from "./model.ts";
import { SortableHeader } from "../../components/sortable-header.tsx";
import { TableScroll } from "../../components/table-scroll.tsx";
import { DownloadLink, headCell, numberCell, Section } from "./parts.tsx";
import { analystQueries } from "./queries.ts";

export function CohortItemsSection() {
  const items = useQuery(analystQueries.cohortItems());
  return (
    <Section
      title="Items"
      description="Each question's answers across students: p-value is the share answered right, point-biserial how well it separates stronger from weaker students, exposure the share of the subject's students who saw it."
      action={<DownloadLink href={cohortCsvHref("items")}>Download CSV</DownloadLink>}
    >
      <QueryStatus
        read={{ data: items.data?.items, error: items.error, refetch: items.refetch }}
        size="inline"
        loadingText="Loading the items..."
        errorTitle="We couldn't load the items."
      >
        {(rows) => <CohortItemsTable items={rows} />}
      </QueryStatus>
    </Section>
  );
}

const sortable: { key: ItemSortKey; label: string; numeric: boolean }[] = [
  { key: "questionId", label: "Question", numeric: false },
  { key: "subject", label: "Subject", numeric: false },
  { key: "skill", label: "Skill", numeric: false },
  { key: "level", label: "Level", numeric: true },
  { key: "attempts", label: "Attempts", numeric: true },
  { key: "pValue", label: "p-value", numeric: true },
  { key: "pointBiserial", label: "Point-biserial", numeric: true },
  { key: "exposure", label: "Exposure", numeric: true },
];

export function CohortItemsTable({
  items,
  initialSort = defaultItemSort,
}: {
  items: readonly CohortItem[];
  initialSort?: ItemSort;
}) {
  const [sort, setSort] = useState(initialSort);
  const shown = useMemo(() => sortItems(items, sort), [items, sort]);
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No questions in the bank yet.
      </p>
    );
  }
  return (
    <TableScroll label="Items" tall>
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <caption className="sr-only">Each question's cohort statistics</caption>
        <thead className="bg-muted">
          <tr>
            {sortable.map(({ key, label, numeric }) => (
              <SortableHeader
                key={key}
                label={label}
                state={sort.key === key ? sort.direction : "none"}
                numeric={numeric}
                onSort={() => setSort((current) => nextItemSort(current, key))}
              />
            ))}
            <th scope="col" className={cn(headCell, "text-right")}>
              Authored a / b
            </th>
            <th scope="col" className={cn(headCell, "text-right")}>
              Calibrated a / b
            </th>
            <th scope="col" className={headCell}>
              Flags
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((item) => (
            <tr
              key={item.questionId}
              className={cn("border-t border-border/60 align-top", item.retired && "opacity-70")}
            >
              <th
                scope="row"
                className="px-3 py-2 text-left font-mono text-xs font-medium whitespace-nowrap"
              >
                {item.questionId}
              </th>
              <td className="px-3 py-2">{subjectLabel(item.subject)}</td>
              <td className="min-w-48 px-3 py-2 first-letter:uppercase">
                {skillLabel(item.skill)}
              </td>
              <td className={numberCell}>{item.level}</td>
              <td className={numberCell}>{item.attempts.toLocaleString("en-US")}</td>
              <td className={numberCell}>{formatStat(item.pValue)}</td>
              <td className={numberCell}>{formatStat(item.pointBiserial)}</td>
              <td className={numberCell}>{formatShare(item.exposure)}</td>
              <td className={cn(numberCell, "text-muted-foreground")}>{formatAB(item.authored)}</td>
              <td className={numberCell}>{formatAB(item.calibrated)}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-1">
                  {itemFlags(item).map((flag) => (
                    <Badge
                      key={flag}
                      variant={flag === "Retired" ? "outline" : "destructive"}
                      className="whitespace-nowrap"
                    >
                      {flag}
                    </Badge>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
