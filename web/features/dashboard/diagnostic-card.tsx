// The dashboard's diagnostic card: take the diagnostic, or its estimated scores. Plain props, so
// it renders and is tested on its own.
import { BookOpen, Calculator, ClipboardCheck, ClipboardList, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import type { DetailedProgress, ScoreEstimate } from "../../../api/schemas/practice.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { formatRange } from "../../lib/scores.ts";
import { scoresNote, type DiagnosticScores } from "./dashboard-model.ts";

export function DiagnosticCard(
  props:
    | {
        completed: true;
        /** Today's estimates (GET /api/progress/detailed); undefined while they load. */
        scores: DetailedProgress["estimatedScores"] | undefined;
        diagnostic: DiagnosticScores;
      }
    | {
        completed: false;
        /** Begun and left half-way: the card offers to resume it. */
        inProgress?: boolean;
      },
) {
  if (!props.completed) {
    return (
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden />
            <CardTitle>Diagnostic Test</CardTitle>
          </div>
          <CardDescription className="text-base">
            {props.inProgress
              ? "You're part-way through the diagnostic. Your answers so far are saved: pick up where you left off."
              : "Take a 12–16 question adaptive diagnostic to estimate your SAT English and Math scores and set your starting levels."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href="/diagnostic">
              {props.inProgress ? "Resume Diagnostic Test" : "Start Diagnostic Test"}
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { scores, diagnostic } = props;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <ClipboardCheck className="size-5 text-primary" aria-hidden />
          <CardTitle>Estimated SAT Scores</CardTitle>
        </div>
        <Badge variant="secondary" className="text-sm">
          Diagnostic Complete ✓
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl
          className="grid grid-cols-2 gap-3 sm:gap-4"
          aria-busy={scores === undefined}
          data-testid="estimated-scores"
        >
          <Score label="English" estimate={scores?.english} icon={BookOpen} />
          <Score label="Math" estimate={scores?.math} icon={Calculator} />
        </dl>
        {scores && (
          <p className="text-sm text-muted-foreground">{scoresNote(scores, diagnostic)}</p>
        )}
      </CardContent>
    </Card>
  );
}

function Score({
  label,
  estimate,
  icon: Icon,
}: {
  label: string;
  estimate: ScoreEstimate | undefined;
  icon: LucideIcon;
}) {
  return (
    <div className="flex flex-col rounded-lg bg-muted p-4">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {label}
      </dt>
      <dd className="grid">
        <span className="text-3xl font-extrabold tracking-tight tabular-nums">
          {estimate ? estimate.score : "—"}
        </span>
        <span className="text-sm text-muted-foreground">
          {estimate ? `Likely ${formatRange(estimate)}` : "Loading..."}
        </span>
      </dd>
    </div>
  );
}
