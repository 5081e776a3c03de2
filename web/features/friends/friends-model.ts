// The Friends screen's small rules, apart from React: what the forms send (or refuse to send),
// the toasts the spec names, how a friend's last practice day and a request's age read, and when
// an invite code expires.
import type { FriendRequestResult } from "../../../api/schemas/friends.ts";
import type { ToastInput } from "../../components/ui/use-toast.ts";
import { localIsoDate, parseLocalIsoDate } from "../../lib/dates.ts";

/** The spec's "Invite copy indicator: shown for 2 s after copying". */
export const INVITE_COPIED_MS = 2000;

/** Spec §9: up to this many days since the last practice a friend reads 'Active n days ago'. */
export const ACTIVE_DAYS = 7;

const DAY_MS = 86_400_000;

/** The spec's toasts (§5 validation, §8 errors and successes). */
export const friendToasts = {
  usernameRequired: {
    title: "Username required",
    description: "Please enter a username to send a friend request.",
    variant: "destructive",
  },
  inviteCodeRequired: {
    title: "Invite code required",
    description: "Please enter an invite code to connect with a friend.",
    variant: "destructive",
  },
  requestSent: (username: string): ToastInput => ({
    title: "Friend request sent!",
    description: `${username} will see it the next time they open Friends.`,
  }),
  friendAdded: (username: string): ToastInput => ({
    title: "Friend added!",
    description: `You and ${username} are now friends.`,
  }),
  inviteGenerated: {
    title: "Invite code generated!",
    description: "Share it with a friend so they can add you.",
  },
  codeCopied: { title: "Code copied!", description: "Send it to a friend so they can add you." },
  copyFailed: {
    title: "Couldn't copy the code",
    description: "Select the code and copy it yourself.",
    variant: "destructive",
  },
  requestDeclined: (username: string): ToastInput => ({
    title: "Request declined",
    description: `${username} won't be added.`,
  }),
  friendRemoved: (username: string): ToastInput => ({
    title: "Friend removed",
    description: `${username} is no longer on your friends list.`,
  }),
} satisfies Record<string, ToastInput | ((username: string) => ToastInput)>;

/** The failure toasts' titles (the description is the API's sentence: the default toast). */
export const failureTitles = {
  request: "Failed to send friend request",
  generate: "Failed to generate invite code",
  use: "Failed to use invite code",
  accept: "Failed to accept friend request",
  decline: "Failed to decline friend request",
  remove: "Failed to remove friend",
} as const;

/** The username to send: trimmed; null when nothing is left ('Username required'). */
export function usernameToSend(typed: string): string | null {
  const username = typed.trim();
  return username === "" ? null : username;
}

/** The code input as it shows while typing: upper case (spaces kept until sending). */
export function typedInviteCode(typed: string): string {
  return typed.toUpperCase();
}

/** The code to send: trimmed and upper case; null when nothing is left ('Invite code required'). */
export function inviteCodeToSend(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return code === "" ? null : code;
}

/** A request's answer as its toast: 'Friend added!' when the other student had asked too. */
export function requestResultToast(result: FriendRequestResult): ToastInput {
  return result.status === "friends"
    ? friendToasts.friendAdded(result.friend.username)
    : friendToasts.requestSent(result.friend.username);
}

/** Whole calendar days from `from` to `to` (yyyy-MM-dd), across clock changes. */
export function daysBetween(from: string, to: string): number {
  const ms = parseLocalIsoDate(to).getTime() - parseLocalIsoDate(from).getTime();
  return Math.round(ms / DAY_MS);
}

/** Never practised: a friend who has not done a first Daily Drop yet. */
export const NOT_STARTED = "Not started yet";

/**
 * A friend's activity (spec §9) from their last practice day and the student's today: 0 days
 * 'Active today' (a friend whose calendar is ahead counts as today), 1 'Active yesterday', up to
 * 7 'Active n days ago', beyond that 'Inactive'; no practice day at all is 'Not started yet'.
 */
export function activityText(lastActiveDate: string | null, today: string): string {
  if (lastActiveDate === null) return NOT_STARTED;
  const days = daysBetween(lastActiveDate, today);
  if (days <= 0) return "Active today";
  if (days === 1) return "Active yesterday";
  if (days <= ACTIVE_DAYS) return `Active ${days} days ago`;
  return "Inactive";
}

/** Whether the activity counts as recent (a friend shown with the active mark). */
export function isRecentlyActive(lastActiveDate: string | null, today: string): boolean {
  return lastActiveDate !== null && daysBetween(lastActiveDate, today) <= ACTIVE_DAYS;
}

/** When a request was sent, in the student's calendar: 'Sent today', 'Sent 3 days ago', … */
export function sentText(sentAt: string, today: string): string {
  const days = daysBetween(localIsoDate(new Date(sentAt)), today);
  if (days <= 0) return "Sent today";
  if (days === 1) return "Sent yesterday";
  if (days <= ACTIVE_DAYS) return `Sent ${days} days ago`;
  return `Sent ${shortDate(new Date(sentAt))}`;
}

const shortDate = (date: Date) =>
  date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * When a generated code stops working, as the card says it: "Expires in 7 days (Nov 28, 2026)",
 * "Expires within a day (…)" in its last 24 hours, "Expired" after.
 */
export function inviteExpiryText(expiresAt: string, now: Date): string {
  const end = new Date(expiresAt);
  const left = end.getTime() - now.getTime();
  if (left <= 0) return "Expired";
  const days = Math.ceil(left / DAY_MS);
  const when = days === 1 ? "Expires within a day" : `Expires in ${days} days`;
  return `${when} (${shortDate(end)})`;
}

/** "1 day streak", "12 day streak". */
export function streakText(days: number): string {
  return `${days.toLocaleString("en-US")} day streak`;
}

/** The confirm dialog's question before removing a friend. */
export function removeQuestion(username: string): string {
  return `Remove ${username} from your friends?`;
}
