// The landing screen: the age gate, then the sign-up options ('new') or 'Welcome Back!'
// ('returning'), the email forms, and 'Forgot password?'. The view lives in the URL
// (?sign-in=new|returning|email|forgot) so the browser's Back button and the server's redirects
// (/api/login → /?sign-in=…) work; &reset=done on the email form says a password was changed.
import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/input.tsx";
import { BackToOptions, useFocusOnShow } from "./sign-in-view.tsx";
import {
  birthYearProblem,
  parseYear,
  rememberBirthYear,
  rememberedBirthYear,
} from "./birth-year.ts";
import { EmailForm } from "./email-form.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { AppleMark, GoogleMark, XMark } from "./provider-marks.tsx";
import { loginHref, signInQueries, type Intent, type ProviderId } from "./queries.ts";

type View =
  | { step: "start" }
  | { step: "options"; intent: Intent }
  | { step: "email"; intent: Intent; passwordChanged: boolean }
  | { step: "forgot" };

function viewFromSearch(search: string): View {
  const query = new URLSearchParams(search);
  const step = query.get("sign-in");
  const intent: Intent = query.get("intent") === "new" ? "new" : "returning";
  if (step === "new" || step === "returning") return { step: "options", intent: step };
  if (step === "email") {
    return { step: "email", intent, passwordChanged: query.get("reset") === "done" };
  }
  if (step === "forgot") return { step: "forgot" };
  return { step: "start" };
}

export function Landing() {
  const view = viewFromSearch(useSearch());
  return (
    <div className="flex-1 bg-[image:var(--hero)]">
      {/* Phones: the pitch, the sign-in card, then the feature points (the card must not sit
          below the fold). Desktops: pitch and points on the left, the card on the right. */}
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:px-6 md:py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-x-16 lg:gap-y-8 lg:py-20">
        <div className="grid min-w-0 gap-4 text-center lg:self-end lg:text-left">
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Welcome to Levelfield,{" "}
            <span className="text-primary">SAT prep that levels the playing field</span>
          </h1>
          <p className="mx-auto max-w-xl text-lg text-muted-foreground lg:mx-0">
            Five SAT-style questions a day, about five minutes of work, pitched at your level. Earn
            XP, keep your streak and watch your estimated score climb.
          </p>
        </div>
        <div className="w-full max-w-md min-w-0 justify-self-center lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:justify-self-end">
          {view.step === "start" && <AgeGate />}
          {view.step === "options" && <Options intent={view.intent} />}
          {view.step === "email" && (
            <EmailForm intent={view.intent} passwordChanged={view.passwordChanged} />
          )}
          {view.step === "forgot" && <ForgotPasswordForm />}
        </div>
        <ul className="mx-auto grid max-w-xl min-w-0 gap-3 text-left sm:grid-cols-3 lg:mx-0 lg:self-start">
          <Point title="Adaptive diagnostic">12–16 questions to find your starting score.</Point>
          <Point title="The Daily Drop">3 English + 2 Math, new every day.</Point>
          <Point title="Levels 1–12">Separate English and Math levels that grow with you.</Point>
        </ul>
      </div>
    </div>
  );
}

function Point({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-lg border bg-card/70 p-3 text-sm">
      <p className="font-semibold">{title}</p>
      <p className="text-muted-foreground">{children}</p>
    </li>
  );
}

function AgeGate() {
  const [, navigate] = useLocation();
  const [text, setText] = useState(rememberedBirthYear);
  const [error, setError] = useState<string | null>(null);

  function createAccount(event: FormEvent) {
    event.preventDefault();
    const problem = birthYearProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    rememberBirthYear(parseYear(text)!);
    navigate("/?sign-in=new");
  }

  return (
    <Card className="shadow-lg">
      <CardHeader>
        <CardTitle>Get started</CardTitle>
        <CardDescription>Levelfield is for students aged 14 and older.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form className="grid gap-4" onSubmit={createAccount} noValidate>
          <Field
            label="What year were you born?"
            name="birthYear"
            inputMode="numeric"
            autoComplete="bday-year"
            placeholder="e.g. 2009"
            maxLength={4}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value.replace(/\D/g, ""));
              setError(null);
            }}
          />
          <Button type="submit" size="lg" disabled={text.trim() === ""}>
            Create Account
          </Button>
        </form>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          Already have an account?
          <span className="h-px flex-1 bg-border" />
        </div>
        <Button variant="outline" size="lg" onClick={() => navigate("/?sign-in=returning")}>
          Sign Back In
        </Button>
      </CardContent>
    </Card>
  );
}

const OPTIONS: { id: ProviderId; label: string; mark: ReactNode }[] = [
  { id: "google", label: "Continue with Google", mark: <GoogleMark /> },
  { id: "apple", label: "Continue with Apple", mark: <AppleMark /> },
  { id: "x", label: "Continue with X", mark: <XMark /> },
  { id: "email", label: "Continue with Email", mark: <Mail aria-hidden /> },
];

function Options({ intent }: { intent: Intent }) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const providers = useQuery(signInQueries.providers());
  const birthYear = parseYear(rememberedBirthYear());
  const available = (id: ProviderId) =>
    id === "email" || (providers.data?.providers.find((p) => p.id === id)?.available ?? false);
  // Creating an account needs the age gate's year; without it, start again there.
  if (intent === "new" && birthYear === null) return <Redirect to="/" replace />;
  return (
    <Card className="shadow-lg">
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          {intent === "new" ? "Create your account" : "Welcome Back!"}
        </CardTitle>
        <CardDescription>
          {intent === "new"
            ? "Choose how you'd like to sign up."
            : "Sign in the same way you signed up."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {OPTIONS.map(({ id, label, mark }) =>
          available(id) ? (
            <a
              key={id}
              href={loginHref(id, intent, birthYear)}
              className={buttonClasses("outline", "lg", "justify-start")}
            >
              {mark}
              {label}
            </a>
          ) : (
            <Button
              key={id}
              variant="outline"
              size="lg"
              className="h-auto min-h-12 justify-start py-2 whitespace-normal"
              disabled
              aria-describedby={`${id}-unavailable`}
            >
              {mark}
              <span className="flex-1 text-left">{label}</span>
              <span id={`${id}-unavailable`} className="text-xs font-normal">
                {providers.isLoading ? "Checking…" : "Not available"}
              </span>
            </Button>
          ),
        )}
        <BackToOptions />
      </CardContent>
    </Card>
  );
}
