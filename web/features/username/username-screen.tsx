// The username screen (/username-setup, and `/` for a student without a username). A student
// with a username sees it and goes on to the Daily Drop, or changes it ('Change username', also
// in the account menu: /username-setup?change). Two ways to get one: a random name from the
// server, or an adjective and an animal from the lists, to which the browser adds a random
// 3-digit number. Taking a name shows a toast, then the page loads again so every part of the
// app shows the new name. A change frees the old name; the server allows one every 30 days.
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, AtSign, CircleCheck, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useAuth } from "../../lib/auth.ts";
import { CHANGE_USERNAME_PATH } from "../../../api/schemas/pages.ts";
import {
  RELOAD_DELAY_MS,
  rememberUsername,
  useTakeUsername,
  type UsernameChoice,
} from "./queries.ts";
import { RandomUsernameCard } from "./random-username-card.tsx";
import { CustomUsernameCard } from "./custom-username-card.tsx";

export function UsernameScreen() {
  const { user } = useAuth();
  const search = useSearch();
  const username = user?.username ?? null;
  const changing = username !== null && new URLSearchParams(search).has("change");
  useDocumentTitle(
    changing ? "Change Your Username" : username ? "Username Set!" : "Choose Your Username",
  );
  if (changing) return <ChooseUsername current={username} />;
  return username ? <UsernameSet username={username} /> : <ChooseUsername />;
}

/** The screen once a username is set: the name, and the way on to today's questions. */
export function UsernameSet({ username }: { username: string }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:px-6 md:py-16">
      <Card className="text-center shadow-lg">
        <CardHeader className="items-center gap-3">
          <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
            <CircleCheck className="size-8" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-3xl font-extrabold">
            Username Set!
          </CardTitle>
          <CardDescription className="text-base">
            This is the name other students see on leaderboards and in your friends list.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <p className="rounded-lg border border-dashed border-primary/40 bg-secondary/60 px-4 py-4 text-2xl font-bold tracking-tight text-secondary-foreground [overflow-wrap:anywhere]">
            <span className="sr-only">Your username is </span>
            {username}
          </p>
          <Button asChild size="lg">
            <Link href="/daily-drop">
              Continue to Daily Drop
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href={CHANGE_USERNAME_PATH}>Change username</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** The 30-day change limit (domain/identity/user/decide-profile.ts), said before a name is chosen: not
 *  first in the refusal of a change. */
export const CHANGE_LIMIT =
  "Once you use a name, you can change it only once every 30 days, so pick one you like.";

/**
 * The chooser: a random name or a custom one, side by side from 768 px, and the safety notes.
 * `current`: the student's username when this is a change.
 */
export function ChooseUsername({ current = null }: { current?: string | null }) {
  const queryClient = useQueryClient();
  const take = useTakeUsername();
  // Once a name is taken the page is about to reload: nothing more may be sent.
  const [saved, setSaved] = useState(false);
  const busy = take.isPending || saved;

  function takeUsername(choice: UsernameChoice) {
    take.mutate(choice, {
      onSuccess: (username) => {
        setSaved(true);
        toast({
          title: "Username updated!",
          description: `Your username has been set to: ${username}`,
        });
        // The toast stays readable for a moment; the load then refreshes every screen (after a
        // change, on the screen that shows the new name).
        setTimeout(
          () =>
            current === null ? window.location.reload() : window.location.assign("/username-setup"),
          RELOAD_DELAY_MS,
        );
        rememberUsername(queryClient, username);
      },
    });
  }

  const saving = take.isPending ? take.variables.kind : null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 md:py-12">
      {current === null ? (
        <ScreenHeader
          icon={AtSign}
          title="Choose Your Username"
          lead={`This is how other students see you on leaderboards and in friends lists. Roll a random one or build your own. ${CHANGE_LIMIT}`}
        />
      ) : (
        <ScreenHeader
          icon={AtSign}
          title="Change Your Username"
          lead={`You're ${current} now. Pick a new name below: your old one is freed for other students, and you can change it once every 30 days.`}
        />
      )}
      {current !== null && (
        <p className="mb-6 text-center">
          <Link
            href="/username-setup"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Keep {current}
          </Link>
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <RandomUsernameCard
          busy={busy}
          saving={saving === "generated"}
          onTake={(username) => takeUsername({ kind: "generated", username })}
        />
        <CustomUsernameCard
          busy={busy}
          saving={saving === "custom"}
          onTake={(adjective, animal) => takeUsername({ kind: "custom", adjective, animal })}
        />
      </div>
      <SafetyNotes />
    </div>
  );
}

function SafetyNotes() {
  const notes = [
    "Every username is filtered, so it stays friendly and appropriate.",
    "Usernames hold no personal information: only words from our lists and numbers.",
    "COPPA compliant for students under 13.",
    "You can change your username later, once every 30 days.",
  ];
  return (
    <aside
      aria-labelledby="username-safety"
      className="mt-6 flex gap-3 rounded-xl border bg-secondary/50 p-4 sm:p-5"
    >
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="grid gap-2">
        <h2 id="username-safety" className="font-semibold">
          Safe by design
        </h2>
        <ul className="grid list-disc gap-1.5 pl-4 text-sm text-muted-foreground">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
