// Invite codes: generate one (shown large, in monospace, with when it expires; shown again after a
// reload until it is used or expires: GET /api/friends/invite) and copy it to the
// clipboard ('Code copied!', and the button says Copied for the spec's 2 s), or type a friend's
// code (upper case as it is typed) to become friends at once.
import { Check, Copy, KeyRound, Ticket } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { InviteCode } from "../../../api/schemas/friends.ts";
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
import {
  friendToasts,
  INVITE_COPIED_MS,
  inviteCodeToSend,
  inviteExpiryText,
  typedInviteCode,
} from "./friends-model.ts";
import { friendsQueries, useGenerateInviteCode, useRedeemInviteCode } from "./queries.ts";

type Clipboard = Pick<globalThis.Clipboard, "writeText">;

/**
 * Copies the code and says so: 'Code copied!' and true, or (no clipboard outside a secure
 * context, or the browser refused) a toast asking to copy it by hand, and false.
 */
export async function copyInviteCode(
  code: string,
  clipboard: Clipboard | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error("No clipboard");
    await clipboard.writeText(code);
    toast(friendToasts.codeCopied);
    return true;
  } catch {
    toast(friendToasts.copyFailed);
    return false;
  }
}

/** True for INVITE_COPIED_MS after `mark()`; a second copy starts the 2 s again. */
function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mark = () => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), INVITE_COPIED_MS);
  };
  return [copied, mark];
}

export function InviteCodeCard() {
  const generate = useGenerateInviteCode();
  const current = useQuery(friendsQueries.invite());
  const [copied, markCopied] = useCopiedFlag();
  const onGenerate = () => generate.mutate();
  const onCopy = (code: string) =>
    void copyInviteCode(code).then((done) => {
      if (done) markCopied();
    });
  return (
    <InviteCodeView
      invite={current.data ?? generate.data ?? null}
      generating={generate.isPending}
      copied={copied}
      now={new Date()}
      onGenerate={onGenerate}
      onCopy={onCopy}
    />
  );
}

export function InviteCodeView({
  invite,
  generating,
  copied,
  now,
  onGenerate,
  onCopy,
}: {
  invite: InviteCode | null;
  generating: boolean;
  copied: boolean;
  /** The clock the expiry is read against. */
  now: Date;
  onGenerate: () => void;
  onCopy: (code: string) => void;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Ticket className="size-5 text-primary" aria-hidden />
          <CardTitle>Invite Code</CardTitle>
        </div>
        <CardDescription>
          Give a friend your code: when they enter it, you're friends right away.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {invite && (
          <div className="grid gap-3 rounded-lg bg-muted p-4">
            <p className="grid gap-1">
              <span className="text-sm font-medium text-muted-foreground">Your invite code</span>
              <span
                data-testid="invite-code"
                className="font-mono text-2xl font-bold tracking-widest break-all sm:text-3xl"
              >
                {invite.code}
              </span>
              <span className="text-sm text-muted-foreground">
                {inviteExpiryText(invite.expiresAt, now)}
              </span>
            </p>
            <Button
              variant="outline"
              onClick={() => onCopy(invite.code)}
              className="justify-self-start"
              aria-label={copied ? "Invite code copied" : "Copy invite code"}
            >
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied!" : "Copy"}
            </Button>
          </div>
        )}
        {/* Announces the copy to a screen reader; empty the rest of the time. */}
        <p aria-live="polite" className="sr-only">
          {copied ? "Invite code copied to the clipboard." : ""}
        </p>
        <Button onClick={onGenerate} disabled={generating} className="justify-self-start">
          <KeyRound aria-hidden />
          {generating ? "Generating..." : invite ? "Generate a New Code" : "Generate Invite Code"}
        </Button>
      </CardContent>
    </Card>
  );
}

export function UseCodeCard() {
  const id = useId();
  const [typed, setTyped] = useState("");
  const redeem = useRedeemInviteCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = inviteCodeToSend(typed);
    if (code === null) {
      toast(friendToasts.inviteCodeRequired);
      return;
    }
    redeem.mutate(code, { onSuccess: () => setTyped("") });
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          <CardTitle>Use a Friend's Code</CardTitle>
        </div>
        <CardDescription>Got a code from a friend? Enter it to connect.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <Label htmlFor={`${id}-code`}>Invite code</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-code`}
              name="code"
              value={typed}
              onChange={(event) => setTyped(typedInviteCode(event.target.value))}
              placeholder="e.g. K7MQ2XPR9A"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="min-w-0 font-mono sm:flex-1 tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
            />
            <Button type="submit" disabled={redeem.isPending} className="h-11">
              {redeem.isPending ? "Connecting..." : "Use Code"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
