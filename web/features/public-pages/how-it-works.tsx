// How It Works: the six steps from sign-up to test day, as an ordered list of numbered cards
// (one column on phones, two from the md breakpoint).
import { BarChart3, ClipboardList, Compass, Flame, Sparkles, UserPlus } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageLayout } from "../../components/page-layout.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Link } from "wouter";

type Step = { icon: LucideIcon; title: string; body: ReactNode; facts: string[] };

const STEPS: Step[] = [
  {
    icon: UserPlus,
    title: "Create your account",
    body: (
      <p>
        Enter your birth year (Levelfield is for students aged 14 or older), then sign up with your
        email or an account you already use. You start with a free trial.
      </p>
    ),
    facts: ["Ages 14+", "Free trial"],
  },
  {
    icon: ClipboardList,
    title: "Tell us about you",
    body: (
      <p>
        Add your name, your grade, whether you&apos;ve taken the SAT before, your school and the
        date you plan to sit the test. Then pick a username: it&apos;s generated for you and holds
        no personal information, so it&apos;s safe to show friends.
      </p>
    ),
    facts: ["Grades 9–12", "Safe username"],
  },
  {
    icon: Compass,
    title: "Take the diagnostic",
    body: (
      <p>
        A short adaptive test finds your starting point: English first, then Math. Each question
        adjusts to how you did on the last one, so it takes just 12 to 16 questions to give you an
        estimated SAT score for each subject.
      </p>
    ),
    facts: ["12–16 questions", "English, then Math"],
  },
  {
    icon: Sparkles,
    title: "Do your Daily Drop",
    body: (
      <p>
        Every day brings five new SAT-style questions at your level, three English and two Math by
        default, with a tip of the day to go with them. It&apos;s about five minutes of work, small
        enough to fit between classes or on the bus.
      </p>
    ),
    facts: ["5 questions a day", "About 5 minutes"],
  },
  {
    icon: Flame,
    title: "Earn XP, keep your streak, level up",
    body: (
      <p>
        Answering earns XP (skipping a question costs 1 XP). Practice every day to grow your streak.
        English and Math each have their own level from 1 to 12, and your questions get harder as
        your levels rise, so you&apos;re always working just past what you already know.
      </p>
    ),
    facts: ["XP & streaks", "Levels 1–12"],
  },
  {
    icon: BarChart3,
    title: "Watch your progress",
    body: (
      <p>
        See where your levels are heading before test day as you climb through 10 SAT bands, and use
        the Parent View to show a parent. Rankings for your school, friends, region and all students
        update weekly and follow progress trends, never test scores. Add friends by username or
        invite code, and build a study plan around your test date.
      </p>
    ),
    facts: ["Weekly rankings", "Study plan"],
  },
];

export function HowItWorksPage() {
  return (
    <PageLayout
      title="How It Works"
      wide
      lead="Six steps from sign-up to test day, and then just 10 minutes a day."
    >
      <ol role="list" className="grid gap-4 md:grid-cols-2 md:gap-6">
        {STEPS.map(({ icon: Icon, title, body, facts }, index) => (
          <li key={title}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-row items-center gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground shadow-sm">
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
                <CardTitle className="flex-1 text-lg sm:text-xl">{title}</CardTitle>
                <Icon className="size-6 shrink-0 text-primary" aria-hidden />
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4 leading-relaxed text-muted-foreground">
                {body}
                <ul className="mt-auto flex flex-wrap gap-2" aria-label={`${title}: at a glance`}>
                  {facts.map((fact) => (
                    <li key={fact}>
                      <Badge variant="secondary">{fact}</Badge>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>

      <div className="mt-10 grid gap-4 rounded-xl bg-[image:var(--hero)] p-6 text-center sm:p-8">
        <h2 className="text-xl font-bold tracking-tight sm:text-2xl">
          Ready for your first Daily Drop?
        </h2>
        <p className="mx-auto max-w-xl text-muted-foreground">
          Create your account, take the diagnostic, and your first five questions are waiting. Still
          wondering about something? The{" "}
          <Link href="/faq" className="font-medium text-primary underline underline-offset-4">
            Frequently Asked Questions
          </Link>{" "}
          probably have the answer.
        </p>
        <div className="flex justify-center">
          <Link href="/" className={buttonClasses("default", "lg", "w-full sm:w-auto")}>
            Get started free
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
