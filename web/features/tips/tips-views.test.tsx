// The Tips screens rendered to HTML without a browser, from data typed by api/schemas/tips.ts and
// seeded into the app's QueryClient: the tabs and the count, the daily tip with Bookmark (and its
// bookmarked state) and Show Another Tip, 'How Tips Work', no tip and failed reads (the spec's
// sentences), the bookmarks and their empty state on the tab and on /tips/bookmarked; then the
// calls' toasts (the spec's, a 429 and any other failure) and what they refresh.
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { BookmarkedTip, BookmarkResult, TipView } from "../../../api/schemas/tips.ts";
import { dismissToast, toastStore } from "../../components/ui/use-toast.ts";
import { ApiError } from "../../lib/api.ts";
import { tipQueries } from "../../lib/queries.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { hrefOf, text } from "../../testing/markup.ts";
import { renderWithProviders, type RenderOptions } from "../../testing/render.tsx";
import { BookmarkList } from "./bookmark-list.tsx";
import { BookmarkedTipsScreen } from "./bookmarked-screen.tsx";
import { DailyTip, type DailyTipProps } from "./daily-tip.tsx";
import { bookmarkOptions, removeBookmarkOptions, tipsQueries } from "./queries.ts";
import { TipsScreen } from "./tips-screen.tsx";
import {
  bookmarkCountText,
  bookmarkFailureToast,
  isBookmarked,
  isDailyLimit,
  savedOnText,
  withBookmark,
} from "./tips-model.ts";

const render = (node: ReactNode, seed?: RenderOptions["seed"], path = "/tips") =>
  renderWithProviders(node, { path, ...(seed ? { seed } : {}) });

/** The opening tag of the button whose text is `label`. */
const button = (html: string, label: string) =>
  [...html.matchAll(/(<button [^>]*>)(.*?)<\/button>/g)].find(
    ([, , inner]) => text(inner!) === label,
  )?.[1] ?? `(no button "${label}")`;

/** The tabs: each one's text (its name) and whether it is selected. */
const tabs = (html: string) =>
  [...html.matchAll(/<button [^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map(([tag, inner]) => ({
    name: text(inner!),
    selected: tag.includes('aria-selected="true"'),
  }));

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map(([, inner]) =>
    text(inner!),
  );

const today: TipView = {
  id: "writing-transitions-read-both-sides",
  headline: "Read both sides of the blank before picking a transition",
  content:
    "A transition names how two sentences relate. Cover the choices, read the sentence before and after the blank, and say the relationship in your own words first: contrast, cause, example or addition.",
  category: "writing",
  difficultyLevel: "intermediate",
  subSkill: "transitions",
  reason:
    "For Transitions: you got 2 of your last 6 right, and Expression of Ideas is 20% of the English section.",
  bookmarked: false,
};

const another: TipView = {
  ...today,
  id: "general-no-penalty-guess",
  headline: "Never leave a question blank",
  content:
    "The SAT takes nothing away for a wrong answer. When time is short, eliminate what you can, pick one of the rest, flag it and move on; come back if time remains.",
  category: "general",
  difficultyLevel: "beginner",
  reason: "A general tip while we learn your strengths.",
};
delete (another as Partial<TipView>).subSkill;

const saved = (tip: TipView, bookmarkedAt: string): BookmarkedTip => {
  const { reason: _reason, ...rest } = tip;
  return { ...rest, bookmarked: true, bookmarkedAt };
};

const bookmarks: BookmarkedTip[] = [
  saved(another, "2026-11-21T15:00:00.000Z"),
  saved(today, "2026-11-20T15:00:00.000Z"),
];

const seeded =
  (tip: TipView | null | undefined, marks: BookmarkedTip[] | undefined): RenderOptions["seed"] =>
  (client) => {
    if (tip !== undefined) client.setQueryData(tipQueries.today().queryKey, tip);
    if (marks) client.setQueryData(tipsQueries.bookmarked().queryKey, marks);
  };

/** A failed first read, as the screen finds it (not fetched again on mount). */
const failedRead = (client: QueryClient, queryKey: readonly unknown[], error: Error) => {
  client.setQueryDefaults(queryKey, { retryOnMount: false });
  client
    .getQueryCache()
    .build(client, { queryKey: [...queryKey] })
    .setState({
      status: "error",
      error,
    });
};

const unavailable = new ApiError(
  503,
  "Service Unavailable",
  '{"error":"x","message":"Tips are resting."}',
);

describe("the Tips screen", () => {
  it("given today's tip and two bookmarks, when opened, then the title, the two tabs with the count, the tip and 'How Tips Work'", () => {
    const html = render(<TipsScreen />, seeded(today, bookmarks));
    expect(headings(html, 1)).toEqual(["Test Taking Tips"]);
    expect(tabs(html)).toEqual([
      { name: "Daily Tip", selected: true },
      { name: "Bookmarked Tips (2)", selected: false },
    ]);
    expect(headings(html, 2)).toEqual([
      "Read both sides of the blank before picking a transition",
      "How Tips Work",
    ]);
    const shown = text(html);
    expect(shown).toContain(
      "Today's tip Read both sides of the blank before picking a transition Category: Writing Level: Intermediate Skill: Transitions A transition names",
    );
    expect(shown).toContain(
      "Why this tip: For Transitions: you got 2 of your last 6 right, and Expression of Ideas is 20% of the English section.",
    );
  });

  it("given the panel, when shown, then it explains the weakest skill at your level, 14 days without repeats and 3 bookmarks a day", () => {
    const shown = text(render(<TipsScreen />, seeded(today, [])));
    expect(shown).toContain("one tip for your weakest skill, at your level");
    expect(shown).toContain("A tip you've seen won't come back for 14 days.");
    expect(shown).toContain("Show Another Tip brings the next best tip you haven't seen lately.");
    expect(shown).toContain("Up to 3 bookmarks a day");
  });

  it("given the bookmarks not read yet, when opened, then the tab has no count yet", () => {
    const html = render(<TipsScreen />, seeded(today, undefined));
    expect(tabs(html).map((t) => t.name)).toEqual(["Daily Tip", "Bookmarked Tips"]);
  });

  it("given nothing read yet, when opened, then today's tip is loading", () => {
    const html = render(<TipsScreen />);
    expect(html).toMatch(/role="status"/);
    expect(text(html)).toContain("Loading today's tip...");
  });

  it("given no tip for today, when opened, then 'No tips available right now. Try again later!' and Try again", () => {
    const html = render(<TipsScreen />, seeded(null, []));
    expect(text(html)).toContain("No tips available right now. Try again later! Try again");
    expect(button(html, "Show Another Tip")).toBe('(no button "Show Another Tip")');
  });

  it("given the tip's read failed, when opened, then the same sentence as an alert, never the status or JSON", () => {
    const html = render(<TipsScreen />, (client) => {
      client.setQueryData(tipsQueries.bookmarked().queryKey, []);
      failedRead(client, tipQueries.today().queryKey, unavailable);
    });
    expect(html).toMatch(/role="alert"/);
    expect(text(html)).toContain("No tips available right now. Try again later!");
    expect(html).not.toContain("503");
  });

  it("given the Bookmarked Tips tab, when opened, then the bookmarks newest first, each with when it was saved and a named Remove", () => {
    const html = render(<TipsScreen tab="bookmarked" />, seeded(today, bookmarks));
    expect(tabs(html)).toEqual([
      { name: "Daily Tip", selected: false },
      { name: "Bookmarked Tips (2)", selected: true },
    ]);
    expect(headings(html, 2)).toEqual([
      "Never leave a question blank",
      "Read both sides of the blank before picking a transition",
      "How Tips Work",
    ]);
    expect(text(html)).toContain(
      `Never leave a question blank Category: General Level: Beginner The SAT takes nothing away`,
    );
    expect(html).toContain('dateTime="2026-11-21T15:00:00.000Z"');
    expect(button(html, "Remove")).toContain(
      'aria-label="Remove bookmark: Never leave a question blank"',
    );
    expect(hrefOf(html, "Open your bookmarks on their own page")).toBe("/tips/bookmarked");
    // Bookmarks carry no reason: it was about the day they were shown.
    expect(html).not.toContain("Why this tip");
  });

  it("given no bookmarks, when the tab is opened, then the empty state and the way to today's tip", () => {
    const html = render(<TipsScreen tab="bookmarked" />, seeded(today, []));
    expect(tabs(html)[1]!.name).toBe("Bookmarked Tips (0)");
    expect(text(html)).toContain(
      "No bookmarked tips yet When a tip is worth keeping, press Bookmark and it will wait for you here. You can bookmark up to 3 tips a day. See today's tip",
    );
  });

  it("given the bookmarks' read failed, when the tab is opened, then 'Failed to load bookmarked tips. Please try again.' and Try again", () => {
    const html = render(<TipsScreen tab="bookmarked" />, (client) => {
      client.setQueryData(tipQueries.today().queryKey, today);
      failedRead(client, tipsQueries.bookmarked().queryKey, unavailable);
    });
    expect(html).toMatch(/role="alert"/);
    expect(text(html)).toContain(
      "Failed to load bookmarked tips. Please try again. Tips are resting. Try again",
    );
  });
});

describe("the daily tip", () => {
  const noop = () => {};
  const view = (props: Partial<DailyTipProps> = {}) =>
    render(
      <DailyTip
        today={today}
        failed={false}
        onRetry={noop}
        another={null}
        bookmarks={[]}
        bookmarking={false}
        limitReached={false}
        onBookmark={noop}
        findingAnother={false}
        onAnother={noop}
        {...props}
      />,
    );

  it("given a tip not bookmarked, when shown, then 'Bookmark' and 'Show Another Tip'", () => {
    const html = view();
    expect(button(html, "Bookmark")).toContain('type="button"');
    expect(button(html, "Show Another Tip")).not.toContain('disabled=""');
  });

  it("given the tip bookmarked, when shown, then 'Bookmarked' instead of the button", () => {
    const html = view({ bookmarks: [saved(today, "2026-11-21T15:00:00.000Z")] });
    expect(text(html)).toContain("Bookmarked Show Another Tip");
    expect(button(html, "Bookmark")).toBe('(no button "Bookmark")');
  });

  it("given the day's bookmarks used up, when another tip shows, then the note says so and Bookmark still answers with the spec's toast", () => {
    const html = view({ another, limitReached: true });
    expect(text(html)).toContain(
      "Bookmark Show Another Tip You've used today's 3 bookmarks. You can save more tomorrow.",
    );
    expect(button(html, "Bookmark")).not.toContain('disabled=""');
    const saved3 = view({ limitReached: true, bookmarks: [saved(today, "2026-11-21T15:00:00Z")] });
    expect(saved3).not.toContain("used today's");
  });

  it("given calls on their way, when shown, then 'Bookmarking...' and 'Finding a tip...' disabled", () => {
    const html = view({ bookmarking: true, findingAnother: true });
    expect(button(html, "Bookmarking...")).toContain('disabled=""');
    expect(button(html, "Finding a tip...")).toContain('disabled=""');
  });

  it("given another tip found, when shown, then it replaces today's, says so, and is announced", () => {
    const html = view({ another });
    expect(text(html)).toContain("Another tip for you Never leave a question blank");
    expect(html).not.toContain("Read both sides");
    expect(html).toContain(
      '<p aria-live="polite" class="sr-only">Showing another tip: Never leave a question blank</p>',
    );
  });
});

describe("/tips/bookmarked", () => {
  it("given bookmarks, when opened, then its title, the count, the way back and the list", () => {
    const html = render(<BookmarkedTipsScreen />, seeded(undefined, bookmarks), "/tips/bookmarked");
    expect(headings(html, 1)).toEqual(["Bookmarked Tips"]);
    expect(text(html)).toContain("2 bookmarked tips, newest first.");
    expect(hrefOf(html, "Back to Test Taking Tips")).toBe("/tips");
    expect(headings(html, 2)).toEqual([
      "Never leave a question blank",
      "Read both sides of the blank before picking a transition",
    ]);
  });

  it("given none, when opened, then the empty state with a link to today's tip", () => {
    const html = render(<BookmarkedTipsScreen />, seeded(undefined, []), "/tips/bookmarked");
    expect(text(html)).toContain("No bookmarked tips yet");
    expect(hrefOf(html, "See today's tip")).toBe("/tips");
  });

  it("given the list failed, when opened, then the spec's sentence", () => {
    const html = render(
      <BookmarkedTipsScreen />,
      (client) => failedRead(client, tipsQueries.bookmarked().queryKey, new TypeError("offline")),
      "/tips/bookmarked",
    );
    expect(text(html)).toContain(
      "Failed to load bookmarked tips. Please try again. We couldn't reach Levelfield.",
    );
  });

  it("given one bookmark, when listed, then one card in a labelled list", () => {
    const html = render(<BookmarkList bookmarks={[bookmarks[0]!]} emptyAction={null} />);
    expect(html).toMatch(/<ul aria-label="Bookmarked tips"/);
    expect(headings(html, 2)).toEqual(["Never leave a question blank"]);
  });
});

describe("the rules", () => {
  it("given a bookmark error, when told, then a 429 is 'Daily Limit Reached' and anything else 'Error'", () => {
    expect(
      bookmarkFailureToast(new ApiError(429, "Too Many Requests", '{"message":"limit"}')),
    ).toEqual({
      title: "Daily Limit Reached",
      description: "You've reached the daily limit of 3 tips.",
      variant: "destructive",
    });
    expect(isDailyLimit(new ApiError(429, "Too Many Requests", ""))).toBe(true);
    expect(isDailyLimit(new ApiError(500, "Internal Server Error", "429 things"))).toBe(false);
    expect(bookmarkFailureToast(new Error("429: Too Many Requests"))).toMatchObject({
      title: "Daily Limit Reached",
    });
    for (const error of [
      new ApiError(500, "Internal Server Error", ""),
      new ApiError(404, "Not Found", '{"message":"No tip named x."}'),
      new TypeError("Failed to fetch"),
    ]) {
      expect(bookmarkFailureToast(error)).toEqual({
        title: "Error",
        description: "Failed to bookmark tip. Please try again.",
        variant: "destructive",
      });
    }
  });

  it("given the bookmarks read, when asking whether a tip is bookmarked, then the list wins over the tip's own flag", () => {
    expect(isBookmarked({ id: today.id, bookmarked: true }, [])).toBe(false);
    expect(isBookmarked({ id: today.id, bookmarked: false }, bookmarks)).toBe(true);
    expect(isBookmarked({ id: today.id, bookmarked: true }, undefined)).toBe(true);
  });

  it("given a new bookmark, when added to the list, then first, without its reason, and only once", () => {
    const at = new Date("2026-11-22T09:00:00.000Z");
    const added = withBookmark([bookmarks[0]!], today, at);
    expect(added.map((b) => b.id)).toEqual([today.id, another.id]);
    expect(added[0]).toEqual({ ...saved(today, at.toISOString()) });
    expect(added[0]).not.toHaveProperty("reason");
    expect(withBookmark(added, today, at)).toHaveLength(2);
  });

  it("given counts and dates, when read, then plain words", () => {
    expect(bookmarkCountText(1)).toBe("1 bookmarked tip");
    expect(bookmarkCountText(3)).toBe("3 bookmarked tips");
    expect(savedOnText("2026-11-21T15:00:00.000Z")).toBe("Saved Nov 21, 2026");
    expect(savedOnText("not a date")).toBe("Saved");
  });
});

describe("bookmarking and removing", () => {
  afterEach(() => dismissToast());
  const shownToast = () => toastStore.getSnapshot().find((t) => t.open);

  const cached = () => {
    const client = createQueryClient();
    client.setQueryData(tipQueries.today().queryKey, today);
    client.setQueryData(tipsQueries.bookmarked().queryKey, [bookmarks[0]!]);
    client.setQueryData(["progress", "detailed"], { any: "progress" });
    return client;
  };
  const invalidated = (client: QueryClient, key: readonly unknown[]) =>
    client.getQueryState(key)?.isInvalidated;

  const bookmark = async (client: QueryClient, answer: () => Promise<BookmarkResult>) => {
    const mutation = client.getMutationCache().build(client, bookmarkOptions(client, answer));
    await mutation.execute(today).catch(() => {});
  };

  it("given a bookmark that lands, when done, then 'Tip Bookmarked' with the day's count, the tip joins the list, and the tip and bookmarks are read again", async () => {
    const client = cached();
    await bookmark(client, async () => ({ success: true, bookmarksToday: 2, limit: 3 }));
    expect(shownToast()).toMatchObject({
      title: "Tip Bookmarked",
      description: "Saved to your Bookmarked Tips (2 of 3 today).",
    });
    expect(
      client.getQueryData(tipsQueries.bookmarked().queryKey)?.map((b: BookmarkedTip) => b.id),
    ).toEqual([today.id, another.id]);
    expect(invalidated(client, tipQueries.today().queryKey)).toBe(true);
    expect(invalidated(client, tipsQueries.bookmarked().queryKey)).toBe(true);
    expect(invalidated(client, ["progress", "detailed"])).toBe(false);
  });

  it("given the fourth bookmark of the day refused with 429, when it fails, then 'Daily Limit Reached' and nothing changes", async () => {
    const client = cached();
    await bookmark(client, () =>
      Promise.reject(
        new ApiError(
          429,
          "Too Many Requests",
          '{"error":"Too Many Requests","message":"You\'ve reached the daily limit of 3 tips."}',
        ),
      ),
    );
    expect(shownToast()).toMatchObject({
      title: "Daily Limit Reached",
      description: "You've reached the daily limit of 3 tips.",
      variant: "destructive",
    });
    expect(toastStore.getSnapshot().filter((t) => t.open)).toHaveLength(1);
    expect(client.getQueryData(tipsQueries.bookmarked().queryKey)).toHaveLength(1);
    expect(invalidated(client, tipsQueries.bookmarked().queryKey)).toBe(false);
  });

  it("given any other failure, when it fails, then 'Error' / 'Failed to bookmark tip. Please try again.'", async () => {
    const client = cached();
    await bookmark(client, () => Promise.reject(new ApiError(500, "Internal Server Error", "")));
    expect(shownToast()).toMatchObject({
      title: "Error",
      description: "Failed to bookmark tip. Please try again.",
      variant: "destructive",
    });
  });

  it("given a removal, when it lands, then 'Bookmark Removed' naming the tip, the tip leaves the list, and both are read again", async () => {
    const client = cached();
    const mutation = client.getMutationCache().build(
      client,
      removeBookmarkOptions(client, async () => ({ success: true })),
    );
    await mutation.execute(bookmarks[0]!);
    expect(shownToast()).toMatchObject({
      title: "Bookmark Removed",
      description: '"Never leave a question blank" is no longer in your Bookmarked Tips.',
    });
    expect(client.getQueryData(tipsQueries.bookmarked().queryKey)).toEqual([]);
    expect(invalidated(client, tipQueries.today().queryKey)).toBe(true);
  });

  it("given a removal that fails, when it fails, then 'Error' / 'Failed to remove bookmark. Please try again.' and the tip stays", async () => {
    const client = cached();
    const mutation = client.getMutationCache().build(
      client,
      removeBookmarkOptions(client, () => Promise.reject(new ApiError(500, "Oops", ""))),
    );
    await mutation.execute(bookmarks[0]!).catch(() => {});
    expect(shownToast()).toMatchObject({
      title: "Error",
      description: "Failed to remove bookmark. Please try again.",
    });
    expect(client.getQueryData(tipsQueries.bookmarked().queryKey)).toHaveLength(1);
  });
});
