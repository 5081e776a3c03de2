// What the Daily Drop shows instead of a drop: 'Please log in', a drop that could not load, no
// drop to give, and a drop whose day ended while offline.
import { PleaseLogIn as SharedPleaseLogIn, Problem } from "../../components/screen-parts.tsx";
import { RotateCcw } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { formatCount } from "./daily-drop-model.ts";
import { formatLongDate } from "../../lib/dates.ts";

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
      ? ` Your ${saved === 1 ? "saved answer" : `${formatCount(saved)} saved answers`} will still be sent.`
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
