// /tips/bookmarked: the bookmarked tips on their own page, newest first, each with Remove; an
// empty state that leads to today's tip.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Bookmark } from "lucide-react";
import { Link } from "wouter";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Bookmarks } from "./bookmark-list.tsx";
import { tipsQueries } from "./queries.ts";
import { bookmarkCountText } from "./tips-model.ts";

export function BookmarkedTipsScreen() {
  useDocumentTitle("Bookmarked Tips");
  const bookmarks = useQuery(tipsQueries.bookmarked());
  const count = bookmarks.data?.length;
  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 gap-4 px-4 py-8 sm:px-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/tips">
            <ArrowLeft aria-hidden />
            Back to Test Taking Tips
          </Link>
        </Button>
      </div>
      <ScreenHeader
        icon={Bookmark}
        title="Bookmarked Tips"
        lead={
          count
            ? `${bookmarkCountText(count)}, newest first.`
            : "The tips you saved to come back to."
        }
      />
      <Bookmarks
        read={bookmarks}
        emptyAction={
          <Button asChild>
            <Link href="/tips">See today's tip</Link>
          </Button>
        }
      />
    </div>
  );
}
