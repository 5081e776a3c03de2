// The admin screen's Projections panel: each read model's position, lag and state (up to date,
// behind, or failed with the projector's error), a Rebuild button per projection (disabled while
// any rebuild runs), and while one runs its progress: events done of total, events/s and time
// left, polled every REBUILD_POLL_MS. A toast says when a rebuild this screen saw running ends.
// The parts below the panel are given only what they show, so the tests render them alone.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ProjectionStatusItem, RebuildProgress } from "../../../api/schemas/admin.ts";
import { QueryStatus } from "../../components/status.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { cn } from "../../lib/cn.ts";
import { AdminSection } from "./admin-parts.tsx";
import {
  formatSeconds,
  lagText,
  phaseText,
  progressFacts,
  progressPercent,
  projectionState,
  rebuildEndToast,
} from "./projections-model.ts";
import { adminQueries, isRunning, useStartRebuild } from "./queries.ts";

export function ProjectionsPanel() {
  const queryClient = useQueryClient();
  const list = useQuery(adminQueries.projections());
  const progress = useQuery(adminQueries.rebuild());
  const start = useStartRebuild();
  const rebuild = progress.data?.rebuild ?? null;

  // A rebuild seen running that has now ended: say so, and read the statuses again.
  const seenRunning = useRef<string | null>(null);
  useEffect(() => {
    if (!rebuild) return;
    const key = `${rebuild.projection}@${rebuild.startedAt}`;
    if (isRunning(rebuild)) {
      seenRunning.current = key;
    } else if (seenRunning.current === key) {
      seenRunning.current = null;
      toast(rebuildEndToast(rebuild));
      void queryClient.invalidateQueries({
        queryKey: adminQueries.projections().queryKey,
        exact: true,
      });
    }
  }, [rebuild, queryClient]);

  return (
    <AdminSection
      title="Projections"
      description="The read models the screens read, rebuilt from the event log. A rebuild replays every event into fresh tables and swaps them in; the live tables keep serving until then. One rebuild runs at a time."
    >
      {/* A running rebuild shows in its projection's row, where its button was pressed; the
          last one's end shows here (and a rebuild of a projection not listed yet). */}
      {rebuild &&
        (!isRunning(rebuild) ||
          !list.data?.projections.some((p) => p.projection === rebuild.projection)) && (
          <RebuildStatus rebuild={rebuild} />
        )}
      <QueryStatus
        read={list}
        size="inline"
        loadingText="Loading the projections..."
        errorTitle="We couldn't load the projections."
      >
        {(data) => (
          <ProjectionList
            items={data.projections}
            running={isRunning(rebuild) ? rebuild : null}
            starting={start.isPending ? (start.variables ?? null) : null}
            onRebuild={(name) => start.mutate(name)}
          />
        )}
      </QueryStatus>
    </AdminSection>
  );
}

/** The running rebuild's progress bar and figures, or how the last one ended. */
export function RebuildStatus({ rebuild }: { rebuild: RebuildProgress }) {
  if (rebuild.phase === "done") {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm sm:p-4"
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          Last rebuild: <span className="font-semibold">{rebuild.projection}</span> finished,{" "}
          {rebuild.eventsDone.toLocaleString("en-US")} events in {formatSeconds(rebuild.seconds)}.
        </span>
      </p>
    );
  }
  if (rebuild.phase === "failed") {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm sm:p-4"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <span className="min-w-0 break-words">
          Last rebuild: <span className="font-semibold">{rebuild.projection}</span> failed:{" "}
          {rebuild.error}. The live tables were left as they were.
        </span>
      </p>
    );
  }
  const percent = progressPercent(rebuild);
  const facts = progressFacts(rebuild);
  return (
    <section
      aria-label={`Rebuilding ${rebuild.projection}`}
      className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2 font-semibold">
          <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden />
          Rebuilding {rebuild.projection}
        </p>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {phaseText(rebuild)} {percent}%
        </p>
      </div>
      <Progress value={percent} aria-label={`Rebuild of ${rebuild.projection}`} />
      {facts.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Each projection with its state, position and lag, and its Rebuild button. */
export function ProjectionList({
  items,
  running,
  starting,
  onRebuild,
}: {
  items: readonly ProjectionStatusItem[];
  /** The rebuild running, if any: its row shows its progress; every Rebuild button waits. */
  running: RebuildProgress | null;
  /** The projection whose start was just asked for. */
  starting: string | null;
  onRebuild: (projection: string) => void;
}) {
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No projection has run yet.
      </p>
    );
  }
  const busy = running !== null || starting !== null;
  return (
    <ul className="divide-y rounded-lg border">
      {items.map((item) => (
        <ProjectionRow
          key={item.projection}
          item={item}
          rebuilding={item.projection === running?.projection || item.projection === starting}
          progress={item.projection === running?.projection ? running : null}
          disabled={busy}
          onRebuild={() => onRebuild(item.projection)}
        />
      ))}
    </ul>
  );
}

function ProjectionRow({
  item,
  rebuilding,
  progress,
  disabled,
  onRebuild,
}: {
  item: ProjectionStatusItem;
  rebuilding: boolean;
  progress: RebuildProgress | null;
  disabled: boolean;
  onRebuild: () => void;
}) {
  const state = projectionState(item);
  return (
    <li
      data-testid={`projection-${item.projection}`}
      className="grid gap-3 p-3 sm:p-4 md:grid-cols-[17rem_minmax(0,1fr)_auto] md:items-center md:gap-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{item.projection}</span>
        {rebuilding ? (
          <Badge>
            <LoaderCircle className="animate-spin" aria-hidden />
            Rebuilding
          </Badge>
        ) : (
          <Badge
            variant={
              state.kind === "failed"
                ? "destructive"
                : state.kind === "behind"
                  ? "outline"
                  : "secondary"
            }
          >
            {state.kind === "failed" ? (
              <CircleAlert aria-hidden />
            ) : state.kind === "behind" ? (
              <Clock aria-hidden />
            ) : (
              <CircleCheck aria-hidden />
            )}
            {state.label}
          </Badge>
        )}
      </div>
      <div className="grid min-w-0 gap-2">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Position</dt>
            <dd className="truncate font-mono text-xs leading-5" title={item.position ?? undefined}>
              {item.position ?? "none yet"}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Lag</dt>
            <dd className={cn("tabular-nums", state.kind === "behind" && "font-semibold")}>
              {lagText(item)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Events applied</dt>
            <dd className="tabular-nums">{item.eventsApplied.toLocaleString("en-US")}</dd>
          </div>
        </dl>
        {state.kind === "failed" && (
          <p className="text-sm break-words text-destructive">
            Stopped at a {state.eventType} event: {state.error}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-full md:w-auto"
        disabled={disabled}
        onClick={onRebuild}
      >
        <RotateCcw aria-hidden />
        Rebuild<span className="sr-only"> {item.projection}</span>
      </Button>
      {progress && (
        <div className="md:col-span-3">
          <RebuildStatus rebuild={progress} />
        </div>
      )}
    </li>
  );
}
