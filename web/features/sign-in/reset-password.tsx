// /reset-password?token=…: the page a password reset email links to. The student chooses a new
// password (typed twice); the token goes back to the server in the request body. On success
// every session of the account has ended, and the sign-in form says so. A link that cannot be
// used (unknown, used, replaced by a newer one, expired) is named in the server's words, with
// the way to ask for a new one.
import { KeyRound, LinkIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { MIN_PASSWORD_LENGTH } from "../../../domain/identity/password-policy.ts";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { ApiError, errorText } from "../../lib/api.ts";
import { FORGOT_PASSWORD, PASSWORD_CHANGED_VIEW, SIGN_IN_FORM } from "./paths.ts";
import { useConfirmPasswordReset } from "./queries.ts";

export const MISSING_TOKEN =
  "This page needs the whole link from your password reset email. Open the link from the email again, or ask for a new one.";

/** The link's token (32 random bytes, base64url), or null when the address has none. */
export function resetTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("token");
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  const token = resetTokenFrom(useSearch());
  const [dead, setDead] = useState<string | null>(token ? null : MISSING_TOKEN);
  return (
    <div className="bg-[image:var(--hero)]">
      <div className="mx-auto grid w-full max-w-md px-4 py-10 sm:py-16">
        {token && !dead ? (
          <NewPasswordForm token={token} onDeadLink={setDead} />
        ) : (
          <DeadLink message={dead ?? MISSING_TOKEN} />
        )}
      </div>
    </div>
  );
}

type Problems = { password?: string; confirmation?: string };

function NewPasswordForm({
  token,
  onDeadLink,
}: {
  token: string;
  onDeadLink: (message: string) => void;
}) {
  const [, navigate] = useLocation();
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (password.length < MIN_PASSWORD_LENGTH) {
      found.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    } else if (confirmation !== password) {
      found.confirmation = "The two passwords don't match. Please type the same password twice.";
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => navigate(PASSWORD_CHANGED_VIEW, { replace: true }),
        onError: (error) => {
          const message = error instanceof ApiError ? error.serverMessage : null;
          if (error instanceof ApiError && error.status === 400 && message) {
            // "password: is one of the most common passwords…" belongs under the field; any
            // other 400 is about the link itself.
            const field = /^password: (.+)$/s.exec(message);
            if (field) {
              const sentence = `${field[1]!.charAt(0).toUpperCase()}${field[1]!.slice(1)}`;
              setProblems({ password: /[.!?]$/.test(sentence) ? sentence : `${sentence}.` });
            } else onDeadLink(message);
            return;
          }
          toast({
            variant: "destructive",
            title: "Couldn't change your password",
            description: errorText(error),
          });
        },
      },
    );
  }

  return (
    <Card className="shadow-lg">
      <CardHeader>
        <KeyRound aria-hidden className="size-9 text-primary" />
        <CardTitle as="h1" className="text-2xl">
          Choose a new password
        </CardTitle>
        <CardDescription>
          After this, you'll be signed out everywhere and can log in with your new password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters, and not a common password.`}
            value={password}
            error={problems.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field
            label="Type it again"
            type="password"
            name="confirmation"
            autoComplete="new-password"
            value={confirmation}
            error={problems.confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={confirm.isPending}>
            {confirm.isPending ? "Changing your password..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DeadLink({ message }: { message: string }) {
  return (
    <Card className="shadow-lg">
      <CardHeader>
        <LinkIcon aria-hidden className="size-9 text-destructive" />
        <CardTitle as="h1" className="text-2xl">
          This link can't be used
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="alert" className="leading-relaxed">
          {message}
        </p>
        <Link href={FORGOT_PASSWORD} className={buttonClasses("default", "lg")}>
          Ask for a New Link
        </Link>
        <Link href={SIGN_IN_FORM} className={buttonClasses("ghost", "default")}>
          Back to sign in
        </Link>
      </CardContent>
    </Card>
  );
}
