// The result under an answered question (the Daily Drop's and Practice Mode's): right, wrong or
// skipped, the XP, the level-up banner, the key and the explanation (with, once the question has
// 30 answers, how many students missed it), and the way on. What differs
// between the screens comes in as slots: badges beside the XP, a note under the heading, and the
// last question's button label.
import { ArrowRight, CircleCheck, CircleMinus, CircleX, Sparkles, Zap } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { formatXpGain } from "../../lib/xp.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { correctChoice, levelUpText, missedShareText, resultTitle } from "./feedback-model.ts";
import { MathText } from "./math.tsx";

export type AnsweredResult = {
  isCorrect: boolean;
  isSkipped: boolean;
  xp: number;
  correctAnswer: string;
  explanation: string;
  /** "x% of students missed this" (0–100), null or absent when not shown. */
  missedShare?: number | null | undefined;
};

export function AnswerFeedback({
  options,
  answered,
  levelUp,
  badges,
  note,
  isLast,
  lastLabel,
  onNext,
}: {
  /** The question's choices (for the key's text). */
  options: unknown;
  answered: AnsweredResult;
  levelUp: { subject: string; newLevel: number } | null;
  /** More badges after the XP badge. */
  badges?: ReactNode;
  /** What shows between the heading and the level-up banner. */
  note?: ReactNode;
  isLast: boolean;
  /** The button's label on the last question ('Next Question' before it). */
  lastLabel: string;
  onNext: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The Submit button the student just used is gone: start them at the result.
  useEffect(() => headingRef.current?.focus(), []);
  const key = correctChoice(options, answered.correctAnswer);
  const missed = missedShareText(answered.missedShare);
  const tone = answered.isSkipped ? "skipped" : answered.isCorrect ? "right" : "wrong";
  const Icon = { right: CircleCheck, wrong: CircleX, skipped: CircleMinus }[tone];
  return (
    <div
      data-testid="feedback"
      className={cn(
        "grid gap-4 rounded-lg border-2 p-4 sm:p-5",
        tone === "right" && "border-primary/50 bg-secondary/50",
        tone === "wrong" && "border-destructive/40",
        tone === "skipped" && "border-border bg-muted/50",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className={cn(
            "flex items-center gap-2 text-xl font-extrabold tracking-tight outline-none",
            tone === "right" && "text-primary",
            tone === "wrong" && "text-destructive",
          )}
        >
          <Icon className="size-6" aria-hidden />
          {resultTitle(answered)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge variant="xp" className="text-sm">
            <Zap aria-hidden />
            {formatXpGain(answered.xp)}
          </Badge>
          {badges}
        </div>
      </div>
      {note}
      {levelUp && (
        <p className="flex items-center gap-2 rounded-lg bg-xp px-4 py-3 text-lg font-extrabold text-xp-foreground">
          <Sparkles className="size-5 shrink-0" aria-hidden />
          {levelUpText(levelUp)}
        </p>
      )}
      <p>
        <span className="font-semibold">Correct answer: </span>
        {key.letter}
        {key.text !== null && (
          <>
            {". "}
            <MathText text={key.text} />
          </>
        )}
      </p>
      {answered.explanation && (
        <div className="grid gap-1">
          <h4 className="font-semibold">Explanation</h4>
          <p className="leading-relaxed whitespace-pre-line text-muted-foreground">
            <MathText text={answered.explanation} />
          </p>
        </div>
      )}
      {missed && (
        <p data-testid="missed-share" className="text-sm text-muted-foreground">
          {missed}
        </p>
      )}
      <Button
        type="button"
        size="lg"
        onClick={onNext}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {isLast ? lastLabel : "Next Question"}
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}
