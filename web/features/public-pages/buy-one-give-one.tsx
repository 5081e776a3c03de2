// Buy One Give One: every paid subscription funds one for a student who can't afford prep.
// No figures here until there are real ones to publish.
import { Gift, GraduationCap, HeartHandshake, Mail, School } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { PageLayout, Prose } from "../../components/page-layout.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { SCHOOLS_EMAIL, mailto } from "./emails.ts";
import { Link } from "wouter";

type Step = { icon: LucideIcon; title: string; text: string };

const STEPS: Step[] = [
  {
    icon: Gift,
    title: "A family subscribes",
    text: "Every paid Levelfield subscription, monthly or yearly, sets aside a sponsored subscription.",
  },
  {
    icon: GraduationCap,
    title: "A counselor connects it",
    text: "School counselors and teachers tell us which of their students need it.",
  },
  {
    icon: HeartHandshake,
    title: "A student practices for free",
    text: "The student gets the full app, the same as everyone else, without paying anything.",
  },
];

export function BuyOneGiveOnePage() {
  return (
    <PageLayout
      title="Buy One Give One"
      wide
      lead="Every paid subscription funds a free one for a student who can't afford SAT prep."
    >
      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
          How it works
        </h2>
        <ol role="list" className="mt-4 grid gap-4 md:grid-cols-3 md:gap-6">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="mb-2 flex items-center gap-3">
                    <span className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
                      <span className="sr-only">Step </span>
                      {index + 1}
                    </span>
                    <Icon className="size-5 text-primary" aria-hidden />
                  </div>
                  <CardTitle as="h3" className="text-base">
                    {title}
                  </CardTitle>
                  <CardDescription className="text-sm leading-relaxed">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <Prose className="mt-10 max-w-3xl">
        <h2>Why we do it</h2>
        <p>
          Levelfield exists because good SAT prep has always been easier to get for some students
          than for others. A subscription is a small cost for many families and out of reach for
          others. Buy One Give One means every family that can pay also makes room for a student who
          can&apos;t.
        </p>

        <h2>How students are chosen</h2>
        <p>
          Not by lottery, and not by asking students to compete for a place. We work through
          schools: counselors and teachers already know which students would benefit and which
          families are stretched, and they can reach those students in a way we never could from the
          outside.
        </p>
        <p>
          A counselor writes to us, tells us how many students they&apos;d like to include, and we
          set them up. Students don&apos;t have to prove anything to us, and we don&apos;t ask
          schools for anyone&apos;s family finances, grades or scores.
        </p>

        <h2>What a sponsored student gets</h2>
        <p>
          The same full app everyone else has: the adaptive diagnostic, the Daily Drop every day,
          tips, English and Math levels, XP and streaks, rankings, friends, the study plan, and the
          Parent View to share progress at home. There&apos;s no cut-down version and no ads. To
          other students, a sponsored account looks exactly like any other.
        </p>
        <p>
          Sponsored students are covered by the same <Link href="/privacy">Privacy Policy</Link> as
          everyone else. Sponsorship is never paid for with anyone&apos;s data.
        </p>

        <h2>Our transparency promise</h2>
        <ul>
          <li>
            We will publish, at least once a year, how many sponsored subscriptions have been given
            and how many schools they reached.
          </li>
          <li>We will only publish real figures, never estimates dressed up as results.</li>
          <li>We will never name or single out a sponsored student.</li>
          <li>
            If anything about how Buy One Give One works changes, we will say so on this page first.
          </li>
        </ul>
      </Prose>

      <div className="mt-10 grid gap-4 md:grid-cols-2 md:gap-6">
        <div className="grid content-start gap-3 rounded-xl bg-secondary p-5 text-secondary-foreground sm:p-6">
          <h2 className="flex items-center gap-2 font-bold">
            <Mail className="size-5 shrink-0" aria-hidden />
            Counselors and teachers
          </h2>
          <p>
            Know students who should have Levelfield? Tell us your school and roughly how many
            students, and we&apos;ll take it from there.
          </p>
          <a
            href={mailto(SCHOOLS_EMAIL, "Buy One Give One nomination")}
            className={buttonClasses(
              "default",
              "default",
              "w-full sm:w-auto sm:justify-self-start",
            )}
          >
            Email {SCHOOLS_EMAIL}
          </a>
        </div>
        <div className="grid content-start gap-3 rounded-xl border bg-card p-5 sm:p-6">
          <h2 className="flex items-center gap-2 font-bold">
            <School className="size-5 shrink-0 text-primary" aria-hidden />
            Schools and PTAs
          </h2>
          <p className="text-muted-foreground">
            Want every student at your school covered, not just a few? A school license or a PTA
            sponsorship can do that.
          </p>
          <Link
            href="/schools"
            className={buttonClasses(
              "outline",
              "default",
              "w-full sm:w-auto sm:justify-self-start",
            )}
          >
            Levelfield for Schools &amp; PTAs
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
