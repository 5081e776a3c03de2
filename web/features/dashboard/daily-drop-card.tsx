// The dashboard's Daily Drop card: today's drop, its status and the way in. Plain props, so it
// renders and is tested on its own.
import { ArrowRight, CalendarCheck, CircleCheck } from "lucide-react";
import { Link } from "wouter";
import type { DailyDropProgress } from "../../../api/schemas/practice.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import {
  DEFAULT_MIX,
  dropStatus,
  dropStatusLabels,
  formatCount,
  mixLine,
  type DropStatus,
} from "./dashboard-model.ts";
import { CardHeading } from "./card-heading.tsx";

const statusBadge: Record<DropStatus, "secondary" | "streak" | "outline"> = {
  complete: "secondary",
  "in-progress": "streak",
  ready: "outline",
};

/**
 * Today's Daily Drop: its status, the mix, how far along it is and the way in; once done, what
 * it earned. `progress` is undefined while loading (or when the read `failed`).
 */
export function DailyDropCard({
  progress,
  failed = false,
}: {
  progress: DailyDropProgress | undefined;
  failed?: boolean;
}) {
  if (!progress) {
    return (
      <Card>
        <CardHeader>
          <CardHeading icon={CalendarCheck} title="Daily Drop" />
          <CardDescription className="text-base">{mixLine(DEFAULT_MIX)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {failed ? (
            <p className="text-muted-foreground">We couldn't load today's practice.</p>
          ) : (
            <p role="status" className="text-muted-foreground">
              Loading today's practice...
            </p>
          )}
          <Button
            asChild
            size="lg"
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <Link href="/daily-drop">Open the Daily Drop</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { todaySession, questionMix } = progress;
  const status = dropStatus(todaySession);
  const total = questionMix.english + questionMix.math;
  const done = Math.min(todaySession.questionsCompleted, total);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardHeading icon={CalendarCheck} title="Daily Drop" />
        <Badge variant={statusBadge[status]} className="text-sm">
          {dropStatusLabels[status]}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status === "complete" ? (
          <div className="flex gap-3">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-1">
              <p className="text-lg font-bold">Today's Practice Complete!</p>
              <p className="text-muted-foreground">
                You earned {formatCount(todaySession.totalXP)} XP today. Come back tomorrow for more
                practice!
              </p>
            </div>
          </div>
        ) : (
          <p className="text-muted-foreground">
            Today's mix:{" "}
            <span className="font-semibold text-foreground">{mixLine(questionMix)}</span> questions,
            about 5 minutes.
          </p>
        )}
        <div className="grid gap-2">
          <Progress
            value={done}
            max={Math.max(total, 1)}
            aria-label="Today's Daily Drop"
            getValueLabel={() => `${done} of ${total} questions completed`}
          />
          <p className="text-sm font-medium text-muted-foreground tabular-nums">
            {status === "complete"
              ? `${done}/${total} questions completed`
              : `${done}/${total} questions`}
          </p>
        </div>
        {status !== "complete" && (
          <Button asChild size="lg" className="w-full sm:w-auto sm:justify-self-start">
            <Link href="/daily-drop">
              {status === "ready" ? "Start Today's Practice" : "Continue Practice"}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
