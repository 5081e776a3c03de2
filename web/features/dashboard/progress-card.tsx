// The dashboard's progress card. Plain props, so it renders and is tested on its own; its chart
// (recharts) is a lazy chunk of its own (questions-chart.tsx).
import { ChartColumn } from "lucide-react";
import { lazy, Suspense } from "react";
import type { DetailedProgress } from "../../../api/schemas/practice.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.tsx";
import { CHART_HEIGHT, chartDays, chartSummary } from "./dashboard-model.ts";
import { CardHeading } from "./card-heading.tsx";

const QuestionsChart = lazy(() =>
  import("./questions-chart.tsx").then((module) => ({ default: module.QuestionsChart })),
);

/**
 * Questions answered per day over the last 14 days: the bar chart for the eye (a lazy chunk),
 * a table for screen readers, and the disabled 'Analytics (Coming Soon)'.
 */
export function ProgressCard({
  detailed,
  failed = false,
}: {
  detailed: DetailedProgress | undefined;
  failed?: boolean;
}) {
  const days = detailed ? chartDays(detailed.questionsPerDay) : [];
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardHeading icon={ChartColumn} title="Your Progress" />
        <CardDescription className="text-base">Questions answered per day</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {detailed ? (
          <figure className="grid gap-2">
            <figcaption className="text-sm font-medium text-muted-foreground">
              {chartSummary(days)}
              {total === 0 && ". Your first Daily Drop will show here."}
            </figcaption>
            <div aria-hidden style={{ height: CHART_HEIGHT }}>
              <Suspense fallback={<div className="size-full animate-pulse rounded-lg bg-muted" />}>
                <QuestionsChart days={days} />
              </Suspense>
            </div>
            <table className="sr-only">
              <caption>Questions answered per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Questions</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.long}</th>
                    <td>{day.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        ) : failed ? (
          <p className="text-muted-foreground">We couldn't load your progress.</p>
        ) : (
          <div
            role="status"
            className="grid place-items-center rounded-lg bg-muted text-sm text-muted-foreground"
            style={{ height: CHART_HEIGHT }}
          >
            Loading your progress...
          </div>
        )}
        <Button variant="outline" disabled className="w-full sm:w-auto sm:justify-self-start">
          Analytics (Coming Soon)
        </Button>
      </CardContent>
    </Card>
  );
}
