// The Tips screen (/tips): two tabs, Daily Tip (today's tip, picked for the student's weakest
// skill at their level, with Bookmark and Show Another Tip) and Bookmarked Tips (with the
// count), beside the 'How Tips Work' panel (under it on a phone).
import { useQuery } from "@tanstack/react-query";
import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { TipView } from "../../../api/schemas/tips.ts";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { tipQueries } from "../../lib/queries.ts";
import { Bookmarks } from "./bookmark-list.tsx";
import { DailyTip } from "./daily-tip.tsx";
import { HowTipsWork } from "./how-tips-work.tsx";
import { tipsQueries, useAnotherTip, useBookmarkTip } from "./queries.ts";
import { isDailyLimit } from "./tips-model.ts";

export type TipsTab = "daily" | "bookmarked";

export function TipsScreen({ tab: initialTab = "daily" }: { tab?: TipsTab }) {
  useDocumentTitle("Test Taking Tips");
  const [tab, setTab] = useState<TipsTab>(initialTab);
  const today = useQuery(tipQueries.today());
  const bookmarks = useQuery(tipsQueries.bookmarked());
  const [another, setAnother] = useState<TipView | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const bookmark = useBookmarkTip();
  const findAnother = useAnotherTip(setAnother);
  const count = bookmarks.data?.length;
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6 px-4 py-8 sm:px-6">
      <ScreenHeader
        icon={Lightbulb}
        title="Test Taking Tips"
        lead="One tip a day, picked for the skill where a little know-how helps you most."
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Tabs value={tab} onValueChange={(value) => setTab(value as TipsTab)} className="min-w-0">
          <TabsList aria-label="Tips" className="grid w-full grid-cols-2">
            <TabsTrigger value="daily">Daily Tip</TabsTrigger>
            <TabsTrigger value="bookmarked">
              Bookmarked Tips
              {count !== undefined && (
                <>
                  {" "}
                  <span className="tabular-nums">({count})</span>
                </>
              )}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="daily">
            <DailyTip
              today={today.data}
              failed={today.isError}
              onRetry={() => void today.refetch()}
              another={another}
              bookmarks={bookmarks.data}
              bookmarking={bookmark.isPending}
              limitReached={limitReached}
              onBookmark={(tip) =>
                bookmark.mutate(tip, {
                  onSuccess: (result) => setLimitReached(result.bookmarksToday >= result.limit),
                  onError: (error) => isDailyLimit(error) && setLimitReached(true),
                })
              }
              findingAnother={findAnother.isPending}
              onAnother={() => findAnother.mutate()}
            />
          </TabsContent>
          <TabsContent value="bookmarked" className="grid gap-4">
            <Bookmarks
              read={bookmarks}
              emptyAction={
                <Button type="button" onClick={() => setTab("daily")}>
                  See today's tip
                </Button>
              }
            />
            {count !== undefined && count > 0 && (
              <p className="text-center text-sm">
                <Link
                  href="/tips/bookmarked"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Open your bookmarks on their own page
                </Link>
              </p>
            )}
          </TabsContent>
        </Tabs>
        <HowTipsWork />
      </div>
    </div>
  );
}
