// The FAQ: eleven collapsible questions (the spec's count), one open at a time. FAQ_ITEMS is
// exported so tests can count and read them.
import { MessageCircleQuestion } from "lucide-react";
import { PageLayout } from "../../components/page-layout.tsx";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../components/ui/accordion.tsx";
import { Card } from "../../components/ui/card.tsx";
import { HELP_EMAIL, SCHOOLS_EMAIL } from "./emails.ts";
import { Link } from "wouter";

export type FaqItem = {
  question: string;
  answer: string;
  /** A page (or mailto) that says more, shown under the answer. */
  link?: { href: string; label: string };
};

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: "What is the Daily Drop, and how long does it take?",
    answer:
      "The Daily Drop is your practice for the day: five SAT-style questions picked for your level, three English and two Math by default. It takes about five minutes, and there's a new one every day.",
  },
  {
    question: "How does the diagnostic work?",
    answer:
      "It's a short adaptive test you take when you join, right after setting up your account: English first, then Math. Each question adjusts to how you did on the one before, so 12 to 16 questions are enough to give you an estimated SAT score for each subject. That's the starting point for your Daily Drops.",
    link: { href: "/how-it-works", label: "See all six steps on How It Works" },
  },
  {
    question: "How do levels and XP work?",
    answer:
      "You earn XP as you answer questions, and skipping a question costs 1 XP. English and Math each have their own level, from 1 to 12. As you answer well at your level, you level up and your questions get a little harder, so you keep working just past what you already know.",
  },
  {
    question: "What happens if I miss a day?",
    answer:
      "Your streak, the number of days in a row you've practiced, starts again from zero. Nothing else is lost: your XP, levels and progress all stay, and a new Daily Drop is waiting for you the next time you open Levelfield.",
  },
  {
    question: "Are these real SAT questions?",
    answer:
      "No, and that's on purpose. Every question and tip in Levelfield is our own original work, written in the style of the digital SAT and covering the same skills, but never copied from official College Board material. SAT is a registered trademark of the College Board, which is not affiliated with Levelfield.",
  },
  {
    question: "Who can see my information?",
    answer:
      "Other students only see your username, your progress stats and your milestones. Your username is generated for you from an adjective, an animal and three digits, so it holds no personal information. There's no messaging and there are no photos. Your name, email, birth year and scores stay private, and we never sell your data or show ads.",
    link: { href: "/privacy", label: "Read our Privacy Policy" },
  },
  {
    question: "Can my parents see my progress?",
    answer:
      "Yes, with you. The progress page has a Parent View: a clear summary of your English and Math progress, how ready you are for test day and what you did this week. Open it and show them, no extra account needed.",
  },
  {
    question: "How much does Levelfield cost?",
    answer:
      "You start with a free trial. After that, a subscription is $20 per month or $80 per year, and you can cancel any time. Students whose school has a Levelfield license, or who get a sponsored subscription, don't pay anything.",
    link: { href: "/terms", label: "Subscription details in our Terms of Service" },
  },
  {
    question: "Can my school or PTA get Levelfield for every student?",
    answer: `Yes. A bulk school license gives every student at your school the full app, and a PTA can sponsor one. Write to ${SCHOOLS_EMAIL} and we'll send a quote for your school.`,
    link: { href: "/schools", label: "Learn about Levelfield for Schools & PTAs" },
  },
  {
    question: "How old do I have to be?",
    answer:
      "Levelfield is for students aged 14 or older. We ask for your birth year when you create an account and can't create one for anyone younger.",
  },
  {
    question: "What is Buy One Give One?",
    answer:
      "Every paid subscription funds a free one for a student who can't afford SAT prep. We find those students through schools and counselors who know them, and they get exactly the same app as everyone else.",
    link: { href: "/buy-one-give-one", label: "How Buy One Give One works" },
  },
];

export function FaqPage() {
  return (
    <PageLayout
      title="Frequently Asked Questions"
      lead="Quick answers about the Daily Drop, your data, pricing and more."
    >
      {/* The accordion's questions are h3s (Radix's header), so they need an h2 above them. */}
      <h2 className="sr-only">Questions and answers</h2>
      <Card className="px-5 sm:px-6">
        <Accordion type="single" collapsible>
          {FAQ_ITEMS.map((item, index) => (
            <AccordionItem key={item.question} value={`item-${index + 1}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent className="grid gap-2">
                <p>{item.answer}</p>
                {item.link && (
                  <p>
                    <a
                      href={item.link.href}
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      {item.link.label}
                    </a>
                  </p>
                )}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Card>

      <div className="mt-8 flex items-start gap-4 rounded-xl bg-secondary p-5 text-secondary-foreground sm:p-6">
        <MessageCircleQuestion className="mt-0.5 size-6 shrink-0" aria-hidden />
        <div className="grid gap-1">
          <h2 className="font-bold">Didn&apos;t find your answer?</h2>
          <p>
            Write to us at{" "}
            <a href={`mailto:${HELP_EMAIL}`} className="font-medium underline underline-offset-4">
              {HELP_EMAIL}
            </a>{" "}
            or see every way to reach us on the{" "}
            <Link href="/contact" className="font-medium underline underline-offset-4">
              Contact Us page
            </Link>
            .
          </p>
        </div>
      </div>
    </PageLayout>
  );
}
