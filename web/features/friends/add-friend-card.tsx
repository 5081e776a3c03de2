// Add a friend by username: the name is trimmed; an empty one is 'Username required' without a
// call; the answer is 'Friend request sent!', or 'Friend added!' when they had already asked.
import { UserPlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { friendToasts, usernameToSend } from "./friends-model.ts";
import { useSendFriendRequest } from "./queries.ts";

export function AddFriendCard() {
  const id = useId();
  const [typed, setTyped] = useState("");
  const send = useSendFriendRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = usernameToSend(typed);
    if (username === null) {
      toast(friendToasts.usernameRequired);
      return;
    }
    send.mutate(username, { onSuccess: () => setTyped("") });
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex items-center gap-2">
          <UserPlus className="size-5 text-primary" aria-hidden />
          <CardTitle>Add a Friend</CardTitle>
        </div>
        <CardDescription>Send a friend request to a classmate by their username.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <Label htmlFor={`${id}-username`}>Username</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-username`}
              name="username"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="e.g. BraveOtter123"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="min-w-0 sm:flex-1"
            />
            <Button type="submit" disabled={send.isPending} className="h-11">
              <UserPlus aria-hidden />
              {send.isPending ? "Sending..." : "Send Request"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
