// Daily Recommendations: one card per recommendation (its type, priority, subject and skill, the
// reasoning in the student's own numbers, the suggested questions, minutes and difficulty) with
// Start, which opens the focused-practice set (or the Daily Drop for daily practice). Done today,
// a card says so and moves to the end.
import { useQuery } from "@tanstack/react-query";
import { BookOpenCheck, CalendarDays, CircleCheck, Crosshair, Play, RotateCcw } from "lucide-react";
import { Link } from "wouter";
import type { StudyRecommendation } from "../../../api/schemas/planning.ts";
import { subjectLabel } from "../../components/question-card/card-model.ts";
import { QueryStatus, Status } from "../../components/status.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { Figures, TabLead } from "./planning-parts.tsx";
import {
  difficultyLabels,
  orderedRecommendations,
  priorityLabels,
  recommendationTypeLabels,
  startHref,
  subsectionText,
} from "./planning-model.ts";
import { planningQueries } from "./queries.ts";

export function RecommendationsTab() {
  const recommendations = useQuery(planningQueries.recommendations());
  return (
    <QueryStatus
      read={recommendations}
      loadingText="Loading your recommendations..."
      errorTitle="We couldn't load your recommendations"
    >
      {(data) => <RecommendationList recommendations={data} />}
    </QueryStatus>
  );
}

export function RecommendationList({
  recommendations,
}: {
  recommendations: readonly StudyRecommendation[];
}) {
  if (recommendations.length === 0) {
    return (
      <Status
        kind="empty"
        title="No recommendations right now"
        action={
          <Button asChild>
            <Link href="/daily-drop">Go to the Daily Drop</Link>
          </Button>
        }
      >
        Recommendations come from your answers. Answer today's Daily Drop and they'll appear here.
      </Status>
    );
  }
  return (
    <section aria-label="Daily recommendations">
      <TabLead>Picked for today from your own answers: where practice gains you the most.</TabLead>
      <ul className="grid min-w-0 gap-4 md:grid-cols-2">
        {orderedRecommendations(recommendations).map((recommendation) => (
          <li key={recommendation.id} className="min-w-0">
            <RecommendationCard recommendation={recommendation} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const typeIcons = {
  weakness_focus: Crosshair,
  daily_practice: CalendarDays,
  review: BookOpenCheck,
} as const;

const priorityBadge = {
  high: "default",
  medium: "xp",
  low: "secondary",
} as const;

export function RecommendationCard({ recommendation }: { recommendation: StudyRecommendation }) {
  const Icon = typeIcons[recommendation.recommendationType];
  const skill = subsectionText(recommendation.subsection);
  const subject = subjectLabel(recommendation.subject);
  const daily = recommendation.recommendationType === "daily_practice";
  return (
    <Card
      className={cn("flex h-full min-w-0 flex-col", recommendation.completed && "bg-muted/40")}
      data-testid="recommendation"
      data-type={recommendation.recommendationType}
    >
      <CardHeader className="gap-3 pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
            <Icon className="size-4" aria-hidden />
            {recommendationTypeLabels[recommendation.recommendationType]}
          </span>
          <Badge variant={priorityBadge[recommendation.priority]}>
            {priorityLabels[recommendation.priority]}
          </Badge>
          {recommendation.completed && (
            <Badge variant="outline">
              <CircleCheck aria-hidden />
              Done today
            </Badge>
          )}
        </div>
        <CardTitle as="h3" className="wrap-anywhere">
          {subject} · {skill}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p>{recommendation.reasoning}</p>
        <Figures
          compact
          figures={[
            { label: "Questions", value: recommendation.suggestedQuestions },
            {
              label: "Time",
              value: (
                <>
                  <span className="sr-only">about </span>
                  {recommendation.estimatedTime} min
                </>
              ),
            },
            { label: "Difficulty", value: difficultyLabels[recommendation.difficulty] },
          ]}
        />
        <div className="mt-auto">
          {recommendation.completed ? (
            daily ? (
              <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                <CircleCheck className="size-4 text-primary" aria-hidden />
                Today's Daily Drop is done. Come back tomorrow for the next one.
              </p>
            ) : (
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link href={startHref(recommendation)} aria-label={`Practice ${skill} again`}>
                  <RotateCcw aria-hidden />
                  Practice again
                </Link>
              </Button>
            )
          ) : (
            <Button asChild className="w-full sm:w-auto">
              <Link href={startHref(recommendation)} aria-label={`Start ${skill}`}>
                <Play aria-hidden />
                Start
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
