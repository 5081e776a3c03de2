// The question card, shared by the diagnostic and the Daily Drop: the subject and skill, an
// elapsed timer that can be hidden, the passage, the question, lettered choices as a radio
// group and 'Submit Answer'. A new question (another id) is a new card: the selection clears
// and the timer starts again. Text may hold `$…$` LaTeX, shown as MathML.
import { Check, Clock, LoaderCircle, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { canSubmit, questionLabel } from "./card-model.ts";
import {
  choiceLetter,
  INVALID_CHOICES_TEXT,
  NO_CHOICES_TEXT,
  parseChoices,
  type ParsedChoices,
} from "./choices.ts";
import { MathText } from "./math.tsx";
import { passageBlocks } from "./passage.ts";
import { ReportQuestion } from "./report-dialog.tsx";
import {
  formatElapsed,
  readTimerHidden,
  spokenElapsed,
  writeTimerHidden,
  type TimerFormat,
} from "./timer.ts";

/** The question fields the card shows (the API's served question has them all). */
export type CardQuestion = {
  id: string;
  subject: string;
  /** The skill, e.g. "linear_equations_in_one_variable" (underscores are shown as spaces). */
  subsection: string;
  passage?: string | null;
  question_text: string;
  /** The choices: an array of texts, or a JSON string of one. */
  options: unknown;
};

/**
 * What the card shows once a question is answered (the Daily Drop's feedback). `correct` is null
 * while the key is not known (an answer saved offline): the choice shows, nothing is marked.
 */
export type CardReview = { chosen: string | null; correct: string | null };

export type QuestionCardProps = {
  question: CardQuestion;
  /** The chosen letter ("A"…) and the milliseconds since the question appeared. */
  onSubmit: (letter: string, elapsedMs: number) => void;
  /** An answer is on its way: Submit is disabled and shows a spinner. */
  submitting?: boolean;
  /** The screen is loading (the next question, say): choices and Submit are disabled. */
  loading?: boolean;
  /** "mm:ss" (the diagnostic, the default) or whole seconds (the Daily Drop). */
  timerFormat?: TimerFormat;
  /** The subject and skill as a heading line (the default) or as a badge (the Daily Drop). */
  labelStyle?: "text" | "badge";
  /** Extra badges beside the subject label (the Daily Drop's level badge). */
  badges?: ReactNode;
  /**
   * Buttons beside Submit (the Daily Drop's Skip). Given a way to read the elapsed time, so a
   * skip can report it too.
   */
  actions?: (timer: { elapsedMs: () => number }) => ReactNode;
  /** Shows the question as answered: choices locked, the key marked, Submit hidden. */
  review?: CardReview;
  /** Shown under the buttons (feedback, Next Question). */
  footer?: ReactNode;
  /**
   * Offers "Report a problem" (the Daily Drop and Practice Mode, before or after answering; not
   * the diagnostic: docs/web.md).
   */
  reportable?: boolean;
  className?: string;
};

export function QuestionCard(props: QuestionCardProps) {
  // Keyed by the question: a new question starts with no selection and a fresh timer.
  return <QuestionCardBody key={props.question.id} {...props} />;
}

function QuestionCardBody({
  question,
  onSubmit,
  submitting = false,
  loading = false,
  timerFormat = "mm:ss",
  labelStyle = "text",
  badges,
  actions,
  review,
  footer,
  reportable = false,
  className,
}: QuestionCardProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const choices = useMemo(() => parseChoices(question.options), [question.options]);
  const timer = useElapsed(!review);
  const labelId = useId();
  const stemId = useId();
  const cardRef = useRef<HTMLElement>(null);

  // When the previous view (the Begin button, the last question's Submit) went away with the
  // focus, start keyboard and screen reader users at the top of the new question. A page that
  // opens on a question (scrolled to the top) stays where it is: scrolling it to the card as it
  // loads jumped the page past its header (a layout shift, bench/lighthouse.ts).
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      cardRef.current?.focus({ preventScroll: window.scrollY === 0 });
    }
  }, []);

  const reviewing = review !== undefined;
  const enabled = canSubmit({
    selected,
    hasChoices: choices.kind === "choices",
    loading,
    submitting,
    reviewing,
  });

  return (
    <section
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={labelId}
      aria-busy={loading || submitting}
      className={cn(
        "rounded-xl border bg-card text-card-foreground shadow-sm outline-none",
        loading && "opacity-70 transition-opacity",
        className,
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b px-4 py-3 sm:px-6">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2
            id={labelId}
            className={cn(
              "text-sm font-semibold",
              labelStyle === "badge"
                ? "rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground"
                : "text-primary",
            )}
          >
            {questionLabel(question.subject, question.subsection)}
          </h2>
          {badges}
        </div>
        <div className="flex items-center gap-1">
          {reportable && <ReportQuestion questionId={question.id} />}
          <Timer shownMs={timer.shownMs} format={timerFormat} />
        </div>
      </header>

      <form
        className="grid gap-5 p-4 sm:gap-6 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (enabled && selected) onSubmit(selected, timer.elapsedMs());
        }}
      >
        <Passage passage={question.passage} />
        <p
          id={stemId}
          data-testid="question-text"
          className="text-lg leading-relaxed font-semibold whitespace-pre-line"
        >
          <MathText text={question.question_text} />
        </p>
        <Choices
          choices={choices}
          name={`${labelId}-choice`}
          labelledBy={stemId}
          selected={selected}
          disabled={loading || submitting || reviewing}
          review={review}
          onSelect={setSelected}
        />
        {(!reviewing || actions) && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {actions?.(timer)}
            {!reviewing && (
              <Button type="submit" size="lg" disabled={!enabled} className="w-full sm:w-auto">
                {submitting && <LoaderCircle className="animate-spin" aria-hidden />}
                Submit Answer
              </Button>
            )}
          </div>
        )}
        {footer}
      </form>
    </section>
  );
}

/** The elapsed time since the card appeared; stops counting while `running` is false. */
function useElapsed(running: boolean) {
  const [startedAt] = useState(() => performance.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return {
    shownMs: now - startedAt,
    elapsedMs: () => Math.round(performance.now() - startedAt),
  };
}

function Timer({ shownMs, format }: { shownMs: number; format: TimerFormat }) {
  const [hidden, setHidden] = useState(readTimerHidden);
  const toggle = () => {
    writeTimerHidden(!hidden);
    setHidden(!hidden);
  };
  return (
    <div className="flex items-center gap-1 text-sm text-muted-foreground">
      {!hidden && (
        // role="timer" is not announced as it changes; the label says what it counts.
        <span role="timer" className="inline-flex items-center gap-1.5 font-medium tabular-nums">
          <Clock className="size-4" aria-hidden />
          <span className="sr-only">Time on this question: {spokenElapsed(shownMs)}</span>
          <span aria-hidden>{formatElapsed(shownMs, format)}</span>
        </span>
      )}
      <Button variant="ghost" size="sm" className="h-8 px-2 text-xs" onClick={toggle}>
        {hidden ? "Show timer" : "Hide timer"}
      </Button>
    </div>
  );
}

function Passage({ passage }: { passage: string | null | undefined }) {
  const blocks = passageBlocks(passage);
  if (blocks.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Passage"
      className="grid gap-3 rounded-lg border-l-4 border-primary/40 bg-muted/60 px-4 py-3 leading-relaxed sm:px-5 sm:py-4"
    >
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index} className="whitespace-pre-line">
            <MathText text={block.text} />
          </p>
        ) : (
          <ul key={index} className="grid list-disc gap-1 pl-5">
            {block.items.map((item, i) => (
              <li key={i}>
                <MathText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

function Choices({
  choices,
  name,
  labelledBy,
  selected,
  disabled,
  review,
  onSelect,
}: {
  choices: ParsedChoices;
  name: string;
  labelledBy: string;
  selected: string | null;
  disabled: boolean;
  review: CardReview | undefined;
  onSelect: (letter: string) => void;
}) {
  if (choices.kind !== "choices") {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 p-4 text-destructive">
        {choices.kind === "none" ? NO_CHOICES_TEXT : INVALID_CHOICES_TEXT}
      </p>
    );
  }
  return (
    // Native radios: one tab stop, arrow keys move the choice, Enter submits the form.
    <fieldset aria-labelledby={labelledBy} className="grid gap-3">
      {choices.choices.map((text, index) => {
        const letter = choiceLetter(index);
        const isKey = review?.correct === letter;
        const isWrongPick =
          review !== undefined && review.correct !== null && review.chosen === letter && !isKey;
        return (
          <label
            key={letter}
            className={cn(
              "relative flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border-2 bg-card p-3 transition-colors sm:p-4",
              "hover:border-primary/60 hover:bg-accent/50",
              "has-checked:border-primary has-checked:bg-secondary",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              "has-disabled:cursor-default has-disabled:hover:bg-card",
              isKey && "border-primary",
              // A wrong pick is red throughout, border and fill (not a red border on the green
              // fill a checked choice has).
              isWrongPick &&
                "border-destructive has-checked:border-destructive has-checked:bg-destructive/10",
            )}
          >
            <input
              type="radio"
              name={name}
              value={letter}
              checked={review ? review.chosen === letter : selected === letter}
              disabled={disabled}
              onChange={() => onSelect(letter)}
              // The radio itself covers the whole choice, transparent: a click or tap anywhere
              // on it lands on the input, and the label draws the look.
              className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-default"
            />
            <span
              aria-hidden
              className={cn(
                "grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold text-muted-foreground transition-colors",
                "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                isWrongPick &&
                  "peer-checked:border-destructive peer-checked:bg-destructive peer-checked:text-destructive-foreground",
              )}
            >
              {letter}
            </span>
            <span className="min-w-0 flex-1 pt-1 leading-relaxed [overflow-wrap:anywhere]">
              <span className="sr-only">{letter}. </span>
              <MathText text={text} />
              {/* Under the text, not beside it: beside it squeezed the text on a phone. */}
              {isKey && (
                <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-primary">
                  <Check className="size-4" aria-hidden />
                  Correct answer
                </span>
              )}
              {isWrongPick && (
                <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-destructive">
                  <X className="size-4" aria-hidden />
                  Your answer
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
