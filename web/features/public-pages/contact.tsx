// Contact Us: who to write to for what, and what to put in the message so we can help on the
// first reply. Email only: no postal address or phone line to list.
import { Clock, GraduationCap, LifeBuoy, Mail, ShieldCheck } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { PageLayout } from "../../components/page-layout.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { HELP_EMAIL, PRIVACY_EMAIL, SCHOOLS_EMAIL, mailto } from "./emails.ts";
import { Link } from "wouter";

type Channel = {
  icon: LucideIcon;
  title: string;
  description: string;
  email: string;
  subject: string;
  include: string[];
};

const CHANNELS: Channel[] = [
  {
    icon: LifeBuoy,
    title: "Students & parents",
    description:
      "Trouble signing in, a question that looks wrong, your streak, your subscription, or anything else about using Levelfield.",
    email: HELP_EMAIL,
    subject: "Help with Levelfield",
    include: [
      "Your Levelfield username",
      "What you were doing and what happened instead",
      "For a question that looks wrong: its subject, and the question text or a screenshot",
      "Your device and browser, if something isn't working",
    ],
  },
  {
    icon: GraduationCap,
    title: "Schools & PTAs",
    description:
      "A quote for a school license, a PTA sponsorship, or nominating students for Buy One Give One.",
    email: SCHOOLS_EMAIL,
    subject: "Levelfield for our school",
    include: [
      "Your name and your role (teacher, counselor, administrator, PTA member)",
      "Your school's name, city and state",
      "Roughly how many students you'd like to include, and which grades",
      "When you'd like to start",
    ],
  },
  {
    icon: ShieldCheck,
    title: "Privacy",
    description:
      "A copy of your data, correcting it, deleting your account, or any question about how we handle information.",
    email: PRIVACY_EMAIL,
    subject: "Privacy request",
    include: [
      "What you'd like us to do",
      "Write from the email on your account, or give your username if you sign in with Apple",
      "Parents: your teen's username, and how you're related",
    ],
  },
];

export function ContactPage() {
  return (
    <PageLayout
      title="Contact Us"
      wide
      lead="Write to the address that fits your question, and we'll get back to you."
    >
      <ul role="list" className="grid gap-4 md:gap-6 lg:grid-cols-3">
        {CHANNELS.map(({ icon: Icon, title, description, email, subject, include }) => (
          <li key={email}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <span className="mb-2 grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription className="text-base">{description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <h3 className="text-sm font-semibold">Helpful to include</h3>
                <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
                  {include.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <a
                  href={mailto(email, subject)}
                  className={buttonClasses("outline", "default", "w-full")}
                >
                  <Mail aria-hidden />
                  <span className="sr-only">Email </span>
                  {email}
                </a>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-4 md:grid-cols-2 md:gap-6">
        <div className="flex items-start gap-4 rounded-xl bg-secondary p-5 text-secondary-foreground sm:p-6">
          <Clock className="mt-0.5 size-6 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <h2 className="font-bold">When you&apos;ll hear back</h2>
            <p>
              We aim to reply within two school days. If you haven&apos;t heard from us by then,
              check your spam folder, then write again: we&apos;d rather hear from you twice than
              not at all.
            </p>
          </div>
        </div>
        <div className="flex items-start gap-4 rounded-xl border bg-card p-5 sm:p-6">
          <ShieldCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <div className="grid gap-1">
            <h2 className="font-bold">Keep your password to yourself</h2>
            <p className="text-muted-foreground">
              We will never ask for your password, by email or anywhere else. Don&apos;t put it in a
              message, even to us.
            </p>
          </div>
        </div>
      </div>

      <p className="mt-8 text-muted-foreground">
        Many questions are already answered in our{" "}
        <Link href="/faq" className="font-medium text-primary underline underline-offset-4">
          Frequently Asked Questions
        </Link>
        .
      </p>
    </PageLayout>
  );
}
