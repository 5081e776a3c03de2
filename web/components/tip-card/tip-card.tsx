// A tip as a card (spec §6 Tip): its headline, the category and level badges, the skill it is
// about (underscores shown as spaces), the advice itself, and why it was picked for this
// student. Shared by the Tips screen (the daily tip, the bookmarks) and the Daily Drop (the tip
// card on the first question before answering), which may not import each other.
import { Lightbulb, Target } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { TipView } from "../../../api/schemas/tips.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../ui/badge.tsx";
import { tipCategoryLabel, tipLevelLabel, tipSkillLabel } from "./tip-labels.ts";

export type TipCardTip = Pick<
  TipView,
  "id" | "headline" | "content" | "category" | "difficultyLevel" | "subSkill"
> & { reason?: string };

export function TipCard({
  tip,
  heading = "h2",
  eyebrow,
  actions,
  compact = false,
  className,
}: {
  tip: TipCardTip;
  /** The headline's level in the page's outline. */
  heading?: "h2" | "h3";
  /** A line above the headline ("Tip of the Day"). */
  eyebrow?: ReactNode;
  /** Buttons or links under the tip. */
  actions?: ReactNode;
  /** Tighter, for a tip beside something else (the Daily Drop's question). */
  compact?: boolean;
  className?: string;
}) {
  const headingId = useId();
  const Heading = heading;
  const skill = tipSkillLabel(tip.subSkill);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="tip-card"
      className={cn(
        "grid min-w-0 gap-3 rounded-xl border bg-card text-card-foreground shadow-sm",
        compact ? "p-4 sm:p-5" : "gap-4 p-5 sm:p-6",
        className,
      )}
    >
      <div className="grid gap-2">
        {eyebrow && (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
            <Lightbulb className="size-4 shrink-0" aria-hidden />
            {eyebrow}
          </p>
        )}
        <Heading
          id={headingId}
          className={cn(
            "font-extrabold tracking-tight text-balance wrap-anywhere",
            compact ? "text-lg leading-snug" : "text-xl leading-snug sm:text-2xl",
          )}
        >
          {tip.headline}
        </Heading>
        <ul aria-label="About this tip" className="flex flex-wrap gap-1.5">
          <li>
            <Badge variant="secondary">
              <span className="sr-only">Category: </span>
              {tipCategoryLabel(tip.category)}
            </Badge>
          </li>
          <li>
            <Badge variant="outline">
              <span className="sr-only">Level: </span>
              {tipLevelLabel(tip.difficultyLevel)}
            </Badge>
          </li>
          {skill && (
            <li className="min-w-0">
              <Badge variant="outline" className="max-w-full whitespace-normal">
                <span className="sr-only">Skill: </span>
                {skill}
              </Badge>
            </li>
          )}
        </ul>
      </div>
      <p
        className={cn(
          "leading-relaxed whitespace-pre-line wrap-break-word",
          compact ? "text-[0.9375rem]" : "text-base sm:text-lg",
        )}
      >
        {tip.content}
      </p>
      {tip.reason && (
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Target className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <span className="font-semibold text-foreground">Why this tip: </span>
            {tip.reason}
          </span>
        </p>
      )}
      {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
    </article>
  );
}
