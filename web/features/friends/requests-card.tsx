// Friend requests: those waiting for me, each with its username, when it was sent, Accept and
// Decline; mine waiting for an answer, compact ("Waiting for <username>"). Shown only when there
// is at least one.
import { Check, Clock, Inbox, X } from "lucide-react";
import type { FriendRequest, FriendRequests } from "../../../api/schemas/friends.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { sentText } from "./friends-model.ts";
import { useAcceptRequest, useDeclineRequest } from "./queries.ts";

export function RequestsCard({ requests, today }: { requests: FriendRequests; today: string }) {
  const { incoming, outgoing } = requests;
  if (incoming.length === 0 && outgoing.length === 0) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Inbox className="size-5 text-primary" aria-hidden />
          <CardTitle>Friend Requests</CardTitle>
        </div>
        {incoming.length > 0 && (
          <CardDescription>
            {incoming.length === 1
              ? "1 student wants to be your friend."
              : `${incoming.length} students want to be your friend.`}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {incoming.length > 0 && (
          <ul aria-label="Requests for you" className="grid gap-3">
            {incoming.map((request) => (
              <IncomingRequest key={request.id} request={request} today={today} />
            ))}
          </ul>
        )}
        {outgoing.length > 0 && (
          <ul aria-label="Your requests" className="grid gap-1.5">
            {outgoing.map((request) => (
              <li
                key={request.id}
                className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground"
              >
                <Clock className="size-4 shrink-0" aria-hidden />
                <span className="min-w-0 wrap-anywhere">
                  Waiting for{" "}
                  <span className="font-medium text-foreground">{request.username}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function IncomingRequest({ request, today }: { request: FriendRequest; today: string }) {
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const busy = accept.isPending || decline.isPending;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-semibold wrap-anywhere">{request.username}</span>
        <time dateTime={request.sentAt} className="text-sm text-muted-foreground">
          {sentText(request.sentAt, today)}
        </time>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Accept ${request.username}'s friend request`}
          onClick={() => accept.mutate(request)}
        >
          <Check aria-hidden />
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Decline ${request.username}'s friend request`}
          onClick={() => decline.mutate(request)}
        >
          <X aria-hidden />
          Decline
        </Button>
      </div>
    </li>
  );
}
