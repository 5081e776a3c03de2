// The Friends screen (/friends): add a friend by username; generate, copy and use invite codes;
// the requests waiting (mine and theirs); the friends list with each friend's activity and
// progress; and the COPPA note. The list and the requests are read separately, each with its
// own loading line and failure.
import { useQuery } from "@tanstack/react-query";
import { ShieldCheck, Users } from "lucide-react";
import { useState } from "react";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { QueryStatus } from "../../components/status.tsx";
import { localIsoDate } from "../../lib/dates.ts";
import { AddFriendCard } from "./add-friend-card.tsx";
import { FriendsList } from "./friends-list.tsx";
import { InviteCodeCard, UseCodeCard } from "./invite-code-card.tsx";
import { friendsQueries } from "./queries.ts";
import { RequestsCard } from "./requests-card.tsx";

export function FriendsScreen() {
  useDocumentTitle("Friends");
  // The student's calendar day, read once when the screen opens: activity is counted from it.
  const [today] = useState(() => localIsoDate(new Date()));
  const friends = useQuery(friendsQueries.list());
  const requests = useQuery(friendsQueries.requests());
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6 px-4 py-8 sm:px-6">
      <ScreenHeader
        icon={Users}
        title="Friends"
        lead="Practice alongside your friends and cheer each other on."
      />
      <div className="grid min-w-0 gap-6 md:grid-cols-2">
        <AddFriendCard />
        <UseCodeCard />
        <div className="min-w-0 md:col-span-2">
          <InviteCodeCard />
        </div>
      </div>
      <QueryStatus
        read={requests}
        size="inline"
        loadingText="Loading friend requests..."
        errorTitle="We couldn't load your friend requests."
      >
        {(data) => <RequestsCard requests={data} today={today} />}
      </QueryStatus>
      <QueryStatus
        read={friends}
        loadingText="Loading your friends..."
        errorTitle="We couldn't load your friends"
      >
        {(data) => <FriendsList friends={data} today={today} />}
      </QueryStatus>
      <CoppaNote />
    </div>
  );
}

/** What friends see of each other (spec §3, the COPPA note). */
export function CoppaNote() {
  return (
    <aside className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <p>
        <span className="font-semibold text-foreground">Privacy first.</span> Friends see only your
        username, your progress stats and milestones. There is no messaging and no photos, so
        Levelfield stays safe for students of every age (COPPA).
      </p>
    </aside>
  );
}
