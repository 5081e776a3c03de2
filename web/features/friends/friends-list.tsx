// The friends list: each friend's username, activity (from their last practice day), total XP,
// streak and English and Math levels, with Remove behind a confirm dialog. Empty: 'No friends
// yet', and how to get one.
import { BookOpen, Calculator, Flame, Trash2, Users, Zap } from "lucide-react";
import { useState } from "react";
import type { Friend } from "../../../api/schemas/friends.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { cn } from "../../lib/cn.ts";
import { activityText, isRecentlyActive, removeQuestion, streakText } from "./friends-model.ts";
import { useRemoveFriend } from "./queries.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function FriendsList({ friends, today }: { friends: readonly Friend[]; today: string }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden />
          <CardTitle>My Friends</CardTitle>
          {friends.length > 0 && (
            <Badge variant="secondary" aria-label={`${friends.length} friends`}>
              {friends.length}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {friends.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
            <p className="font-semibold">No friends yet</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Generate an invite code and share it with a classmate, or send a request to their
              username.
            </p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {friends.map((friend) => (
              <FriendRow key={friend.id} friend={friend} today={today} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function FriendRow({ friend, today }: { friend: Friend; today: string }) {
  const active = isRecentlyActive(friend.lastActiveDate, today);
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <h3 className="font-semibold wrap-anywhere">{friend.username}</h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <span
            className={cn(
              "size-2 shrink-0 rounded-full",
              active ? "bg-primary" : "bg-muted-foreground/40",
            )}
            aria-hidden
          />
          {activityText(friend.lastActiveDate, today)}
        </p>
        <ul aria-label={`${friend.username}'s progress`} className="mt-1 flex flex-wrap gap-1.5">
          <li>
            <Badge variant="xp">
              <Zap aria-hidden />
              {formatXpTotal(friend.totalXP)}
            </Badge>
          </li>
          <li>
            <Badge variant="streak">
              <Flame aria-hidden />
              {streakText(friend.streakDays)}
            </Badge>
          </li>
          <li>
            <Badge variant="outline">
              <BookOpen aria-hidden />
              English Level {friend.currentEnglishLevel}
            </Badge>
          </li>
          <li>
            <Badge variant="outline">
              <Calculator aria-hidden />
              Math Level {friend.currentMathLevel}
            </Badge>
          </li>
        </ul>
      </div>
      <RemoveFriend friend={friend} />
    </li>
  );
}

function RemoveFriend({ friend }: { friend: Friend }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveFriend();
  // The row goes once the list is read again; the dialog closes first if it is still there.
  const confirm = () => remove.mutate(friend, { onSuccess: () => setOpen(false) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground sm:justify-self-end"
          aria-label={`Remove ${friend.username}`}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-2 pr-6">
          <DialogTitle className="wrap-anywhere">{removeQuestion(friend.username)}</DialogTitle>
          <DialogDescription>
            You'll stop seeing each other's progress. You can add each other again later.
          </DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Removing..." : "Remove Friend"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
