// About Levelfield: the founding team's story, in their own voice ("we"), and what we believe.
import { Flame, Heart, PenLine, Scale, ShieldCheck, TrendingUp } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { PageLayout, Prose } from "../../components/page-layout.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Link } from "wouter";

type Belief = { icon: LucideIcon; title: string; text: string };

const BELIEFS: Belief[] = [
  {
    icon: Scale,
    title: "Good prep shouldn't depend on your zip code",
    text: "Where you go to school and what your family can spend shouldn't decide how ready you feel on test day.",
  },
  {
    icon: Flame,
    title: "A little, every day, beats a lot, once",
    text: "Five focused minutes a day builds skills that a weekend of cramming can't.",
  },
  {
    icon: TrendingUp,
    title: "Progress matters more than rank",
    text: "Our rankings follow how you improve week to week, never your test scores.",
  },
  {
    icon: PenLine,
    title: "Every question should be honest",
    text: "We write every question ourselves, and build each wrong answer from a mistake real students make.",
  },
  {
    icon: ShieldCheck,
    title: "Your data is yours",
    text: "No ads, no trackers, and nothing sold. Other students only ever see a generated username.",
  },
  {
    icon: Heart,
    title: "Showing up should feel good",
    text: "Streaks, XP and levels are there to make the daily habit something you look forward to.",
  },
];

export function AboutPage() {
  return (
    <PageLayout
      title="About Levelfield"
      lead="SAT prep that levels the playing field: a few minutes of real practice a day, for every student."
    >
      <Prose>
        <h2>Why we started</h2>
        <p>
          We started Levelfield after seeing the same story play out again and again. Students whose
          families could pay for tutors and prep courses walked into the SAT having practiced for
          months, with someone checking in on them every week. Everyone else got a thick prep book,
          a couple of practice tests, and a weekend of cramming right before the test.
        </p>
        <p>
          It was never about who was smarter. It was about who had the money, the time and someone
          to keep them on track. Some schools build SAT prep into the week; at others, nobody
          mentions the test until it&apos;s a month away. That gap shows up on score reports, and
          then on college applications.
        </p>

        <h2>Five minutes beats a weekend</h2>
        <p>
          We kept coming back to one simple idea: you get better at the SAT the way you get better
          at anything, a little and often. Five focused minutes a day, on questions pitched at your
          level, do more than hours of cramming the week before. Questions that are too easy are
          boring, and questions that are too hard make you want to quit. The ones just past what you
          can already do are where you learn.
        </p>
        <p>
          So we built the smallest thing that could work. A short diagnostic finds where you are in
          English and Math. Then every day brings the Daily Drop: five questions at your level,
          about five minutes of work, with a streak to keep you coming back and levels that grow as
          you do. You can read the details on <Link href="/how-it-works">How It Works</Link>.
        </p>

        <h2>Leveling the playing field</h2>
        <p>
          That&apos;s where our name comes from. We want every student to get the kind of steady,
          personal practice that used to come with a private tutor, whatever their school and
          whatever their family can afford.
        </p>
        <p>
          So everyone starts with a free trial, and we keep the subscription affordable. Whole
          schools can join with one <Link href="/schools">school license</Link>. And through{" "}
          <Link href="/buy-one-give-one">Buy One Give One</Link>, every paid subscription pays for
          another student who couldn&apos;t otherwise afford prep.
        </p>
      </Prose>

      <section aria-labelledby="beliefs-heading" className="mt-10">
        <h2 id="beliefs-heading" className="text-xl font-bold tracking-tight">
          What we believe
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {BELIEFS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader className="flex-row items-start gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div className="grid gap-1.5">
                    <CardTitle as="h3" className="text-base">
                      {title}
                    </CardTitle>
                    <CardDescription>{text}</CardDescription>
                  </div>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 flex flex-col gap-3 rounded-xl bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="font-semibold">Want to see what a day on Levelfield looks like?</p>
        <Link
          href="/how-it-works"
          className={buttonClasses("default", "default", "w-full sm:w-auto")}
        >
          See how it works
        </Link>
      </div>
    </PageLayout>
  );
}
