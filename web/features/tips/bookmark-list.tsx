// The bookmarked tips (the Bookmarked Tips tab and /tips/bookmarked): each tip as a card with
// when it was saved and 'Remove'; an empty state that says how to fill it; the spec's 'Failed
// to load bookmarked tips. Please try again.' when the list cannot be read.
import { BookmarkX } from "lucide-react";
import type { ReactNode } from "react";
import type { BookmarkedTip } from "../../../api/schemas/tips.ts";
import { QueryStatus, Status, type Read } from "../../components/status.tsx";
import { TipCard } from "../../components/tip-card/tip-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useRemoveBookmark } from "./queries.ts";
import { BOOKMARKS_FAILED_TEXT, BOOKMARKS_PER_DAY, savedOnText } from "./tips-model.ts";

/** The bookmarks read: loading, failed, or the list. */
export function Bookmarks({
  read,
  emptyAction,
}: {
  read: Read<BookmarkedTip[]>;
  /** The way to a tip to bookmark, in the empty state. */
  emptyAction: ReactNode;
}) {
  return (
    <QueryStatus
      read={read}
      loadingText="Loading your bookmarked tips..."
      errorTitle={BOOKMARKS_FAILED_TEXT}
    >
      {(bookmarks) => <BookmarkList bookmarks={bookmarks} emptyAction={emptyAction} />}
    </QueryStatus>
  );
}

export function BookmarkList({
  bookmarks,
  emptyAction,
}: {
  bookmarks: readonly BookmarkedTip[];
  emptyAction: ReactNode;
}) {
  if (bookmarks.length === 0) {
    return (
      <Status kind="empty" title="No bookmarked tips yet" action={emptyAction}>
        When a tip is worth keeping, press Bookmark and it will wait for you here. You can bookmark
        up to {BOOKMARKS_PER_DAY} tips a day.
      </Status>
    );
  }
  return (
    <ul aria-label="Bookmarked tips" className="grid min-w-0 gap-4">
      {bookmarks.map((tip) => (
        <li key={tip.id} className="min-w-0">
          <BookmarkItem tip={tip} />
        </li>
      ))}
    </ul>
  );
}

function BookmarkItem({ tip }: { tip: BookmarkedTip }) {
  const remove = useRemoveBookmark();
  return (
    <TipCard
      tip={tip}
      compact
      actions={
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            <time dateTime={tip.bookmarkedAt}>{savedOnText(tip.bookmarkedAt)}</time>
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            aria-label={`Remove bookmark: ${tip.headline}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(tip)}
          >
            <BookmarkX aria-hidden />
            {remove.isPending ? "Removing..." : "Remove"}
          </Button>
        </div>
      }
    />
  );
}
