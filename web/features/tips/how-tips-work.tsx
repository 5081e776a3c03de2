// The 'How Tips Work' panel: how the daily tip is picked, that a tip does not come back for 14
// days, Show Another Tip, and the bookmark limit, in plain words.
import { BookmarkPlus, CalendarClock, Info, RefreshCw, Target } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { BOOKMARKS_PER_DAY, TIP_REPEAT_DAYS } from "./tips-model.ts";

const points: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Target,
    title: "Picked for you",
    text: "Each day you get one tip for your weakest skill, at your level, based on your Daily Drop answers. Until you've answered some questions, you get general tips.",
  },
  {
    icon: CalendarClock,
    title: "No repeats",
    text: `A tip you've seen won't come back for ${TIP_REPEAT_DAYS} days.`,
  },
  {
    icon: RefreshCw,
    title: "Want a different one?",
    text: "Show Another Tip brings the next best tip you haven't seen lately.",
  },
  {
    icon: BookmarkPlus,
    title: `Up to ${BOOKMARKS_PER_DAY} bookmarks a day`,
    text: "Bookmarked tips stay in Bookmarked Tips until you remove them. Removing one doesn't give you another bookmark that day.",
  },
];

export function HowTipsWork() {
  return (
    <Card className="min-w-0 bg-muted/40">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Info className="size-5 text-primary" aria-hidden />
          <CardTitle>How Tips Work</CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3">
              <span
                className="grid size-8 shrink-0 place-items-center rounded-lg bg-secondary text-primary"
                aria-hidden
              >
                <Icon className="size-4" />
              </span>
              <p className="text-sm">
                <span className="block font-semibold">{title}</span>
                <span className="text-muted-foreground">{text}</span>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
