// The plan's projected effect: the total score on test day with the plan against at the current
// pace, each with its 80% band drawn on the SAT's 400–1600 scale, what the plan adds, and the
// server's explanation of how it was projected.
import { TrendingUp } from "lucide-react";
import type { StudyPlan } from "../../../api/schemas/planning.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { formatRange } from "../../lib/scores.ts";
import { hoursText, planGainText, scalePosition, shortDate } from "./planning-model.ts";

export function PlanProjection({ plan }: { plan: StudyPlan }) {
  const { projection } = plan;
  const rows = [
    {
      key: "with",
      label: "With your plan",
      note: `${plan.weeklyHours} hours a week`,
      score: projection.withPlan,
      strong: true,
    },
    {
      key: "without",
      label: "At your current pace",
      note: hoursText(projection.currentHoursPerWeek),
      score: projection.withoutPlan,
      strong: false,
    },
  ];
  return (
    <Card className="min-w-0" data-testid="plan-projection">
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden />
          <CardTitle as="h3">Projected score on {shortDate(plan.testDate)}</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-4">
          {rows.map((row) => (
            <div
              key={row.key}
              className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1.5"
            >
              <dt className="font-medium">
                {row.label}{" "}
                <span className="text-sm font-normal text-muted-foreground">({row.note})</span>
              </dt>
              <dd className="flex items-baseline gap-2">
                <span
                  className={cn(
                    "text-2xl font-extrabold tracking-tight tabular-nums",
                    row.strong ? "text-primary" : "text-foreground",
                  )}
                >
                  {row.score.total}
                </span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  <span className="sr-only">likely range </span>
                  {formatRange(row.score)}
                </span>
              </dd>
              <dd className="col-span-2">
                <ScoreBand score={row.score} strong={row.strong} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-lg font-semibold">{planGainText(projection)}</p>
        <p className="text-sm text-muted-foreground">{projection.explanation}</p>
      </CardContent>
    </Card>
  );
}

/** The 80% band as a bar on the 400–1600 scale, the most likely total as a mark in it. */
function ScoreBand({
  score,
  strong,
}: {
  score: { total: number; low: number; high: number };
  strong: boolean;
}) {
  const low = scalePosition(score.low);
  const high = scalePosition(score.high);
  const mid = scalePosition(score.total);
  return (
    <div aria-hidden className="grid gap-0.5">
      <div className="relative h-3 rounded-full bg-muted">
        <div
          className={cn(
            "absolute inset-y-0 rounded-full",
            strong ? "bg-primary/35" : "bg-foreground/20",
          )}
          style={{ left: `${low}%`, width: `${Math.max(high - low, 1)}%` }}
        />
        <div
          className={cn(
            "absolute -inset-y-0.5 w-1 -translate-x-1/2 rounded-full",
            strong ? "bg-primary" : "bg-foreground/70",
          )}
          style={{ left: `${mid}%` }}
        />
      </div>
      <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>400</span>
        <span>1000</span>
        <span>1600</span>
      </div>
    </div>
  );
}
