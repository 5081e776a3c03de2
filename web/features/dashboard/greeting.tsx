// The dashboard's words around its cards: the greeting with the date, the quick actions, and the
// practice note at the foot. Plain props, so each renders and is tested on its own.
import { CalendarCheck, ChartLine, Clock, Target } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { formatLongDate, localIsoDate } from "../../lib/dates.ts";
import { greeting } from "./dashboard-model.ts";

export function Greeting({ firstName, today }: { firstName: string | null; today: Date }) {
  return (
    <div className="grid min-w-0 gap-1">
      <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
        {greeting(firstName)}
      </h1>
      <p className="text-muted-foreground">
        <time dateTime={localIsoDate(today)}>{formatLongDate(today)}</time>
      </p>
    </div>
  );
}

/** The quick actions: progress, study planning (the only way in: the spec's tabs do not list
 *  it); Practice Mode leads to the day's drop until it is done, then to extra
 *  practice (a focused set in the area where practice pays most). */
export function QuickActions({ dropCompleted = false }: { dropCompleted?: boolean }) {
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap lg:justify-end">
      <Button asChild variant="outline">
        <Link href="/progress">
          <ChartLine aria-hidden />
          View Progress &amp; Analytics
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/study-planning">
          <CalendarCheck aria-hidden />
          Study Planning
        </Link>
      </Button>
      <Button asChild>
        <Link href={dropCompleted ? "/practice" : "/daily-drop"}>
          <Target aria-hidden />
          Practice Mode
        </Link>
      </Button>
    </div>
  );
}

export function PracticeNote() {
  return (
    <p className="text-center text-sm text-balance text-muted-foreground">
      <Clock className="mr-1.5 inline size-4 align-[-0.1875rem]" aria-hidden />
      Practice daily: about 5 minutes a day, with difficulty that adapts to you.
    </p>
  );
}
