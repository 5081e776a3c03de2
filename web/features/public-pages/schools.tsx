// For Schools & PTAs: the bulk school license (its price is never shown: quotes by email), PTA
// sponsorship, and how schools connect to Buy One Give One.
import {
  CalendarCheck,
  Mail,
  PenLine,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Users,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { PageLayout } from "../../components/page-layout.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { SCHOOLS_EMAIL, mailto } from "./emails.ts";
import { Link } from "wouter";

type Feature = { icon: LucideIcon; title: string; text: string };

const FEATURES: Feature[] = [
  {
    icon: Sparkles,
    title: "The Daily Drop for every student",
    text: "Each student gets the full app: the adaptive diagnostic, five questions a day at their own level, tips, levels and a study plan built around their test date.",
  },
  {
    icon: Users,
    title: "A school ranking card",
    text: "The My School card shows students how your school is practicing together this week, and the regional card shows how it compares with schools nearby.",
  },
  {
    icon: TrendingUp,
    title: "Weekly trends, not test scores",
    text: "Rankings update once a week and follow progress trends: effort and improvement, never scores. Nobody is shamed for where they started.",
  },
  {
    icon: CalendarCheck,
    title: "No class time needed",
    text: "About five minutes a day that students do on their own, on a phone or a laptop. Nothing for teachers to set or grade.",
  },
  {
    icon: ShieldCheck,
    title: "Safe by design",
    text: "Students appear to each other only under generated usernames. No messaging, no photos, no ads and no third-party trackers.",
  },
  {
    icon: PenLine,
    title: "Original content",
    text: "Every question is our own, written in the style of the digital SAT and never copied from College Board material.",
  },
];

const linkClass = "font-medium text-primary underline underline-offset-4";

export function SchoolsPage() {
  return (
    <PageLayout
      title="For Schools & PTAs"
      wide
      lead="Give every student at your school the same daily SAT practice, whatever their family can afford."
    >
      <section aria-labelledby="license-heading" className="grid gap-4">
        <h2 id="license-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
          One license, every student
        </h2>
        <p className="max-w-3xl leading-relaxed text-foreground/90">
          With a Levelfield school license, every student you include gets full access, with no
          trial to run out and no family paying anything. Teachers and counselors can point students
          to one place for daily practice, and students can see their school making progress
          together, week by week.
        </p>
        <ul role="list" className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <CardTitle as="h3" className="text-base">
                    {title}
                  </CardTitle>
                  <CardDescription className="text-sm leading-relaxed">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 grid gap-4 md:grid-cols-2 md:gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Pricing</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 leading-relaxed text-muted-foreground">
            <p>
              School licenses are priced for each school, depending on how many students and grades
              you want to include. Tell us about your school and we&apos;ll send you a quote.
            </p>
            <a
              href={mailto(SCHOOLS_EMAIL, "School license quote")}
              className={buttonClasses(
                "default",
                "default",
                "w-full sm:w-auto sm:justify-self-start",
              )}
            >
              <Mail aria-hidden />
              Contact us for a quote
            </a>
            <p className="text-sm">
              Or write to{" "}
              <a href={mailto(SCHOOLS_EMAIL)} className={linkClass}>
                {SCHOOLS_EMAIL}
              </a>{" "}
              with your school&apos;s name and location, roughly how many students, and when
              you&apos;d like to start.
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>PTAs can sponsor a school</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 leading-relaxed text-muted-foreground">
            <p>
              A parent-teacher association can pay for a license for a whole school or for one
              grade, such as every junior in the year they take the SAT. It&apos;s a way to make
              sure prep doesn&apos;t depend on which families can pay for it.
            </p>
            <p>
              Write to us from your PTA and we&apos;ll work out the options with you and your
              school.
            </p>
          </CardContent>
        </Card>
      </div>

      <section
        aria-labelledby="give-heading"
        className="mt-10 grid gap-3 rounded-xl bg-[image:var(--hero)] p-6 sm:p-8"
      >
        <h2 id="give-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
          Schools are how Buy One Give One finds students
        </h2>
        <p className="max-w-3xl leading-relaxed text-foreground/90">
          Every paid Levelfield subscription funds a free one for a student who can&apos;t afford
          SAT prep. We don&apos;t pick those students by lottery: we rely on the counselors and
          teachers who know them. If you have students who would benefit, write to{" "}
          <a href={mailto(SCHOOLS_EMAIL, "Buy One Give One nomination")} className={linkClass}>
            {SCHOOLS_EMAIL}
          </a>
          , whether or not your school has a license.
        </p>
        <p>
          <Link href="/buy-one-give-one" className={linkClass}>
            Read how Buy One Give One works
          </Link>
        </p>
      </section>
    </PageLayout>
  );
}
