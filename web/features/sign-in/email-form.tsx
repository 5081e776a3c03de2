// The email account forms: 'new' registers (email, password, birth year from the age gate) and
// 'returning' signs in, with 'Forgot password?' (forgot-password-form.tsx). Typing mistakes show
// under their fields before anything is sent; the server's answer comes as a toast (its refusal
// in its own words, or a welcome) and on success the user goes home, where the Home logic takes
// over. After a password reset the sign-in form says the password has changed.
import { CircleCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { MIN_PASSWORD_LENGTH } from "../../../domain/identity/password-policy.ts";
import { Button } from "../../components/ui/button.tsx";
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
import { BackToOptions, useFocusOnShow } from "./sign-in-view.tsx";
import {
  birthYearProblem,
  parseYear,
  rememberBirthYear,
  rememberedBirthYear,
} from "./birth-year.ts";
import { FORGOT_PASSWORD, PASSWORD_CHANGED_NOTE } from "./paths.ts";
import { useEmailAccount, type Intent } from "./queries.ts";
import { rememberTypedEmail } from "./typed-email.ts";

type Problems = { email?: string; password?: string; birthYear?: string };

/** The form field a 400 from the server is about, with its message as a sentence. */
function fieldProblem(error: unknown): { name: keyof Problems; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^(email|password|birthYear): (.+)$/s.exec(error.serverMessage ?? "");
  if (!match) return null;
  const [, name, detail] = match as unknown as [string, keyof Problems, string];
  const sentence = `${detail.charAt(0).toUpperCase()}${detail.slice(1)}`;
  return { name, message: /[.!?]$/.test(sentence) ? sentence : `${sentence}.` };
}

export function EmailForm({
  intent,
  passwordChanged = false,
}: {
  intent: Intent;
  /** Arrived from a password reset: say the password has changed. */
  passwordChanged?: boolean;
}) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const [, navigate] = useLocation();
  const account = useEmailAccount(intent);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [birthYear, setBirthYear] = useState(rememberedBirthYear);
  const [problems, setProblems] = useState<Problems>({});
  const isNew = intent === "new";

  function validate(): Problems {
    const found: Problems = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      found.email = "Please enter your email address, like sam@example.com.";
    if (password === "") found.password = "Please enter your password.";
    else if (isNew && password.length < MIN_PASSWORD_LENGTH)
      found.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    if (isNew) {
      const problem = birthYearProblem(birthYear);
      if (problem) found.birthYear = problem;
    }
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const year = isNew ? parseYear(birthYear)! : undefined;
    if (year !== undefined) rememberBirthYear(year);
    account.mutate(
      { email: email.trim(), password, ...(year === undefined ? {} : { birthYear: year }) },
      {
        onSuccess: (user) => {
          toast(
            isNew
              ? { title: "Account created", description: "Welcome to Levelfield!" }
              : {
                  title: "Welcome back!",
                  description: `Signed in as ${user.email ?? email.trim()}.`,
                },
          );
          navigate("/", { replace: true });
        },
        onError: (error) => {
          // A 400 names its field ("password: is one of the most common passwords…"): show it
          // under that field, like the checks made before sending.
          const field = fieldProblem(error);
          if (field) {
            setProblems({ [field.name]: field.message });
            return;
          }
          toast({
            variant: "destructive",
            title: isNew ? "Couldn't create your account" : "Couldn't sign you in",
            description: errorText(error),
          });
        },
      },
    );
  }

  return (
    <Card className="shadow-lg">
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          {isNew ? "Create your account" : "Sign in with email"}
        </CardTitle>
        <CardDescription>
          {isNew
            ? "Use an email you check. We never share it or show it to other students."
            : "Welcome back! Enter the email and password you signed up with."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {passwordChanged && (
          <p
            role="status"
            className="mb-4 flex items-start gap-2 rounded-lg border border-primary/30 bg-accent p-3 text-sm font-medium text-accent-foreground"
          >
            <CircleCheck aria-hidden className="mt-px size-4 shrink-0 text-primary" />
            {PASSWORD_CHANGED_NOTE}
          </p>
        )}
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={problems.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete={isNew ? "new-password" : "current-password"}
            hint={
              isNew
                ? `At least ${MIN_PASSWORD_LENGTH} characters, and not a common password.`
                : undefined
            }
            value={password}
            error={problems.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {!isNew && (
            <Link
              href={FORGOT_PASSWORD}
              className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => rememberTypedEmail(email.trim())}
            >
              Forgot password?
            </Link>
          )}
          {isNew && (
            <Field
              label="Birth year"
              name="birthYear"
              inputMode="numeric"
              autoComplete="bday-year"
              maxLength={4}
              value={birthYear}
              error={problems.birthYear}
              onChange={(event) => setBirthYear(event.target.value.replace(/\D/g, ""))}
            />
          )}
          <Button type="submit" size="lg" disabled={account.isPending}>
            {account.isPending
              ? isNew
                ? "Creating your account..."
                : "Signing in..."
              : isNew
                ? "Create Account"
                : "Sign In"}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            {isNew ? "Already have an account? " : "New to Levelfield? "}
            <Link
              href={isNew ? "/?sign-in=email&intent=returning" : "/?sign-in=email&intent=new"}
              className="font-semibold text-primary underline-offset-4 hover:underline"
              onClick={() => {
                setProblems({});
                account.reset();
              }}
            >
              {isNew ? "Sign in" : "Create an account"}
            </Link>
          </p>
        </form>
        <div className="mt-3 grid">
          <BackToOptions />
        </div>
      </CardContent>
    </Card>
  );
}
