// 'Forgot password?' (/?sign-in=forgot): the student gives their email and gets a link to
// choose a new password. The server answers the same whether or not an account uses the email,
// so this view says only what it knows: if there is an account, the link is on its way.
import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
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
import { SIGN_IN_FORM } from "./paths.ts";
import { useRequestPasswordReset } from "./queries.ts";
import { BackToOptions, useFocusOnShow } from "./sign-in-view.tsx";
import { rememberTypedEmail, typedEmail } from "./typed-email.ts";

const linkClasses = "font-semibold text-primary underline-offset-4 hover:underline";

export function ForgotPasswordForm() {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(typedEmail);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem("Please enter your email address, like sam@example.com.");
      return;
    }
    setProblem(null);
    rememberTypedEmail(email.trim());
    request.mutate(email.trim(), {
      onError: (error) => {
        const field = error instanceof ApiError && /^email: (.+)$/s.exec(error.serverMessage ?? "");
        if (field) {
          setProblem(`${field[1]!.charAt(0).toUpperCase()}${field[1]!.slice(1)}.`);
          return;
        }
        toast({
          variant: "destructive",
          title: "Couldn't send a reset link",
          description: errorText(error),
        });
      },
    });
  }

  if (request.isSuccess) {
    return <LinkSent email={email.trim()} message={request.data.message} onAgain={request.reset} />;
  }

  return (
    <Card className="shadow-lg">
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          Reset your password
        </CardTitle>
        <CardDescription>
          Enter the email you signed up with, and we'll send you a link to choose a new password.
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
            error={problem}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Email Me a Reset Link"}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{" "}
            <Link href={SIGN_IN_FORM} className={linkClasses}>
              Back to sign in
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

function LinkSent({
  email,
  message,
  onAgain,
}: {
  email: string;
  message: string;
  onAgain: () => void;
}) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Card className="shadow-lg">
      <CardHeader>
        <MailCheck aria-hidden className="size-9 text-primary" />
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          Check your email
        </CardTitle>
        <CardDescription className="break-words">
          We received a request for <span className="font-medium text-foreground">{email}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="status" className="text-sm leading-relaxed">
          {message}
        </p>
        <p className="text-sm text-muted-foreground">
          Nothing after a few minutes? Check the address above, or{" "}
          <Button variant="link" className="h-auto p-0 text-sm" onClick={onAgain}>
            ask again
          </Button>
          .
        </p>
        <Link href={SIGN_IN_FORM} className={buttonClasses("default", "lg")}>
          Back to sign in
        </Link>
      </CardContent>
    </Card>
  );
}
