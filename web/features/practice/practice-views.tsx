// Practice Mode's views (focused practice), each given only what it shows so they render
// without a browser in the tests: the header (what is practised, the question and the bar), the
// question with Skip and the feedback (the correct answer, the XP with the note saying why, the
// level-up banner), the completion summary, and the problems.
import { ArrowRight, CalendarCheck, CircleCheck, House, Target, Zap } from "lucide-react";
import { Link } from "wouter";
import type { FocusedQuestion, FocusedSetView } from "../../../api/schemas/practice.ts";
import { QuestionCard } from "../../components/question-card/question-card.tsx";
import {
  Problem,
  Narrow,
  PleaseLogIn as SharedPleaseLogIn,
} from "../../components/screen-parts.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { StatGrid } from "../../components/stat-grid.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { AnswerFeedback } from "../../components/question-card/answer-feedback.tsx";
import { formatXpGain } from "../../lib/xp.ts";
import {
  capText,
  practisedText,
  practisedWithDifficulty,
  shortSetText,
  progressPercent,
  rightText,
  type Letter,
} from "./practice-model.ts";

export { Narrow };

/** 'Practice Mode', what the set practises, total XP, 'Question n of 5' and the bar. */
export function PracticeHeader({
  set,
  position,
  totalXP,
}: {
  set: Pick<
    FocusedSetView,
    "domainName" | "skillName" | "difficulty" | "fullSize" | "questions" | "summary"
  >;
  /** 1-based number of the question on screen. */
  position: number;
  totalXP: number;
}) {
  const total = set.questions.length;
  const shortSet = shortSetText(set);
  return (
    <header className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Practice Mode</h1>
          <p className="text-muted-foreground">Practicing {practisedWithDifficulty(set)}</p>
        </div>
        <Badge variant="xp" className="px-3 py-1 text-sm">
          <Zap aria-hidden />
          {totalXP.toLocaleString("en-US")} XP
        </Badge>
      </div>
      {shortSet ? <p className="text-sm text-muted-foreground">{shortSet}</p> : null}
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          Question {position} of {total}
        </p>
        <Progress
          value={progressPercent(set.summary.answered, total)}
          aria-label="Practice set progress"
          getValueLabel={() => `${set.summary.answered} of ${total} questions answered`}
        />
      </div>
    </header>
  );
}

/** The question card with its level badge, Skip (no XP either way), and the feedback. */
export function FocusedQuestionStep({
  question,
  submitting,
  isLast,
  onSubmit,
  onSkip,
  onNext,
}: {
  question: FocusedQuestion;
  submitting: boolean;
  isLast: boolean;
  onSubmit: (answer: Letter, elapsedMs: number) => void;
  onSkip: (elapsedMs: number) => void;
  onNext: () => void;
}) {
  const answered = question.answered;
  return (
    <QuestionCard
      question={question}
      onSubmit={(letter, elapsedMs) => onSubmit(letter as Letter, elapsedMs)}
      submitting={submitting}
      timerFormat="seconds"
      labelStyle="badge"
      reportable
      badges={<Badge variant="outline">Level {question.level_1_to_12}</Badge>}
      actions={
        answered
          ? undefined
          : (timer) => (
              <Button
                type="button"
                variant="outline"
                size="lg"
                disabled={submitting}
                onClick={() => onSkip(timer.elapsedMs())}
                className="w-full sm:w-auto"
              >
                Skip
              </Button>
            )
      }
      review={
        answered
          ? { chosen: answered.userAnswer || null, correct: answered.correctAnswer }
          : undefined
      }
      footer={
        answered ? (
          <FocusedFeedback question={question} isLast={isLast} onNext={onNext} />
        ) : undefined
      }
    />
  );
}

/** The result under an answered question: right or wrong, the XP and why, the level-up, the
 *  key and the explanation. */
export function FocusedFeedback({
  question,
  isLast,
  onNext,
}: {
  question: Pick<FocusedQuestion, "options" | "answered">;
  isLast: boolean;
  onNext: () => void;
}) {
  const answered = question.answered;
  if (!answered) return null;
  return (
    <AnswerFeedback
      options={question.options}
      answered={answered}
      levelUp={answered.shouldLevelUp}
      note={
        <p data-testid="xp-note" className="text-muted-foreground">
          {answered.xpNote}
        </p>
      }
      isLast={isLast}
      lastLabel="See Summary"
      onNext={onNext}
    />
  );
}

/** 'Practice Complete!': right answers, XP, what was practised, and the way back. */
export function PracticeComplete({ set }: { set: FocusedSetView }) {
  const total = set.questions.length;
  const stats = [
    {
      label: "Answered right",
      value: `${set.summary.correct}/${total}`,
      icon: CircleCheck,
      tone: "bg-secondary text-secondary-foreground",
    },
    {
      label: "XP earned",
      value: formatXpGain(set.summary.xp),
      icon: Zap,
      tone: "bg-xp text-xp-foreground",
    },
  ];
  return (
    <Narrow>
      <ScreenHeader
        icon={Target}
        title="Practice Complete!"
        lead={`You practiced ${practisedText(set)}.`}
      />
      <StatGrid stats={stats} variant="card" />
      <div className="mt-6 grid gap-2 text-center text-muted-foreground">
        <p>{rightText(set.summary, total)}</p>
        <p>{capText(set)}</p>
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg" variant="outline">
          <Link href="/study-planning">
            <CalendarCheck aria-hidden />
            Back to Study Planning
          </Link>
        </Button>
        <Button asChild size="lg">
          <Link href="/">
            <House aria-hidden />
            Back to Dashboard
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Narrow>
  );
}

export function PleaseLogIn() {
  return <SharedPleaseLogIn lead="You need to be logged in to practice." />;
}

/** The set could not be started or loaded: the server's sentence, and the ways on. */
export function PracticeProblem({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <Problem title={title} lead={message}>
      {onRetry && (
        <Button size="lg" onClick={onRetry}>
          Try again
        </Button>
      )}
      <Button asChild size="lg" variant="outline">
        <Link href="/study-planning">Study Planning</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/">Back to Dashboard</Link>
      </Button>
    </Problem>
  );
}
