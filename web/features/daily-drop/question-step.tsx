// The Daily Drop's question step: the question card with Skip, and under it the feedback or the
// note that the answer is saved on the device; given only what it shows, so it renders without
// a browser in the tests.
import { ArrowRight, Gauge, RotateCcw, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { DailyDropQuestion } from "../../../api/schemas/practice.ts";
import { AnswerFeedback } from "../../components/question-card/answer-feedback.tsx";
import { QuestionCard } from "../../components/question-card/question-card.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { categoryLabel } from "./daily-drop-model.ts";
import { type Feedback, type Letter, type PendingAnswer } from "./flow-state.ts";
import { formatXpGain } from "../../lib/xp.ts";

/** What shows in place of the feedback when the answer was kept on the device. */
export const SAVED_TEXT = "Saved on this device. We'll check this answer when you're back online.";

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
