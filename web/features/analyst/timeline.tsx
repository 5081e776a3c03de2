// A student's learning history as a table, oldest first: when (in the analyst's own time zone),
// where it was recorded, what happened, and for an answer its subject, question, letter, ✓/✗,
// seconds, XP, the estimate after it with its range, the level and the streak. Read a page at a
// time ("Load more"), with "n of total entries". On a phone the table scrolls sideways inside
// its own box.
import { useInfiniteQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import type { TimelineEntry } from "../../../api/schemas/analyst.ts";
import { subjectLabel } from "../../components/question-card/card-model.ts";
import { Status } from "../../components/status.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import {
  contextLabel,
  correctMark,
  entriesCountText,
  formatEstimate,
  formatLocalTime,
  formatResponseTime,
  formatXp,
  orDash,
} from "./model.ts";
import { TableScroll } from "../../components/table-scroll.tsx";
import { headCell, numberCell } from "./parts.tsx";
import { analystQueries } from "./queries.ts";

export function Timeline({ studentId }: { studentId: string }) {
  const timeline = useInfiniteQuery(analystQueries.timeline(studentId));
  if (timeline.error && !timeline.data) {
    return (
      <Status
        kind="error"
        size="inline"
        title="We couldn't load the learning history."
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  if (!timeline.data) return <Status kind="loading" size="inline" text="Loading the history..." />;
  const entries = timeline.data.pages.flatMap((page) => page.entries);
  const total = timeline.data.pages.at(-1)?.total ?? entries.length;
  return (
    <div className="grid gap-3">
      <TimelineTable entries={entries} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {entriesCountText(entries.length, total)}
        </p>
        {timeline.hasNextPage && (
          <Button
            variant="outline"
            onClick={() => void timeline.fetchNextPage()}
            disabled={timeline.isFetchingNextPage}
          >
            {timeline.isFetchingNextPage && <LoaderCircle className="animate-spin" aria-hidden />}
            Load more
          </Button>
        )}
      </div>
      {timeline.isFetchNextPageError && (
        <Status
          kind="error"
          size="inline"
          title="We couldn't load more entries."
          error={timeline.error}
          onRetry={() => void timeline.fetchNextPage()}
        />
      )}
    </div>
  );
}

const columns = [
  "Time",
  "Context",
  "What happened",
  "Subject",
  "Question",
  "Answer",
  "Right",
  "Time taken",
  "XP",
  "Estimate",
  "Level",
  "Streak",
] as const;
const numeric = new Set(["Time taken", "XP", "Estimate", "Level", "Streak"]);

export function TimelineTable({
  entries,
  timeZone,
}: {
  entries: readonly TimelineEntry[];
  /** The zone times are shown in (the browser's when absent; tests pin one). */
  timeZone?: string;
}) {
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        Nothing recorded for this student yet.
      </p>
    );
  }
  return (
    <TableScroll label="Learning history" tall>
      <table className="w-full min-w-[72rem] border-collapse text-sm">
        <caption className="sr-only">The student's learning history, oldest first</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn(headCell, numeric.has(column) && "text-right")}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <TimelineRow key={entry.seq} entry={entry} timeZone={timeZone} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function TimelineRow({ entry, timeZone }: { entry: TimelineEntry; timeZone?: string | undefined }) {
  return (
    <tr className="border-t border-border/60 align-top" data-testid="timeline-entry">
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
        <time dateTime={entry.at}>{formatLocalTime(entry.at, timeZone)}</time>
      </td>
      <td className="px-3 py-2">
        <Badge variant="secondary" className="whitespace-nowrap">
          {contextLabel(entry.context)}
        </Badge>
      </td>
      <td className="min-w-56 px-3 py-2" title={entry.type}>
        {entry.summary}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {entry.subject ? subjectLabel(entry.subject) : "—"}
      </td>
      <td className={cn("px-3 py-2 whitespace-nowrap", entry.questionId && "font-mono text-xs")}>
        {orDash(entry.questionId)}
      </td>
      <td className="px-3 py-2 text-center font-semibold">{orDash(entry.answer)}</td>
      <td
        className={cn(
          "px-3 py-2 text-center font-bold",
          entry.correct === true && "text-primary",
          entry.correct === false && "text-destructive",
        )}
        aria-label={entry.correct === null ? undefined : entry.correct ? "right" : "wrong"}
      >
        {correctMark(entry.correct)}
      </td>
      <td className={numberCell}>{formatResponseTime(entry.responseTimeMs)}</td>
      <td className={numberCell}>{formatXp(entry.xp)}</td>
      <td className={numberCell}>{formatEstimate(entry.estimate)}</td>
      <td className={numberCell}>{orDash(entry.level)}</td>
      <td className={numberCell}>{orDash(entry.streakDays)}</td>
    </tr>
  );
}
