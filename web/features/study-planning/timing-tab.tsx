// Optimal Timing: how long a session, how many a week, the best times, the rest days and why,
// from the plan and the student's history. Without a plan, it says the advice uses the default
// hours and offers the Study Plan tab.
import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { Link } from "wouter";
import type { OptimalTiming } from "../../../api/schemas/planning.ts";
import { QueryStatus } from "../../components/status.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { Figures } from "./planning-parts.tsx";
import { frequencyText, isRestDay, listText, minutesText, WEEK_DAYS } from "./planning-model.ts";
import { planningQueries } from "./queries.ts";

export function TimingTab() {
  const timing = useQuery(planningQueries.timing());
  const plan = useQuery(planningQueries.plan());
  return (
    <QueryStatus
      read={timing}
      loadingText="Loading your study timing..."
      errorTitle="We couldn't load your study timing"
    >
      {(data) => (
        <TimingView timing={data} hasPlan={plan.data ? true : plan.data === null ? false : null} />
      )}
    </QueryStatus>
  );
}

export function TimingView({
  timing,
  hasPlan,
}: {
  timing: OptimalTiming;
  /** Whether the student has a plan; null while unknown. */
  hasPlan: boolean | null;
}) {
  return (
    <Card className="min-w-0" data-testid="timing">
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <Clock className="size-5 text-primary" aria-hidden />
          <CardTitle>Your best study rhythm</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Figures
          columns={4}
          figures={[
            { label: "Session length", value: minutesText(timing.duration) },
            { label: "How often", value: frequencyText(timing.frequency) },
            {
              label: "Best times",
              value: timing.bestTimes.length > 0 ? listText(timing.bestTimes) : "Any time",
            },
            {
              label: "Rest days",
              value: timing.restDays.length > 0 ? listText(timing.restDays) : "None",
            },
          ]}
        />
        <WeekStrip restDays={timing.restDays} />
        <section className="grid gap-1.5" aria-labelledby="timing-why">
          <h3 id="timing-why" className="font-semibold">
            Why
          </h3>
          <p>{timing.reasoning}</p>
        </section>
        {hasPlan === false && (
          <p className="rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">
            This uses the default of 7 hours a week.{" "}
            <Link href="/study-planning?tab=plan" className="font-semibold underline">
              Create a study plan
            </Link>{" "}
            to fit it to your week.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The week at a glance, Sunday first: study days and rest days. */
export function WeekStrip({ restDays }: { restDays: readonly string[] }) {
  return (
    <ol className="grid grid-cols-7 gap-1.5" aria-label="Your week">
      {WEEK_DAYS.map((day) => {
        const rest = isRestDay(day, restDays);
        return (
          <li
            key={day}
            className={cn(
              "grid place-items-center gap-0.5 rounded-lg border px-1 py-2 text-center",
              rest ? "border-dashed text-muted-foreground" : "border-primary/40 bg-secondary",
            )}
          >
            <span className="text-xs font-semibold" aria-hidden>
              {day.slice(0, 3)}
            </span>
            <span className="text-[0.7rem] leading-tight" aria-hidden>
              {rest ? "Rest" : "Study"}
            </span>
            <span className="sr-only">
              {day}: {rest ? "rest" : "study"}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
