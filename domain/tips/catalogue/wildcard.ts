// wildcard tips (issue 19): written for Levelfield, copied from nowhere.
import type { Tip } from "../tip.ts";

export const wildcardTips: readonly Tip[] = [
  {
    id: "wildcard-keep-a-mistake-log",
    headline: "Keep a mistake log: every wrong answer is a free lesson",
    content:
      "For each question you miss, write one line: the skill, what you chose, why it was wrong, and what you will do next time. Sort the reasons into three kinds: didn't know it, misread it, ran out of time. After two weeks, the log shows your pattern clearly, and that pattern tells you what to practice far better than a score alone.",
    category: "wildcard",
    difficultyLevel: "beginner",
  },
  {
    id: "wildcard-space-your-reviews",
    headline: "Review a skill after a day, then three days, then a week",
    content:
      "Memory fades fast right after you learn something, and each review slows the fading. So don't practice a skill five times on Monday and never again. Practice it today, review it tomorrow, again in three days, then a week later. Each review can be short, three or four questions. Spread-out practice takes the same total time and lasts much longer.",
    category: "wildcard",
    difficultyLevel: "intermediate",
  },
  {
    id: "wildcard-mix-your-skills",
    headline: "Mix question types in practice instead of doing ten of one kind",
    content:
      "Doing ten circle questions in a row feels productive, because by the third one you know the method. But on the test, nobody tells you which method a question needs. Mixing skills in one session, such as a circle question, then a percent question, then a system of equations, forces you to recognize the type each time. It feels harder, and that is exactly why it works.",
    category: "wildcard",
    difficultyLevel: "advanced",
  },
  {
    id: "wildcard-test-yourself-instead-of-rereading",
    headline: "Quiz yourself instead of rereading your notes",
    content:
      "Rereading notes feels like studying because everything looks familiar, but recognizing something is not the same as recalling it. Close the notes and try to write the rule or solve a question from memory, then check. If you can't recall the formula for the area of a sector, that gap is what you needed to find. Retrieval is harder than rereading and builds much stronger memory.",
    category: "wildcard",
    difficultyLevel: "intermediate",
  },
  {
    id: "wildcard-call-nerves-excitement",
    headline: "Tell yourself you're excited, not that you need to calm down",
    content:
      "A racing heart before a test feels like fear, but your body is doing the same thing it does when you're excited: getting ready to perform. Trying to force yourself calm rarely works. Saying 'I'm excited, I'm ready for this' gives the same energy a useful direction. Several studies of performance anxiety suggest this simple reframe can help people do better under pressure.",
    category: "wildcard",
    difficultyLevel: "beginner",
  },
  {
    id: "wildcard-box-breathing",
    headline: "Try box breathing when your mind starts racing",
    content:
      "If panic rises in the middle of a module, take twenty seconds for box breathing: breathe in for a count of four, hold for four, breathe out for four, hold for four. Do it twice. Slow, steady breathing helps your body settle, and counting gives your mind something to hold other than the hard question. Then reread the question from the start.",
    category: "wildcard",
    difficultyLevel: "beginner",
  },
  {
    id: "wildcard-one-hard-question-is-just-one",
    headline: "One brutal question says nothing about the next one",
    content:
      "Hitting a question you can't crack is normal, even for students aiming for top scores. The danger is carrying that frustration into the next three questions. When you leave a hard one, leave it completely: pick an answer, flag it, and treat the next question as a fresh start. One missed question costs a little; a rattled mind for ten minutes costs a lot.",
    category: "wildcard",
    difficultyLevel: "intermediate",
  },
  {
    id: "wildcard-explain-it-to-someone",
    headline: "Explain a concept out loud as if teaching a friend",
    content:
      "Pick a skill you think you know, such as why the discriminant tells you how many solutions a quadratic has, and explain it out loud in plain words, as if to a friend who missed class. Where you stumble or hand-wave, your understanding has a gap. Go back, fill the gap, and explain again. Teaching exposes weak spots that solving familiar problems can hide.",
    category: "wildcard",
    difficultyLevel: "advanced",
  },
  {
    id: "wildcard-redo-missed-questions-later",
    headline: "Redo the questions you missed three days later, cold",
    content:
      "Reading the explanation of a missed question feels like learning, but the real test is whether you can solve it alone later. Save your missed questions, wait three days, then redo them without looking at the explanation. If you get one right this time, great. If not, that question goes back into the pile for another try next week.",
    category: "wildcard",
    difficultyLevel: "intermediate",
  },
  {
    id: "wildcard-short-daily-sessions",
    headline: "Twenty minutes every day beats three hours on Sunday",
    content:
      "Short, frequent practice sessions give your brain many chances to recall and strengthen what you learned, with sleep in between to lock it in. One long weekly session gives it one. Twenty focused minutes a day adds up to more than two hours a week, and it's much easier to keep up. Pick a fixed time, like right after dinner, so it becomes a habit.",
    category: "wildcard",
    difficultyLevel: "beginner",
  },
  {
    id: "wildcard-check-the-last-digit",
    headline: "Check a product's last digit before trusting your arithmetic",
    content:
      "A quick sanity check for multiplication: the last digit of a product depends only on the last digits of the factors. For 37 × 43, the last digits give 7 × 3 = 21, so the product must end in 1. If your scratch work says 1,581, something slipped; the true product is 1,591. This takes two seconds and catches many copying and carrying errors.",
    category: "wildcard",
    difficultyLevel: "advanced",
  },
  {
    id: "wildcard-plug-your-answer-back-in",
    headline: "Plug your answer back into the original problem",
    content:
      "After solving, put your answer into the original equation or story, not into your own rewritten version, where an early mistake would still hide. If you found x = 4 for 3(x − 2) = 2x − 2, check: 3 × 2 = 6 and 8 − 2 = 6. It matches. This check takes ten seconds, and it catches sign errors that rereading your work usually misses.",
    category: "wildcard",
    difficultyLevel: "intermediate",
  },
  {
    id: "wildcard-plateaus-are-normal",
    headline: "Scores rise in steps, so a flat week is not a failure",
    content:
      "Progress on a test like the SAT rarely climbs in a smooth line. You can practice for two weeks with no visible change, then jump. During a plateau, your skills are often improving in ways a single score doesn't show yet, like fewer careless errors or faster reading. Judge yourself by your habits over a month, not by one practice result.",
    category: "wildcard",
    difficultyLevel: "intermediate",
  },
  {
    id: "wildcard-estimate-before-you-calculate",
    headline: "Estimate the answer before you calculate it",
    content:
      "Before working out 19% of 412, estimate: that's about 20% of 400, which is 80. The exact answer is 78.28, close to your estimate. If your calculation had given 7.8 or 782, the estimate would flag the misplaced decimal at once. Estimating first also lets you rule out choices that are far too big or too small, sometimes before any real calculation.",
    category: "wildcard",
    difficultyLevel: "beginner",
  },
  {
    id: "wildcard-percent-swap-trick",
    headline: "Percent trick: x% of y is the same as y% of x",
    content:
      "Because x% of y means (x × y) ÷ 100, you can swap the numbers whenever one order is easier. 8% of 50 looks awkward, but 50% of 8 is clearly 4, and so is 8% of 50. Likewise, 16% of 25 equals 25% of 16, which is 4. Keep this in mind for mental checks when you want to confirm a calculator result quickly.",
    category: "wildcard",
    difficultyLevel: "beginner",
  },
  {
    id: "wildcard-square-numbers-ending-in-five",
    headline: "Square any number ending in 5 in your head",
    content:
      "To square a number ending in 5, take the digits before the 5, multiply them by the next whole number, and write 25 after the result. For 45², that's 4 × 5 = 20, so 45² = 2,025. For 85², it's 8 × 9 = 72, so 85² = 7,225. It works because (10n + 5)² = 100n(n + 1) + 25. Handy for quick area and Pythagorean checks.",
    category: "wildcard",
    difficultyLevel: "intermediate",
  },
  {
    id: "wildcard-practice-what-you-avoid",
    headline: "Practice the skill you keep skipping",
    content:
      "Everyone has a topic they quietly avoid, such as probability tables or semicolons, and practice time drifts toward what already feels good. Check your mistake log or your skill scores and name the skill you do least. Give it the first ten minutes of your next three sessions. Raising a weak skill from poor to decent usually adds more points than polishing a strong one.",
    category: "wildcard",
    difficultyLevel: "advanced",
  },
  {
    id: "wildcard-track-habits-not-just-scores",
    headline: "Track the practice you did, not only the scores you got",
    content:
      "Scores bounce around from day to day for reasons you can't control, like which questions came up. What you can control is whether you practiced, for how long, and whether you reviewed your mistakes. Mark each day you did your session on a calendar. A long chain of marked days is real progress, and it is what a better score is built on.",
    category: "wildcard",
    difficultyLevel: "beginner",
  },
];
