// The admin screen's "Analyst access log" panel: every read of one student's learning history by
// an analyst, newest first: when (UTC), the analyst's username (or email), the student's
// pseudonymous id (never a name or an email), what was read and its detail; "Show older
// accesses" loads the next page. The list below the panel is given only what it shows, so the
// tests render it alone.
import { useInfiniteQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import type { AnalystAccess, AnalystAccessAction } from "../../../api/schemas/analyst.ts";
import { QueryStatus } from "../../components/status.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TableScroll } from "../../components/table-scroll.tsx";
import { AdminSection } from "./admin-parts.tsx";
import { adminQueries } from "./queries.ts";

const actionLabels: Record<AnalystAccessAction, string> = {
  timeline: "Timeline",
  "export-csv": "CSV export",
  "export-jsonl": "JSON Lines export",
  progress: "Progress as of a day",
};

const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

/** An access's time as admins read it, in UTC. */
export const accessTime = (at: string) => `${when.format(new Date(at))} UTC`;

export function AnalystAccessPanel() {
  const log = useInfiniteQuery(adminQueries.analystAccesses());
  return (
    <AdminSection
      title="Analyst access log"
      description="Every time an analyst opened a student's learning history: the timeline, an export, or the progress as of a day. Students are shown by the pseudonymous id analysts see."
    >
      <QueryStatus
        read={{
          data: log.data?.pages.flatMap((page) => page.accesses),
          error: log.error,
          refetch: log.refetch,
        }}
        size="inline"
        loadingText="Loading the analyst access log..."
        errorTitle="We couldn't load the analyst access log."
      >
        {(accesses) => (
          <AnalystAccessList
            accesses={accesses}
            more={log.hasNextPage}
            loadingMore={log.isFetchingNextPage}
            onMore={() => void log.fetchNextPage()}
          />
        )}
      </QueryStatus>
    </AdminSection>
  );
}

const columns = ["When", "Analyst", "Student", "Read", "Detail"] as const;

/** The accesses as a table, newest first, with the button that loads older ones. */
export function AnalystAccessList({
  accesses,
  more,
  loadingMore,
  onMore,
}: {
  accesses: readonly AnalystAccess[];
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  if (accesses.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No analyst has opened a student's history yet.
      </p>
    );
  }
  const head = "px-3 py-2 text-left font-semibold whitespace-nowrap";
  const cell = "px-3 py-2 text-left";
  return (
    <div className="grid gap-3">
      <TableScroll label="Analyst access log">
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <thead className="bg-muted/60">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={head}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {accesses.map((access, i) => (
              <tr
                key={`${access.at}-${i}`}
                data-testid="analyst-access"
                className="border-t border-border/60"
              >
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  <time dateTime={access.at}>{accessTime(access.at)}</time>
                </td>
                <td className={`${cell} font-medium`}>{access.analyst}</td>
                <td className={`${cell} font-mono text-xs`}>{access.studentId}</td>
                <td className={`${cell} whitespace-nowrap`}>{actionLabels[access.action]}</td>
                <td className={`${cell} break-all text-muted-foreground`}>{access.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {more && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={onMore}
          disabled={loadingMore}
        >
          {loadingMore ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden />
              Loading...
            </>
          ) : (
            "Show older accesses"
          )}
        </Button>
      )}
    </div>
  );
}
