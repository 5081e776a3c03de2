// The email account forms: 'new' registers (email, password, birth year from the age gate) and
// 'returning' signs in. Typing mistakes show under their fields before anything is sent; the
// server's answer comes as a toast (its refusal in its own words, or a welcome) and on success
// the user goes home, where the Home logic takes over.
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
import { useEmailAccount, type Intent } from "./queries.ts";

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

export function EmailForm({ intent }: { intent: Intent }) {
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
