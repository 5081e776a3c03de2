// The end of a Daily Drop: 'Daily Drop Complete!' with the day's figures, or, when some answers
// are only saved on the device, the calm summary of what is still to come.
import { Narrow } from "../../components/screen-parts.tsx";
import { ArrowRight, CircleCheck, CloudOff, Flame, Trophy, Zap } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { StatGrid } from "../../components/stat-grid.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { formatCount, type Stats } from "./daily-drop-model.ts";
import { formatXpGain } from "../../lib/xp.ts";

/** The offline summary's line: every question answered, the results to come. */
export const savedSummaryText = (total: number) =>
  `All ${total} answers are saved. Your results, XP and streak will appear when you're back online.`;

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
      value: formatCount(stats.streakDays),
      icon: Flame,
      tone: "bg-streak text-streak-foreground",
    },
    {
      label: "Total XP",
      value: formatCount(stats.totalXP),
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
            : `${formatCount(saved)} answers are waiting on this device.`}{" "}
          They'll be sent by themselves once you're online, even if you close this page.
        </p>
      </Card>
      <BackToDashboard />
    </Narrow>
  );
}
