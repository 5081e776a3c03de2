// The How I Rank screen rendered to HTML without a browser, from data typed by the API's schema
// and seeded into the app's QueryClient: each card's figures and labels, the global badge and
// percentile colours, a student alone (no school, no friends, no region), more top performers
// than the cap, the visibility setting (shown, hidden, loading, failed), loading and failure.
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { ApiError } from "../../lib/api.ts";
import { text } from "../../testing/markup.ts";
import { renderWithProviders, type RenderOptions } from "../../testing/render.tsx";
import { FriendsCard } from "./friends-card.tsx";
import { GlobalCard } from "./global-card.tsx";
import { rankingQueries } from "./queries.ts";
import { RegionCard } from "./region-card.tsx";
import { RankingScreen } from "./ranking-screen.tsx";
import { SchoolCard } from "./school-card.tsx";
import { VisibilityView } from "./visibility-setting.tsx";

const render = (node: ReactNode, seed?: RenderOptions["seed"]) =>
  renderWithProviders(node, { path: "/ranking", ...(seed ? { seed } : {}) });

/** The dt/dd pairs of every description list in the markup, as "label: value". */
const terms = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/g)].map(
    ([, dt, dd]) => `${text(dt!)}: ${text(dd!)}`,
  );

/** The headings of a level, in order. */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map(([, inner]) =>
    text(inner!),
  );

const rankings: Rankings = {
  school: {
    name: "Lincoln High School",
    totalStudents: 240,
    percentileBetter: 72,
    xpThisWeek: 320,
    averageXpThisWeek: 212.6,
    averageStudentsNeeded: 0,
    message: "You're ahead of most of your school this week.",
    lastWeek: {
      week: "2026-11-15",
      totalStudents: 240,
      ranked: true,
      percentileBetter: 72,
      studentsNeeded: 0,
    },
    thisWeek: {
      week: "2026-11-22",
      totalStudents: 198,
      ranked: true,
      percentileBetter: 65,
      studentsNeeded: 0,
    },
  },
  friends: {
    totalFriends: 4,
    friendsActive: 3,
    yourXpThisWeek: 320,
    topFriendXp: 410,
    topPerformers: [
      { name: "SwiftHeron88", xp: 410, level: 7, isYou: false },
      { name: "BraveOtter123", xp: 320, level: 6, isYou: true },
      { name: "CalmBadger19", xp: 150, level: 4, isYou: false },
    ],
    message: "SwiftHeron88 leads your friends this week.",
  },
  region: {
    zipCode: "021",
    totalStudents: 1800,
    percentileBetter: 64,
    yourSchoolRank: 3,
    xpThisWeek: 320,
    averageXpThisWeek: 190,
    averageStudentsNeeded: 0,
    trendingSchools: [
      { name: "Brookline High School", xpGain: 41.6, isYourSchool: false },
      { name: "Newton North High School", xpGain: 12, isYourSchool: true },
    ],
    message: "Your school is third in your region.",
    lastWeek: {
      week: "2026-11-15",
      totalStudents: 1800,
      ranked: true,
      percentileBetter: 64,
      studentsNeeded: 0,
    },
    thisWeek: {
      week: "2026-11-22",
      totalStudents: 1500,
      ranked: true,
      percentileBetter: 70,
      studentsNeeded: 0,
    },
  },
  global: {
    totalStudents: 12_500,
    percentileBetter: 91,
    xpPercentile: 85,
    streakPercentile: 62,
    completionRatePercentile: 45,
    levelProgressPercentile: 12,
    message: "You're in the top tenth of all students this week.",
    globalStats: {
      averageXpPerWeek: 180.4,
      averageStreak: 3.44,
      averageCompletionRate: 57.2,
      week: "2026-11-15",
      studentsNeeded: 0,
    },
    lastWeek: {
      week: "2026-11-15",
      totalStudents: 12_500,
      ranked: true,
      percentileBetter: 91,
      studentsNeeded: 0,
    },
    thisWeek: {
      week: "2026-11-22",
      totalStudents: 9_000,
      ranked: true,
      percentileBetter: 88,
      studentsNeeded: 0,
    },
  },
};

/** A student with no school, no friends, no directory region, alone in the rankings. */
const alone: Rankings = {
  school: {
    name: null,
    totalStudents: 0,
    percentileBetter: 0,
    xpThisWeek: 0,
    averageXpThisWeek: null,
    averageStudentsNeeded: 5,
    message: "Choose your school to see how you compare.",
    lastWeek: {
      week: "2026-11-15",
      totalStudents: 0,
      ranked: false,
      percentileBetter: null,
      studentsNeeded: 5,
    },
    thisWeek: {
      week: "2026-11-22",
      totalStudents: 0,
      ranked: false,
      percentileBetter: null,
      studentsNeeded: 5,
    },
  },
  friends: {
    totalFriends: 0,
    friendsActive: 0,
    yourXpThisWeek: 0,
    topFriendXp: 0,
    topPerformers: [],
    message: "Add friends to compare your progress.",
  },
  region: {
    zipCode: null,
    totalStudents: 0,
    percentileBetter: 0,
    yourSchoolRank: null,
    xpThisWeek: 0,
    averageXpThisWeek: null,
    averageStudentsNeeded: 5,
    trendingSchools: [],
    message: "Your region appears once your school is in our directory.",
    lastWeek: {
      week: "2026-11-15",
      totalStudents: 0,
      ranked: false,
      percentileBetter: null,
      studentsNeeded: 5,
    },
    thisWeek: {
      week: "2026-11-22",
      totalStudents: 0,
      ranked: false,
      percentileBetter: null,
      studentsNeeded: 5,
    },
  },
  global: {
    totalStudents: 1,
    percentileBetter: 0,
    xpPercentile: 0,
    streakPercentile: 0,
    completionRatePercentile: 0,
    levelProgressPercentile: 0,
    message: "You're the first student ranked this week.",
    globalStats: {
      averageXpPerWeek: null,
      averageStreak: null,
      averageCompletionRate: null,
      week: "2026-11-15",
      studentsNeeded: 4,
    },
    lastWeek: {
      week: "2026-11-15",
      totalStudents: 1,
      ranked: true,
      percentileBetter: null,
      studentsNeeded: 4,
    },
    thisWeek: {
      week: "2026-11-22",
      totalStudents: 2,
      ranked: true,
      percentileBetter: null,
      studentsNeeded: 3,
    },
  },
};

const seeded =
  (standings: Rankings | undefined, hidden: boolean | undefined): RenderOptions["seed"] =>
  (client) => {
    if (standings) client.setQueryData(rankingQueries.standings().queryKey, standings);
    if (hidden !== undefined) client.setQueryData(rankingQueries.visibility().queryKey, { hidden });
  };

describe("the How I Rank screen", () => {
  it("given the rankings, when opened, then the title, the four cards in order, the setting and the footer note", () => {
    const html = render(<RankingScreen />, seeded(rankings, false));
    expect(headings(html, 1)).toEqual(["How I Rank"]);
    expect(headings(html, 2)).toEqual(["My School", "My Friends", "My Region", "All Students"]);
    expect(text(html)).toContain("Hide me from other students' rankings");
    expect(text(html)).toMatch(
      /Rankings update weekly and are based on progress trends, not test scores\.$/,
    );
    expect(html).toContain('class="grid min-w-0 gap-6 md:grid-cols-2"');
  });

  it("given nothing read yet, when opened, then the loading line and the setting waiting", () => {
    const html = render(<RankingScreen />);
    expect(html).toMatch(/role="status"[^>]*>.*Loading your rankings\.\.\./);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*disabled=""/);
  });

  it("given the rankings failed with the API's sentence, when opened, then that sentence and 'Try again'", () => {
    const html = render(<RankingScreen />, (client) => {
      client.setQueryData(rankingQueries.visibility().queryKey, { hidden: false });
      // A failed first read, as the screen finds it (not fetched again on mount).
      client.setQueryDefaults(rankingQueries.standings().queryKey, { retryOnMount: false });
      client
        .getQueryCache()
        .build(client, { queryKey: [...rankingQueries.standings().queryKey] })
        .setState({
          status: "error",
          error: new ApiError(503, "", '{"error":"x","message":"Rankings are being rebuilt."}'),
        });
    });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      "We couldn't load your rankings Rankings are being rebuilt. Try again",
    );
    expect(headings(html, 2)).toEqual(["We couldn't load your rankings"]);
  });
});

describe("My School", () => {
  it("given a school, when shown, then this week's standing so far beside last week's final one, each with its week, your XP and the school's average, and the message", () => {
    const html = render(<SchoolCard school={rankings.school} />);
    expect(text(html)).toContain(
      "My School Lincoln High School This week so far Nov 22–28 Better than 65% of 198 students Last week, final Nov 15–21 Better than 72% of 240 students",
    );
    expect(terms(html)).toEqual(["Your XP this week: 320 XP", "School average this week: 213 XP"]);
    expect(text(html)).toContain("You're ahead of most of your school this week.");
    expect(html).toContain('aria-valuetext="Better than 72% of 240 students"');
  });

  it("given no school chosen, when shown, then it says so and the server's message", () => {
    const shown = text(render(<SchoolCard school={alone.school} />));
    expect(shown).toContain("My School No school chosen yet Your XP this week 0 XP Choose");
    expect(shown).not.toContain("Better than");
    expect(shown).not.toContain("School average");
    expect(shown).toContain("Choose your school to see how you compare.");
  });
});

describe("My Friends", () => {
  it("given friends, when shown, then how many are active, the two XP figures and the top 3 by username with XP and level", () => {
    const html = render(<FriendsCard friends={rankings.friends} />);
    const shown = text(html);
    expect(shown).toContain("My Friends 3 of 4 friends active this week");
    expect(terms(html)).toEqual(["Your XP this week: 320 XP", "Top friend's XP this week: 410 XP"]);
    expect(shown).toContain(
      "Top this week 1 SwiftHeron88 410 XP · Level 7 2 BraveOtter123 (you) 320 XP · Level 6 3 CalmBadger19 150 XP · Level 4",
    );
    expect(html).not.toContain("Add friends");
  });

  it("given five top performers from the server, when shown, then only 3", () => {
    const crowded = {
      ...rankings.friends,
      topPerformers: [
        ...rankings.friends.topPerformers,
        { name: "FourthFox4", xp: 90, level: 3, isYou: false },
        { name: "FifthFinch5", xp: 80, level: 2, isYou: false },
      ],
    };
    const html = render(<FriendsCard friends={crowded} />);
    expect([...html.matchAll(/<li /g)]).toHaveLength(3);
    expect(html).not.toContain("FourthFox4");
  });

  it("given no friends, when shown, then 'No friends yet', the message and a link to add some", () => {
    const html = render(<FriendsCard friends={alone.friends} />);
    expect(text(html)).toContain("My Friends No friends yet");
    expect(text(html)).toContain("Add friends to compare your progress.");
    expect(html).toMatch(/<a [^>]*href="\/friends"[^>]*>Add friends<\/a>/);
    expect(html).not.toContain("Top this week");
  });
});

describe("My Region", () => {
  it("given a region, when shown, then 'ZIP 021xx', the standing, '#3 in your region', the XP figures and the trending schools", () => {
    const html = render(<RegionCard region={rankings.region} />);
    const shown = text(html);
    expect(shown).toContain(
      "My Region ZIP 021xx This week so far Nov 22–28 Better than 70% of 1,500 students Last week, final Nov 15–21 Better than 64% of 1,800 students",
    );
    expect(shown).toContain("Your school last week: #3 in your region");
    expect(terms(html)).toEqual(["Your XP this week: 320 XP", "Region average this week: 190 XP"]);
    expect(shown).toContain(
      "Trending schools Nov 15–21 Brookline High School +42 XP per student Newton North High School (your school) +12 XP per student",
    );
  });

  it("given no directory school, when shown, then no ZIP, no school place and 'No trend yet'", () => {
    const html = render(<RegionCard region={alone.region} />);
    const shown = text(html);
    expect(shown).toContain(
      "My Region No region yet: your school isn't in our directory Your XP this week 0 XP Trending",
    );
    expect(shown).not.toContain("Region average");
    expect(shown).not.toContain("ZIP");
    expect(shown).not.toContain("in your region");
    expect(shown).toContain("Trending schools Nov 15–21 No trend yet");
  });
});

describe("All Students", () => {
  it("given 91%, when shown, then the 'Top 10%' badge, the standing, the four percentiles each in its colour, and the averages", () => {
    const html = render(<GlobalCard global={rankings.global} />);
    const shown = text(html);
    expect(shown).toContain(
      "All Students Top 10% This week so far Nov 22–28 Better than 88% of 9,000 students Last week, final Nov 15–21 Better than 91% of 12,500 students",
    );
    expect(shown).toContain(
      "Your percentiles last week XP 85% Streak 62% Completion Rate 45% Level Progress 12%",
    );
    expect(shown).toContain("All students last week, on average Nov 15–21 XP per week");
    const colours = [...html.matchAll(/<span class="font-bold tabular-nums ([^"]+)">(\d+)%/g)].map(
      ([, colour, value]) => `${value}: ${colour}`,
    );
    expect(colours).toEqual([
      "85: text-primary",
      "62: text-primary",
      "45: text-xp-foreground",
      "12: text-muted-foreground",
    ]);
    expect(html).toContain('aria-label="Streak percentile"');
    expect(terms(html)).toEqual([
      "XP per week: 180 XP",
      "Streak: 3.4 days",
      "Daily Drops completed: 57%",
    ]);
    expect(shown).toContain("You're in the top tenth of all students this week.");
  });

  it("given fewer than 5 students either week, when shown, then how many more each week needs, no share, no percentiles and no averages", () => {
    const html = render(<GlobalCard global={alone.global} />);
    const shown = text(html);
    expect(shown).toContain(
      "All Students Keep Going! This week so far Nov 22–28 Shown once 5 students practice: 3 more students needed Last week, final Nov 15–21 Shown once 5 students practice: 4 more students needed",
    );
    expect(shown).toContain(
      "All students last week, on average Nov 15–21 Shown once 5 students practice: 4 more students needed",
    );
    expect(shown).not.toContain("Better than");
    expect(shown).not.toContain("Your percentiles");
    expect(terms(html)).toEqual([]);
    expect(shown).toContain("You're the first student ranked this week.");
  });

  it("given enough students last week but too few outside the student's school, when shown, then the averages say so", () => {
    const global: Rankings["global"] = {
      ...rankings.global,
      globalStats: { ...alone.global.globalStats, studentsNeeded: 3 },
    };
    expect(text(render(<GlobalCard global={global} />))).toContain(
      "All students last week, on average Nov 15–21 Shown once 5 students from other schools practice: 3 more students needed",
    );
  });

  it("given a first drop this week and no practice last week, when shown, then this week's share and why last week has none", () => {
    const first: Rankings["global"] = {
      ...rankings.global,
      percentileBetter: 0,
      lastWeek: { ...rankings.global.lastWeek, ranked: false, percentileBetter: null },
    };
    const shown = text(render(<GlobalCard global={first} />));
    expect(shown).toContain(
      "This week so far Nov 22–28 Better than 88% of 9,000 students Last week, final Nov 15–21 You didn't practice that week",
    );
    expect(shown).not.toContain("Your percentiles");
  });
});

describe("hiding from others' rankings", () => {
  const noop = () => {};

  it("given shown to others, when rendered, then an unchecked, labelled checkbox with its explanation", () => {
    const html = render(<VisibilityView hidden={false} disabled={false} onChange={noop} />);
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toContain('type="checkbox"');
    expect(input).not.toContain('checked=""');
    expect(input).not.toContain('disabled=""');
    const id = /id="([^"]+)"/.exec(input)![1]!;
    expect(html).toContain(`for="${id}"`);
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(text(html)).toBe(
      "Hide me from other students' rankings Others won't see you in their rankings; you still see your own standing.",
    );
  });

  it("given hidden, when the screen opens, then the box is checked", () => {
    const html = render(<RankingScreen />, seeded(rankings, true));
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(html).not.toMatch(/<input[^>]*type="checkbox"[^>]*disabled=""/);
  });

  it("given the setting failed to load, when the screen opens, then its own failure line and 'Try again', the cards still shown", () => {
    const html = render(<RankingScreen />, (client) => {
      client.setQueryData(rankingQueries.standings().queryKey, rankings);
      client.setQueryDefaults(rankingQueries.visibility().queryKey, { retryOnMount: false });
      client
        .getQueryCache()
        .build(client, { queryKey: [...rankingQueries.visibility().queryKey] })
        .setState({ status: "error", error: new ApiError(500, "Internal Server Error", "") });
    });
    expect(text(html)).toContain(
      "We couldn't load your ranking setting. 500: Internal Server Error Try again",
    );
    expect(headings(html, 2)).toEqual(["My School", "My Friends", "My Region", "All Students"]);
  });
});
