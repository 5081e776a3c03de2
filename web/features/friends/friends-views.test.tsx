// The Friends screen rendered to HTML without a browser, from data typed by the API's schemas and
// seeded into the app's QueryClient: the forms, the invite code and its copied state, requests
// both ways, the friends list (full, empty), the COPPA note, loading and failure; the copy and
// the refresh after a change.
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Friend, FriendRequests, InviteCode } from "../../../api/schemas/friends.ts";
import { dismissToast, toastStore } from "../../components/ui/use-toast.ts";
import { ApiError } from "../../lib/api.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { text } from "../../testing/markup.ts";
import { renderWithProviders, type RenderOptions } from "../../testing/render.tsx";
import { FriendsList } from "./friends-list.tsx";
import { FriendsScreen } from "./friends-screen.tsx";
import { copyInviteCode, InviteCodeView } from "./invite-code-card.tsx";
import {
  friendsChangeOptions,
  friendsChanges,
  friendsQueries,
  RANKINGS_PREFIX,
  refreshAfterFriendsChange,
  type FriendsChange,
} from "./queries.ts";
import { RequestsCard } from "./requests-card.tsx";

const render = (node: ReactNode, seed?: RenderOptions["seed"]) =>
  renderWithProviders(node, { path: "/friends", ...(seed ? { seed } : {}) });

/** The opening tag of the button whose text is `label`. */
const button = (html: string, label: string) =>
  [...html.matchAll(/(<button [^>]*>)(.*?)<\/button>/g)].find(
    ([, , inner]) => text(inner!) === label,
  )?.[1] ?? `(no button "${label}")`;

/** The headings of a level, in order. */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map(([, inner]) =>
    text(inner!),
  );

/** The label tied to the input named `name` (by its id). */
const labelOf = (html: string, name: string) => {
  const id = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];
  if (!id) return `(no input "${name}")`;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text(new RegExp(`<label[^>]*for="${escaped}"[^>]*>(.*?)</label>`).exec(html)?.[1] ?? "");
};

const today = "2026-11-21";

const maya: Friend = {
  id: "0d5f0c8e-3f0e-4b8e-9a55-2f0c1d6f9a01",
  username: "BraveOtter123",
  lastActiveDate: "2026-11-21",
  totalXP: 1250,
  streakDays: 6,
  currentEnglishLevel: 7,
  currentMathLevel: 5,
};

const sam: Friend = {
  id: "6b7c2d1e-8f9a-4b3c-8d2e-1f0a9b8c7d02",
  username: "QuietFalconWithAVeryLongUsername2026",
  lastActiveDate: "2026-11-02",
  totalXP: 80,
  streakDays: 0,
  currentEnglishLevel: 2,
  currentMathLevel: 3,
};

const newcomer: Friend = {
  ...maya,
  id: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c03",
  username: "NewLynx7",
  lastActiveDate: null,
  totalXP: 0,
  streakDays: 0,
  currentEnglishLevel: 1,
  currentMathLevel: 1,
};

const requests: FriendRequests = {
  incoming: [
    {
      id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e05",
      username: "SwiftHeron88",
      sentAt: "2026-11-20T12:00:00.000Z",
    },
  ],
  outgoing: [
    {
      id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f06",
      username: "CalmBadger19",
      sentAt: "2026-11-19T12:00:00.000Z",
    },
  ],
};

const noRequests: FriendRequests = { incoming: [], outgoing: [] };

const seeded =
  (friends: Friend[] | undefined, pending: FriendRequests | undefined): RenderOptions["seed"] =>
  (client) => {
    if (friends) client.setQueryData(friendsQueries.list().queryKey, friends);
    if (pending) client.setQueryData(friendsQueries.requests().queryKey, pending);
  };

describe("the Friends screen", () => {
  it("given friends and requests, when opened, then the title, the three forms, the requests, the list and the COPPA note, in that order", () => {
    const html = render(<FriendsScreen />, seeded([maya], requests));
    expect(headings(html, 1)).toEqual(["Friends"]);
    expect(headings(html, 2)).toEqual([
      "Add a Friend",
      "Use a Friend's Code",
      "Invite Code",
      "Friend Requests",
      "My Friends",
    ]);
    expect(text(html)).toContain(
      "Friends see only your username, your progress stats and milestones. There is no messaging and no photos",
    );
  });

  it("given the forms, when shown, then each input has its label and each form its submit button", () => {
    const html = render(<FriendsScreen />, seeded([], noRequests));
    expect(labelOf(html, "username")).toBe("Username");
    expect(labelOf(html, "code")).toBe("Invite code");
    expect(button(html, "Send Request")).toContain('type="submit"');
    expect(button(html, "Use Code")).toContain('type="submit"');
    expect(button(html, "Generate Invite Code")).toContain('type="button"');
    expect(html).toMatch(/<input class="[^"]*uppercase[^"]*"[^>]*name="code"/);
  });

  it("given no friends and no requests, when opened, then 'No friends yet' with the invite hint, and no requests card", () => {
    const html = render(<FriendsScreen />, seeded([], noRequests));
    expect(text(html)).toContain(
      "No friends yet Generate an invite code and share it with a classmate",
    );
    expect(headings(html, 2)).not.toContain("Friend Requests");
  });

  it("given nothing read yet, when opened, then both loading lines", () => {
    const html = render(<FriendsScreen />);
    expect(html).toContain("Loading friend requests...");
    expect(html).toContain("Loading your friends...");
    expect(html).toMatch(/role="status"/);
  });

  it("given the list failed with the API's sentence, when shown, then that sentence and 'Try again', never raw JSON", () => {
    const html = render(<FriendsScreen />, (client) => {
      client.setQueryData(friendsQueries.requests().queryKey, noRequests);
      // A failed first read, as the screen finds it (not fetched again on mount).
      client.setQueryDefaults(friendsQueries.list().queryKey, { retryOnMount: false });
      const query = client
        .getQueryCache()
        .build(client, { queryKey: [...friendsQueries.list().queryKey] });
      query.setState({
        status: "error",
        error: new ApiError(
          503,
          "Service Unavailable",
          '{"error":"x","message":"Friends are resting."}',
        ),
      });
    });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("We couldn't load your friends Friends are resting. Try again");
    expect(html).not.toContain("503:");
  });
});

describe("the friends list", () => {
  it("given friends active today, long ago and never, when listed, then each username, activity, XP, streak and levels, and a named Remove", () => {
    const html = render(<FriendsList friends={[maya, sam, newcomer]} today={today} />);
    expect(headings(html, 3)).toEqual([
      "BraveOtter123",
      "QuietFalconWithAVeryLongUsername2026",
      "NewLynx7",
    ]);
    const shown = text(html);
    expect(shown).toContain(
      "BraveOtter123 Active today 1,250 XP 6 day streak English Level 7 Math Level 5 Remove",
    );
    expect(shown).toContain("QuietFalconWithAVeryLongUsername2026 Inactive 80 XP 0 day streak");
    expect(shown).toContain("NewLynx7 Not started yet 0 XP");
    expect(button(html, "Remove")).toContain('aria-label="Remove BraveOtter123"');
    expect(html).toContain('aria-label="3 friends"');
  });

  it("given a very long username, when listed, then it wraps instead of widening the page", () => {
    const html = render(<FriendsList friends={[sam]} today={today} />);
    expect(html).toMatch(/<h3 class="[^"]*wrap-anywhere[^"]*">QuietFalcon/);
    expect(html).toMatch(/<li class="[^"]*min-w-0/);
  });
});

describe("friend requests", () => {
  it("given one request each way, when shown, then the incoming with when it was sent, Accept and Decline, and 'Waiting for' the outgoing", () => {
    const html = render(<RequestsCard requests={requests} today={today} />);
    const shown = text(html);
    expect(shown).toContain("1 student wants to be your friend.");
    expect(shown).toContain("SwiftHeron88 Sent yesterday Accept Decline");
    expect(shown).toContain("Waiting for CalmBadger19");
    expect(button(html, "Accept")).toContain(
      'aria-label="Accept SwiftHeron88&#x27;s friend request"',
    );
    expect(button(html, "Decline")).toContain(
      'aria-label="Decline SwiftHeron88&#x27;s friend request"',
    );
    expect(html).toContain('dateTime="2026-11-20T12:00:00.000Z"');
  });

  it("given only my own requests waiting, when shown, then no Accept and no count line", () => {
    const html = render(<RequestsCard requests={{ ...requests, incoming: [] }} today={today} />);
    expect(text(html)).toContain("Waiting for CalmBadger19");
    expect(html).not.toContain("Accept");
    expect(html).not.toContain("wants to be your friend");
  });

  it("given no request either way, when shown, then nothing", () => {
    expect(render(<RequestsCard requests={noRequests} today={today} />)).toBe("");
  });
});

describe("the invite code", () => {
  const invite: InviteCode = { code: "K7MQ2XPR9A", expiresAt: "2026-11-28T12:00:00.000Z" };
  const now = new Date("2026-11-21T12:00:00.000Z");
  const noop = () => {};
  const view = (props: Partial<Parameters<typeof InviteCodeView>[0]> = {}) =>
    render(
      <InviteCodeView
        invite={invite}
        generating={false}
        copied={false}
        now={now}
        onGenerate={noop}
        onCopy={noop}
        {...props}
      />,
    );

  it("given no code yet, when shown, then only 'Generate Invite Code'", () => {
    const html = view({ invite: null });
    expect(button(html, "Generate Invite Code")).not.toContain('disabled=""');
    expect(html).not.toContain("Copy");
  });

  it("given a code, when shown, then large and monospace with its expiry, a Copy button, and a new-code button", () => {
    const html = view();
    expect(html).toMatch(
      /<span data-testid="invite-code" class="[^"]*font-mono[^"]*text-2xl[^"]*">K7MQ2XPR9A<\/span>/,
    );
    expect(text(html)).toContain("Your invite code K7MQ2XPR9A Expires in 7 days (Nov 28, 2026)");
    expect(button(html, "Copy")).toContain('aria-label="Copy invite code"');
    expect(button(html, "Generate a New Code")).toContain('type="button"');
    expect(html).toMatch(/<p aria-live="polite" class="sr-only"><\/p>/);
  });

  it("given the code just copied, when shown, then 'Copied!' and the live region announces it", () => {
    const html = view({ copied: true });
    expect(button(html, "Copied!")).toContain('aria-label="Invite code copied"');
    expect(html).toContain(
      '<p aria-live="polite" class="sr-only">Invite code copied to the clipboard.</p>',
    );
  });

  it("given a code on its way, when shown, then 'Generating...' disabled", () => {
    expect(button(view({ generating: true }), "Generating...")).toContain('disabled=""');
  });
});

describe("copying a code", () => {
  afterEach(() => dismissToast());
  const shownToast = () => toastStore.getSnapshot().find((t) => t.open);

  it("given a clipboard, when copied, then the code is written and 'Code copied!' shows", async () => {
    const written: string[] = [];
    const done = await copyInviteCode("K7MQ2XPR9A", {
      writeText: async (value) => void written.push(value),
    });
    expect(done).toBe(true);
    expect(written).toEqual(["K7MQ2XPR9A"]);
    expect(shownToast()?.title).toBe("Code copied!");
  });

  it("given no clipboard or a refusal, when copied, then a toast asks to copy it by hand", async () => {
    expect(await copyInviteCode("K7MQ2XPR9A", undefined)).toBe(false);
    expect(shownToast()?.title).toBe("Couldn't copy the code");
    const refused = await copyInviteCode("K7MQ2XPR9A", {
      writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
    });
    expect(refused).toBe(false);
    expect(shownToast()).toMatchObject({ title: "Couldn't copy the code", variant: "destructive" });
  });
});

describe("after a friendship changes", () => {
  it("given friends, requests and rankings cached, when refreshed, then all three are stale and other reads are not", async () => {
    const client = createQueryClient();
    client.setQueryData(friendsQueries.list().queryKey, [maya]);
    client.setQueryData(friendsQueries.requests().queryKey, noRequests);
    client.setQueryData([...RANKINGS_PREFIX, "standings"], { any: "rankings" });
    client.setQueryData(["progress", "detailed"], { any: "progress" });
    await refreshAfterFriendsChange(client);
    const invalidated = (key: readonly unknown[]) =>
      client.getQueryState(key)?.isInvalidated ?? "(not cached)";
    expect(invalidated(friendsQueries.list().queryKey)).toBe(true);
    expect(invalidated(friendsQueries.requests().queryKey)).toBe(true);
    expect(invalidated(["rankings", "standings"])).toBe(true);
    expect(invalidated(["progress", "detailed"])).toBe(false);
  });
});

describe("a friendship change, with no screen left to hear it", () => {
  afterEach(() => dismissToast());
  const shownToast = () => toastStore.getSnapshot().find((t) => t.open);

  /** Runs a change's mutation as the app does, with `call` answering in the server's place. */
  const run = async <Vars, Result>(
    spec: FriendsChange<Vars, Result>,
    vars: Vars,
    answer: () => Promise<Result>,
  ) => {
    const client = createQueryClient();
    client.setQueryData(friendsQueries.list().queryKey, [maya]);
    const options = friendsChangeOptions(client, { ...spec, call: answer });
    const mutation = client.getMutationCache().build(client, options);
    await mutation.execute(vars).catch(() => {});
    return client;
  };

  it("given an accepted request whose row is gone, when the call lands, then 'Friend added!' with their name and the list is read again", async () => {
    const client = await run(friendsChanges.accept, requests.incoming[0]!, async () => ({
      success: true as const,
    }));
    expect(shownToast()).toMatchObject({
      title: "Friend added!",
      description: "You and SwiftHeron88 are now friends.",
    });
    expect(client.getQueryState(friendsQueries.list().queryKey)?.isInvalidated).toBe(true);
  });

  it("given a removal, when the call lands, then 'Friend removed' with their name", async () => {
    await run(friendsChanges.remove, maya, async () => ({ success: true as const }));
    expect(shownToast()).toMatchObject({
      title: "Friend removed",
      description: "BraveOtter123 is no longer on your friends list.",
    });
  });

  it("given a request the server refuses, when it fails, then the spec's title and the server's own sentence, and nothing read again", async () => {
    const client = await run(friendsChanges.request, "NoSuchStudent1", () =>
      Promise.reject(
        new ApiError(
          404,
          "Not Found",
          '{"error":"Not Found","message":"No student has that username."}',
        ),
      ),
    );
    expect(shownToast()).toMatchObject({
      title: "Failed to send friend request",
      description: "No student has that username.",
      variant: "destructive",
    });
    expect(client.getQueryState(friendsQueries.list().queryKey)?.isInvalidated).toBe(false);
  });
});
