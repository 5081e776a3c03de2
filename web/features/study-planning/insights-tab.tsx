// Performance Insights: what the student's own answers show (pacing, accuracy by skill, rushing,
// consistency), most urgent first, each with its priority, how confident the finding is (a
// percent from the server's statistics) and what to do about it. None until there is enough
// data, and the empty state says what data is needed.
import { useQuery } from "@tanstack/react-query";
import { Lightbulb, ListChecks } from "lucide-react";
import { Link } from "wouter";
import type { PerformanceInsight } from "../../../api/schemas/planning.ts";
import { QueryStatus, Status } from "../../components/status.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { TabLead } from "./planning-parts.tsx";
import { confidenceText, insightPriorityLabels, orderedInsights } from "./planning-model.ts";
import { planningQueries } from "./queries.ts";

export function InsightsTab() {
  const insights = useQuery(planningQueries.insights());
  return (
    <QueryStatus
      read={insights}
      loadingText="Loading your insights..."
      errorTitle="We couldn't load your insights"
    >
      {(data) => <InsightList insights={data} />}
    </QueryStatus>
  );
}

export function InsightList({ insights }: { insights: readonly PerformanceInsight[] }) {
  if (insights.length === 0) return <NoInsightsYet />;
  return (
    <section aria-label="Performance insights">
      <TabLead>
        What your own answers show. Each finding appears only once there is enough data to back it.
      </TabLead>
      <ul className="grid min-w-0 gap-4">
        {orderedInsights(insights).map((insight) => (
          <li key={insight.id} className="min-w-0">
            <InsightCard insight={insight} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The honest empty state: nothing is said before the answers support it. */
export function NoInsightsYet() {
  return (
    <Status
      kind="empty"
      title="No insights yet"
      action={
        <Button asChild>
          <Link href="/daily-drop">Go to the Daily Drop</Link>
        </Button>
      }
    >
      Insights come only from your own answers: your pace against the SAT's time per question,
      skills that trail your average, how you do when you rush, and how regularly you practice. Each
      one needs enough answers (and, for consistency, enough days of practice) to be sure of it.
      Keep doing your Daily Drop and they'll show up here.
    </Status>
  );
}

const priorityBadge = {
  critical: "destructive",
  important: "xp",
  other: "secondary",
} as const;

export function InsightCard({ insight }: { insight: PerformanceInsight }) {
  return (
    <Card className="min-w-0" data-testid="insight">
      <CardHeader className="gap-3 pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <Lightbulb className="size-5 shrink-0 text-primary" aria-hidden />
            <CardTitle as="h3" className="wrap-anywhere">
              {insight.title}
            </CardTitle>
          </div>
          <Badge variant={priorityBadge[insight.priority]}>
            {insightPriorityLabels[insight.priority]}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>{insight.description}</p>
        <div className="grid gap-1.5">
          <p className="text-sm font-medium text-muted-foreground">
            {confidenceText(insight.confidence)}
          </p>
          <Progress
            value={insight.confidence}
            aria-label={`Confidence in "${insight.title}"`}
            getValueLabel={() => `${insight.confidence}%`}
          />
        </div>
        <p className="flex items-start gap-2 rounded-lg bg-secondary px-3 py-2 text-secondary-foreground">
          <ListChecks className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">Try this: </span>
            {insight.suggestedAction}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
