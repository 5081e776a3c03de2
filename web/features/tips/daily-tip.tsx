// The Daily Tip tab: today's tip (or the one Show Another Tip found) with 'Bookmark' (or its
// bookmarked state) and 'Show Another Tip'; while loading, a line; with no tip or a failed read,
// the spec's 'No tips available right now. Try again later!' and Try again.
import { BookmarkCheck, BookmarkPlus, Lightbulb, RefreshCw, RotateCcw } from "lucide-react";
import type { BookmarkedTip, TipView } from "../../../api/schemas/tips.ts";
import { Status } from "../../components/status.tsx";
import { TipCard } from "../../components/tip-card/tip-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { isBookmarked, LIMIT_NOTE, NO_TIPS_TEXT } from "./tips-model.ts";

export type DailyTipProps = {
  /** The tip of the day as read: undefined while loading, null when there is none. */
  today: TipView | null | undefined;
  /** The tip of the day's read failed. */
  failed: boolean;
  onRetry: () => void;
  /** The tip Show Another Tip found, shown instead of today's. */
  another: TipView | null;
  /** The bookmarks, once read (whether the tip on screen is bookmarked). */
  bookmarks: readonly BookmarkedTip[] | undefined;
  bookmarking: boolean;
  /** The day's bookmarks are used up (as far as this screen has heard). */
  limitReached: boolean;
  onBookmark: (tip: TipView) => void;
  findingAnother: boolean;
  onAnother: () => void;
};

export function DailyTip(props: DailyTipProps) {
  const { today, failed, onRetry, another, bookmarks } = props;
  const tip = another ?? today;
  if (!tip) {
    if (failed || today === null) return <NoTip failed={failed} onRetry={onRetry} />;
    return <Status kind="loading" size="panel" text="Loading today's tip..." />;
  }
  const bookmarked = isBookmarked(tip, bookmarks);
  return (
    <>
      <TipCard
        tip={tip}
        eyebrow={another ? "Another tip for you" : "Today's tip"}
        actions={
          <>
            {bookmarked ? (
              <p className="inline-flex h-10 items-center gap-2 rounded-md bg-secondary px-4 text-sm font-semibold text-secondary-foreground">
                <BookmarkCheck className="size-4" aria-hidden />
                Bookmarked
              </p>
            ) : (
              <Button
                type="button"
                onClick={() => props.onBookmark(tip)}
                disabled={props.bookmarking}
              >
                <BookmarkPlus aria-hidden />
                {props.bookmarking ? "Bookmarking..." : "Bookmark"}
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              onClick={props.onAnother}
              disabled={props.findingAnother}
            >
              <RefreshCw aria-hidden />
              {props.findingAnother ? "Finding a tip..." : "Show Another Tip"}
            </Button>
            {props.limitReached && !bookmarked && (
              <p className="basis-full text-sm text-muted-foreground">{LIMIT_NOTE}</p>
            )}
          </>
        }
      />
      <p aria-live="polite" className="sr-only">
        {another ? `Showing another tip: ${another.headline}` : ""}
      </p>
    </>
  );
}

/** No tip to show, or it could not be read: the spec's sentence, and Try again. */
export function NoTip({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <Card role={failed ? "alert" : "status"} className="border-dashed">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Lightbulb className="size-5 shrink-0 text-primary" aria-hidden />
          <CardTitle>{NO_TIPS_TEXT}</CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
