// The Daily Drop's views, one per phase of the flow, each given only what it shows (so they
// render without a browser in the tests): the header with streak and XP, the level cards, the
// question with Skip and its feedback, the completion screen, the problems and 'Please log in'.
import {
  Narrow,
  PleaseLogIn as SharedPleaseLogIn,
  Problem,
} from "../../components/screen-parts.tsx";
export { Narrow };
import {
  ArrowRight,
  BookOpen,
  Calculator,
  CircleCheck,
  CloudOff,
  Flame,
  Gauge,
  RotateCcw,
  Save,
  Trophy,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { DailyDropQuestion } from "../../../api/schemas/practice.ts";
import { AnswerFeedback } from "../../components/question-card/answer-feedback.tsx";
import { QuestionCard } from "../../components/question-card/question-card.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { StatGrid } from "../../components/stat-grid.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { categoryLabel, type Stats } from "./daily-drop-model.ts";
import { progressPercent, type Feedback, type Letter, type PendingAnswer } from "./flow.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatXpGain } from "../../lib/xp.ts";

/** What shows in place of the feedback when the answer was kept on the device. */
export const SAVED_TEXT = "Saved on this device. We'll check this answer when you're back online.";

/** The offline summary's line: every question answered, the results to come. */
export const savedSummaryText = (total: number) =>
  `All ${total} answers are saved. Your results, XP and streak will appear when you're back online.`;

const count = (n: number) => n.toLocaleString("en-US");

/** The streak and XP badges (the header's, and the completion screen's summary). */
export function GameBadges({ streakDays, totalXP }: { streakDays: number; totalXP: number }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="streak" className="px-3 py-1 text-sm">
        <Flame aria-hidden />
        {count(streakDays)} day streak
      </Badge>
      <Badge variant="xp" className="px-3 py-1 text-sm">
        <Zap aria-hidden />
        {count(totalXP)} XP
      </Badge>
    </div>
  );
}

/** The title, the streak and XP badges, 'Question n of 5' and the bar (answered out of total). */
export function DropHeader({
  stats,
  position,
  answered,
  total,
}: {
  stats: Pick<Stats, "streakDays" | "totalXP">;
  /** 1-based number of the question on screen. */
  position: number;
  answered: number;
  total: number;
}) {
  return (
    <header className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Daily Drop</h1>
        <GameBadges streakDays={stats.streakDays} totalXP={stats.totalXP} />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          Question {position} of {total}
        </p>
        <Progress
          value={progressPercent(answered, total)}
          aria-label="Daily Drop progress"
          getValueLabel={() => `${answered} of ${total} questions answered`}
        />
      </div>
    </header>
  );
}

function LevelTile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
}) {
  return (
    <Card className="flex flex-col gap-1 p-3 sm:p-4">
      {/* Read as "English Level, 5"; shown as the icon and number above the label. */}
      <dt className="order-last text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2.5">
        <span
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground"
          aria-hidden
        >
          <Icon className="size-4" />
        </span>
        <span className="text-xl font-extrabold tracking-tight tabular-nums">{value}</span>
      </dd>
    </Card>
  );
}

/** The English Level and Math Level cards. */
export function LevelCards({ levels }: { levels: Stats["levels"] }) {
  return (
    <dl className="mb-5 grid grid-cols-2 gap-3 sm:gap-4">
      <LevelTile label="English Level" value={levels.english} icon={BookOpen} />
      <LevelTile label="Math Level" value={levels.math} icon={Calculator} />
    </dl>
  );
}

/** The result under an answered question: right or wrong, XP, category, the key, the why. */
export function FeedbackPanel({
  question,
  feedback,
  isLast,
  onNext,
}: {
  question: Pick<DailyDropQuestion, "options">;
  feedback: Feedback;
  isLast: boolean;
  onNext: () => void;
}) {
  const { answered, shouldLevelUp, bonusXp } = feedback;
  return (
    <AnswerFeedback
      options={question.options}
      answered={answered}
      levelUp={shouldLevelUp}
      badges={
        <Badge variant="outline" className="text-sm">
          <Gauge aria-hidden />
          <span className="sr-only">Performance: </span>
          {categoryLabel(answered.performanceCategory)}
        </Badge>
      }
      note={
        bonusXp > 0 && (
          <p className="font-semibold">
            {formatXpGain(bonusXp)} bonus for finishing today's Daily Drop
          </p>
        )
      }
      isLast={isLast}
      lastLabel="Complete Session"
      onNext={onNext}
    />
  );
}

/** In place of the feedback: the answer is kept on this device, and Next goes on. */
export function SavedPanel({
  saved,
  isLast,
  onNext,
}: {
  saved: PendingAnswer;
  isLast: boolean;
  onNext: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // As with the feedback: the Submit button is gone, start the student here.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div
      data-testid="saved-offline"
      className="grid gap-3 rounded-lg border-2 border-dashed border-border bg-muted/50 p-4 sm:p-5"
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-extrabold tracking-tight outline-none"
      >
        <Save className="size-6" aria-hidden />
        {saved.userAnswer === "" ? "Skip saved" : `Answer ${saved.userAnswer} saved`}
      </h3>
      <p role="status">{SAVED_TEXT}</p>
      <Button
        type="button"
        size="lg"
        onClick={onNext}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {isLast ? "Complete Session" : "Next Question"}
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}

/** The question card with its badges, Skip (-1 XP), and the feedback once answered (or the
 *  note that the answer is saved on the device). */
export function QuestionStep({
  question,
  submitting,
  feedback,
  saved = null,
  isLast,
  onSubmit,
  onSkip,
  onNext,
}: {
  question: DailyDropQuestion;
  submitting: boolean;
  feedback: Feedback | null;
  /** The answer to this question kept on the device, not yet sent. */
  saved?: PendingAnswer | null;
  isLast: boolean;
  onSubmit: (answer: Letter, elapsedMs: number) => void;
  onSkip: (elapsedMs: number) => void;
  onNext: () => void;
}) {
  const done = feedback !== null || saved !== null;
  return (
    <QuestionCard
      question={question}
      onSubmit={(letter, elapsedMs) => onSubmit(letter as Letter, elapsedMs)}
      submitting={submitting}
      timerFormat="seconds"
      labelStyle="badge"
      reportable
      badges={
        <>
          <Badge variant="outline">Level {question.level_1_to_12}</Badge>
          {question.slot === "review" && (
            <Badge variant="outline">
              <RotateCcw aria-hidden />
              Review
            </Badge>
          )}
        </>
      }
      actions={
        done
          ? undefined
          : (timer) => (
              <SkipButton disabled={submitting} onConfirm={() => onSkip(timer.elapsedMs())} />
            )
      }
      review={
        feedback
          ? {
              chosen: feedback.answered.userAnswer || null,
              correct: feedback.answered.correctAnswer,
            }
          : saved
            ? { chosen: saved.userAnswer || null, correct: null }
            : undefined
      }
      footer={
        feedback ? (
          <FeedbackPanel question={question} feedback={feedback} isLast={isLast} onNext={onNext} />
        ) : saved ? (
          <SavedPanel saved={saved} isLast={isLast} onNext={onNext} />
        ) : undefined
      }
    />
  );
}

/**
 * 'Skip (-1 XP)', asked once more before it costs the XP: the first press asks "Skip this
 * question?", and only 'Yes, skip it' skips; 'Keep answering' puts the button back.
 */
function SkipButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const wasAsking = useRef(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  // Focus follows what replaced what: the question's safe answer, then the button again.
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) skipRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <Button
        ref={skipRef}
        type="button"
        variant="outline"
        size="lg"
        disabled={disabled}
        onClick={() => setAsking(true)}
        className="w-full sm:w-auto"
      >
        Skip (-1 XP)
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby="skip-question"
      className="flex w-full flex-col gap-2 rounded-lg border border-dashed p-3 sm:w-auto sm:flex-row sm:items-center"
    >
      <p id="skip-question" className="text-sm font-medium">
        Skip this question? It costs 1 XP.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" variant="outline" disabled={disabled} onClick={onConfirm}>
          Yes, skip it
        </Button>
        <Button ref={keepRef} type="button" onClick={() => setAsking(false)}>
          Keep answering
        </Button>
      </div>
    </div>
  );
}

/** 'Daily Drop Complete!': today's XP, the streak, total XP and the questions done. */
export function Complete({
  stats,
  answered,
  total,
  correct,
}: {
  stats: Stats;
  answered: number;
  total: number;
  correct: number;
}) {
  const items = [
    {
      label: "XP earned today",
      value: formatXpGain(stats.todayXP),
      icon: Zap,
      tone: "bg-xp text-xp-foreground",
    },
    {
      label: "Day streak",
      value: count(stats.streakDays),
      icon: Flame,
      tone: "bg-streak text-streak-foreground",
    },
    {
      label: "Total XP",
      value: count(stats.totalXP),
      icon: Trophy,
      tone: "bg-xp text-xp-foreground",
    },
    {
      label: "Questions",
      value: `${answered}/${total}`,
      icon: CircleCheck,
      tone: "bg-secondary text-secondary-foreground",
    },
  ];
  // The fifth answer's Finish button sits far down the page; the summary is a new screen, so it
  // opens at its top, not scrolled past its title. (In braces: Chromium's scrollTo now returns
  // a promise, which React would take for the effect's clean-up and call on unmount.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <Narrow>
      <ScreenHeader
        icon={Trophy}
        title="Daily Drop Complete!"
        lead="Come back tomorrow for more practice!"
      />
      <StatGrid stats={items} variant="card" />
      <p className="mt-6 text-center text-muted-foreground">
        You got {correct} of {total} right today.
      </p>
      <BackToDashboard />
    </Narrow>
  );
}

/** The way out of a finished drop (completed, or every answer saved offline). */
function BackToDashboard() {
  return (
    <div className="mt-6 grid justify-items-center">
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link href="/">
          Back to Dashboard
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}

/** Every question answered, some only saved on this device: calm, the results to come. */
export function SavedSummary({
  total,
  saved,
}: {
  total: number;
  /** How many answers wait on the device. */
  saved: number;
}) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <Narrow>
      <ScreenHeader icon={CloudOff} title="Answers saved" lead={savedSummaryText(total)} />
      <Card className="grid gap-3 p-4 sm:p-5">
        <p>
          {saved === 1
            ? "1 answer is waiting on this device."
            : `${count(saved)} answers are waiting on this device.`}{" "}
          They'll be sent by themselves once you're online, even if you close this page.
        </p>
      </Card>
      <BackToDashboard />
    </Narrow>
  );
}

/** Offline past the end of the drop's day: that drop is closed here; reconnect for today's. */
export function DayOver({
  day,
  saved,
  onRetry,
}: {
  day: string;
  saved: number;
  onRetry: () => void;
}) {
  const lead =
    `This Daily Drop was for ${formatLongDate(day)}. Connect to the internet to get today's.` +
    (saved > 0
      ? ` Your ${saved === 1 ? "saved answer" : `${count(saved)} saved answers`} will still be sent.`
      : "");
  return (
    <Problem title="That day's Daily Drop is over" lead={lead}>
      <Button size="lg" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Try again
      </Button>
      {homeButton}
    </Problem>
  );
}

export function PleaseLogIn() {
  return <SharedPleaseLogIn lead="You need to be logged in to practice the Daily Drop." />;
}

const homeButton = (
  <Button asChild size="lg" variant="outline">
    <Link href="/">Back to Dashboard</Link>
  </Button>
);

/** The drop could not be loaded: what went wrong, and Try again. */
export function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Problem title="Couldn't load today's Daily Drop" lead={message}>
      <Button size="lg" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Try again
      </Button>
      {homeButton}
    </Problem>
  );
}

/** The server has no drop to give (409, e.g. an empty question bank): its sentence. */
export function Unavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Problem title="No Daily Drop right now" lead={message}>
      {homeButton}
      <Button size="lg" variant="ghost" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Try again
      </Button>
    </Problem>
  );
}
