// The diagnostic's views, one per phase of the flow, each given only what it shows (so they
// render without a browser in the tests): the intro, the question with its progress bar, the
// pause after English, the results, the failures and 'Please log in'.
import {
  Narrow,
  PleaseLogIn as SharedPleaseLogIn,
  Problem,
} from "../../components/screen-parts.tsx";
import {
  ArrowRight,
  BookOpenText,
  CircleCheck,
  ClipboardCheck,
  Gauge,
  ListChecks,
  LoaderCircle,
  LogIn,
  RotateCcw,
  Trophy,
} from "lucide-react";
import { Link } from "wouter";
import type { DiagnosticSubject } from "../../../api/schemas/questions.ts";
import { subjectLabel } from "../../components/question-card/card-model.ts";
import { QuestionCard } from "../../components/question-card/question-card.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { formatRange } from "../../lib/scores.ts";
import {
  formatScore,
  PROGRESS_TOTAL,
  progressPercent,
  type Scores,
  type ShownQuestion,
  type SubjectScore,
} from "./flow.ts";

/** The intro; `resume` when a diagnostic was begun and left half-way (its answers are kept). */
export function Intro({ onBegin, resume = false }: { onBegin: () => void; resume?: boolean }) {
  const points = [
    {
      icon: ListChecks,
      text: "12-16 adaptive questions",
      note: "They get harder or easier as you answer, so every question tells us something.",
    },
    {
      icon: BookOpenText,
      text: "English first, then Math",
      note: "Take your time: the timer is only there for you, and you can hide it.",
    },
    {
      icon: Gauge,
      text: "An estimated SAT score for each",
      note: "Your Daily Drop starts at the right level from day one.",
    },
  ];
  return (
    <Narrow>
      <ScreenHeader
        icon={ClipboardCheck}
        title="Diagnostic Test"
        lead="Ok let's see where you are today"
      />
      <Card>
        <CardContent className="grid gap-6 p-5 sm:p-8">
          <ul className="grid gap-4">
            {points.map(({ icon: Icon, text, note }) => (
              <li key={text} className="flex gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="grid gap-0.5">
                  <span className="font-semibold">{text}</span>
                  <span className="text-sm text-muted-foreground">{note}</span>
                </span>
              </li>
            ))}
          </ul>
          {resume && (
            <p className="rounded-lg bg-secondary px-4 py-3 text-sm text-secondary-foreground">
              You started the diagnostic earlier. Your answers are saved, so you&apos;ll pick up at
              your next question.
            </p>
          )}
          <Button size="lg" onClick={onBegin} className="w-full">
            {resume ? "Resume Diagnostic" : "Begin Diagnostic"}
            <ArrowRight aria-hidden />
          </Button>
        </CardContent>
      </Card>
    </Narrow>
  );
}

/** The bar over the question: the subject, the question's number and answers out of 16. */
export function DiagnosticProgress({
  subject,
  answered,
}: {
  subject: DiagnosticSubject;
  answered: number;
}) {
  const shown = Math.min(answered, PROGRESS_TOTAL);
  return (
    <div className="mb-5 grid gap-2 sm:mb-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight">Diagnostic Test</h1>
        <p className="text-sm font-medium text-muted-foreground">
          {subjectLabel(subject)} · Question {answered + 1}
        </p>
      </div>
      <Progress
        value={progressPercent(answered)}
        aria-label="Diagnostic progress"
        getValueLabel={() => `${shown} of ${PROGRESS_TOTAL} questions answered`}
      />
    </div>
  );
}

export function QuestionView({
  subject,
  answered,
  question,
  submitting,
  loading,
  onSubmit,
}: {
  subject: DiagnosticSubject;
  answered: number;
  question: ShownQuestion;
  submitting: boolean;
  loading: boolean;
  onSubmit: (letter: string, elapsedMs: number) => void;
}) {
  return (
    <Narrow wide>
      <DiagnosticProgress subject={subject} answered={answered} />
      <QuestionCard
        question={question}
        onSubmit={onSubmit}
        submitting={submitting}
        loading={loading}
        timerFormat="mm:ss"
      />
      <p role="status" className="mt-3 min-h-6 text-center text-sm text-muted-foreground">
        {loading ? "Loading the next question..." : ""}
      </p>
    </Narrow>
  );
}

/** The pause after English: its score, while Math gets ready. */
export function SubjectBreak({ english }: { english: SubjectScore | undefined }) {
  return (
    <Narrow>
      <div role="status" className="grid justify-items-center gap-3 pt-20 pb-8 text-center sm:py-8">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight">English Complete!</h1>
        {english && (
          <p className="text-lg">
            Your estimated English score: <strong>{formatScore(english)}</strong>
          </p>
        )}
        {english && (
          <p className="text-sm text-muted-foreground">Your Math answers will refine it.</p>
        )}
        <p className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Math starts in a moment...
        </p>
      </div>
    </Narrow>
  );
}

function ScoreCard({
  title,
  score,
  note,
}: {
  title: string;
  score: SubjectScore | undefined;
  note?: string;
}) {
  return (
    <Card className="text-center">
      <CardHeader className="pb-2">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-5xl font-extrabold tracking-tight text-primary tabular-nums">
          {score ? score.finalScore : "—"}
        </p>
        <p className="font-semibold">Estimated SAT Score</p>
        <p className="text-sm text-muted-foreground">
          {score?.scoreRange
            ? `Likely range ${formatRange(score.scoreRange)}`
            : score
              ? "\u00a0"
              : "Not available"}
        </p>
        {note && <p className="mt-2 text-sm text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

/** Shown under English when the Math answers moved its score (the two abilities correlate, so
 *  the server re-scores English with both subjects' answers once Math ends): the score shown when
 *  English ended, and why this one differs. */
export function englishRefinedNote(before: SubjectScore): string {
  return `Refined from ${formatScore(before)} with your Math answers: English and Math skills go together, so your Math answers sharpened your English estimate. This is the score you keep.`;
}

export function Results({
  scores,
  englishBefore = null,
}: {
  scores: Scores;
  /** The English score shown when English ended, when Math's answers changed it. */
  englishBefore?: SubjectScore | null;
}) {
  return (
    <Narrow wide>
      <ScreenHeader
        icon={Trophy}
        title="Diagnostic Complete!"
        lead="Here's where you are today. Your daily practice starts at your level."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ScoreCard
          title="English Score"
          score={scores.english}
          note={englishBefore ? englishRefinedNote(englishBefore) : undefined}
        />
        <ScoreCard title="Math Score" score={scores.math} />
      </div>
      <div className="mt-8 grid justify-items-center">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link href="/">
            Start Your Daily Drop
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Narrow>
  );
}

export function PleaseLogIn() {
  return <SharedPleaseLogIn lead="You need to be logged in to take the diagnostic test." />;
}

export function Failed({ step, onRetry }: { step: "start" | "question"; onRetry: () => void }) {
  const retry = (
    <Button size="lg" onClick={onRetry}>
      <RotateCcw aria-hidden />
      Try again
    </Button>
  );
  if (step === "question") {
    return (
      <Problem title="Failed to load question" lead="Please try again">
        {retry}
      </Problem>
    );
  }
  return (
    <Problem title="Failed to start" lead="Please try logging in again">
      {retry}
      <Button asChild size="lg" variant="outline">
        <a href="/api/login">
          <LogIn aria-hidden />
          Log in again
        </a>
      </Button>
    </Problem>
  );
}

export function Lost() {
  return (
    <Problem
      title="Something went wrong"
      lead="We couldn't load your next question. Taking you back home..."
    >
      <Button asChild size="lg" variant="outline">
        <Link href="/">Go home now</Link>
      </Button>
    </Problem>
  );
}
