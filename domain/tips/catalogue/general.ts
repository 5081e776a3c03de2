// general tips (issue 19): written for Levelfield, copied from nowhere.
import type { Tip } from "../tip.ts";

export const generalTips: readonly Tip[] = [
  {
    id: "general-know-your-seconds-per-question",
    headline: "Know your time budget: about 71 seconds in Reading, 95 in Math",
    content:
      "Each Reading and Writing module gives you 32 minutes for 27 questions, which is about 71 seconds per question. Each Math module gives you 35 minutes for 22 questions, about 95 seconds each. Knowing these numbers turns a vague feeling of hurry into a plan: if one question has taken three times its budget, you know it is time to choose an answer and move on.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-halfway-checkpoint",
    headline: "Check the clock once, at the halfway question",
    content:
      "Glancing at the timer after every question costs focus. Check it once instead, at the middle of the module. In Math, when you reach question 11 you want about 17 minutes or more left; in Reading and Writing, at question 14 you want about 16. Ahead of that pace? Keep going calmly. Behind? Speed up on the questions you find easy rather than rushing the hard ones.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-never-leave-a-blank",
    headline: "Answer every question: a wrong answer costs nothing",
    content:
      "The SAT does not take points away for wrong answers, so a blank is always worse than a guess. A blind guess on a four-choice question is right one time in four. Rule out one choice and your odds rise to one in three; rule out two and they are one in two. Before a module ends, make sure no question is left without an answer.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-guess-and-flag-together",
    headline: "When you skip, pick an answer first, then flag it",
    content:
      "If a question is eating your time, do two things before moving on: choose your best answer, then mark it for review. That way, if the clock runs out before you return, the question still has a reasonable guess instead of a blank. When you come back with fresh eyes, you can change it. Skipping without answering turns a possible point into a sure zero.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-use-the-navigator",
    headline: "Use the question list to jump straight to flagged questions",
    content:
      "The testing app has a question list that shows which questions you answered, which you left blank, and which you flagged. Open it when you finish a module's last question instead of paging back one screen at a time. Go to blanks first, then flagged questions. Remember that once a module ends you cannot go back to it, so do this review before time runs out.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-first-module-sets-the-second",
    headline: "The first module decides how hard the second one is",
    content:
      "The digital SAT is adaptive by module: how you do on the first module of a section decides whether your second module is harder or easier. Harder second modules give access to higher scores. So the first module deserves your full care. Don't rush it to save time for later; read each question carefully and check the easy ones, since careless slips there cost more than they seem.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-hard-second-module-is-fine",
    headline: "A tough second module is usually a good sign, so keep going",
    content:
      "If the second module suddenly feels much harder, don't read it as failure. Because the second module adapts to how you did on the first, a harder set usually means the first one went well. Everyone finds some questions in it difficult. Keep your pacing plan, answer what you can with care, guess and flag the rest, and don't spend the module worrying about your score.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-dont-try-to-game-the-modules",
    headline: "Don't try to outsmart the adaptive design; just do your best",
    content:
      "Some students think they can game an adaptive test, for example by holding back on the first module. It backfires: an easier second module limits how high your score can go. There is no trick that beats simply answering every question as well as you can. Spend that energy on your pacing plan and your weakest skills instead.",
    category: "general",
    difficultyLevel: "advanced",
  },
  {
    id: "general-desmos-graph-both-sides",
    headline: "Solve an equation in Desmos by graphing each side",
    content:
      "The Math section has a built-in Desmos graphing calculator. To solve an equation such as 2x + 3 = x², type y = 2x + 3 on one line and y = x² on the next, then click where the graphs cross. The points are (3, 9) and (−1, 1), so the solutions are x = 3 and x = −1. This works even for equations you don't know how to solve by hand.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-desmos-slider-for-unknown-constants",
    headline: "Let a Desmos slider find the constant for you",
    content:
      "When a question asks for a constant, type the expression with a letter and let Desmos add a slider. For 'what value of c gives x² + c = 4x exactly one solution?', graph y = x² + c and y = 4x, then drag c until the line just touches the parabola. It happens at c = 4, where x² − 4x + 4 = (x − 2)² = 0. Confirm the slider's value with algebra when you can.",
    category: "general",
    difficultyLevel: "advanced",
  },
  {
    id: "general-desmos-regression-from-a-table",
    headline: "Fit a line to data in Desmos with a table and the ~ sign",
    content:
      "When a question gives data points and asks for a line of best fit, add a table in Desmos (the + button), enter the x values in x₁ and the y values in y₁, then type y₁ ~ mx₁ + b. Desmos reports the slope m and intercept b. Compare them with the choices. It takes less than a minute and avoids estimating from a blurry picture.",
    category: "general",
    difficultyLevel: "advanced",
  },
  {
    id: "general-practice-with-desmos-before-test-day",
    headline: "Learn the Desmos calculator before test day, not during it",
    content:
      "Desmos is free online, and the version in the testing app works the same way. Spend a few practice sessions doing your Math work in it: graphing lines and parabolas, clicking points to read their coordinates, zooming out to find intersections that are off screen, and making tables. A tool you already know saves minutes; a tool you are learning during the test costs them.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-reference-sheet-exists",
    headline: "Know what the Math reference sheet gives you, and memorize it anyway",
    content:
      "The Math section includes a reference sheet with area and volume formulas, the Pythagorean theorem, and the special right triangles. Look at it during practice so you know what is there. Then learn the common ones by heart anyway: opening the sheet for the area of a circle costs seconds every time, and those seconds add up over 44 questions.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-enter-fractions-in-free-response",
    headline: "For typed answers, a fraction is always safe",
    content:
      "Some Math questions have no choices; you type the answer. If your answer is 2/3, type 2/3. A short decimal such as 0.67 is marked wrong, because a decimal that doesn't end must use all the digits the box allows. Don't type mixed numbers: for three and a half, enter 7/2 or 3.5, never 3 1/2. Negative answers are allowed; type the minus sign first.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-cross-out-wrong-choices",
    headline: "Strike out choices as you rule them out",
    content:
      "The testing app has an answer eliminator that lets you cross out choices. Use it every time you are sure a choice is wrong. It stops you from rereading options you already rejected, and if you flag the question and come back later, you can see at once which choices are still in play instead of starting again from the beginning.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-read-the-question-line-first",
    headline: "In Reading and Writing, read the question before the passage",
    content:
      "Each Reading and Writing question has a short passage and one question. Read the question line first: it tells you whether you're looking for a main idea, a word's meaning, a piece of evidence, or a punctuation fix. Then read the passage with that job in mind. For a punctuation question, you may only need the sentence around the blank.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-pack-the-night-before",
    headline: "Pack your test bag the night before",
    content:
      "Put everything in one bag the evening before: your admission ticket, an acceptable photo ID, your fully charged testing device, its charger, and pencils or pens for scratch work. Add a water bottle and a snack for the break. Check the list of required items for your test center yourself. In the morning, you only grab the bag and go.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-set-up-your-device-early",
    headline: "Set up the testing app on your device days before the test",
    content:
      "Install the testing app and complete its exam setup several days ahead, on the exact device you will bring. School-managed laptops sometimes block installs or updates, and you want to find that out on a Tuesday afternoon, not at the test center. Open the app again the day before to install any update, and charge the device fully that night.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-sleep-two-nights-before",
    headline: "Protect your sleep for the two nights before the test",
    content:
      "Nerves often ruin the last night's sleep, so the night before that one matters too. Aim for a full night, eight hours or more, on both. Teenagers need about eight to ten hours of sleep, and a well-rested brain reads faster and makes fewer careless slips. If you lie awake the last night, don't panic; rest with your eyes closed and trust the sleep you banked earlier.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-light-review-the-day-before",
    headline: "Review lightly the day before, don't cram",
    content:
      "New material learned the evening before rarely sticks, and late-night cramming costs sleep you need. Instead, do a short, calm review: reread your mistake notes, redo two or three questions you once got wrong, and look over the formulas you tend to forget. Then stop, do something relaxing, and go to bed on time.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-use-the-break-well",
    headline: "Use the break between sections to reset your body",
    content:
      "There is a 10-minute break between the Reading and Writing section and the Math section. Stand up, walk a little, drink water, and eat a small snack; your brain runs on fuel. Don't spend the break replaying questions you weren't sure about. The first section is finished, and the Math section deserves a fresh start.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-plan-the-trip-to-the-center",
    headline: "Plan your route and arrival time before test morning",
    content:
      "Look up your test center's address and how long the trip takes the day before, and add extra time for traffic or finding the right entrance. Check your admission ticket for the arrival time. Arriving early lets you settle in calmly; arriving late can mean you aren't admitted at all. If someone is driving you, confirm the plan with them the night before.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-time-some-practice",
    headline: "Practice full modules under real time limits",
    content:
      "Untimed practice shows what you know; timed practice shows what you can do in 32 or 35 minutes. At least once a week, do a full module of 27 Reading and Writing or 22 Math questions with a timer and no pauses. Afterwards, note where the time went. Most students find one or two question types that eat far more than their share.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-practice-on-a-screen",
    headline: "Do most of your practice on a screen, like the real test",
    content:
      "The SAT is taken on a device, and reading on a screen feels different from reading on paper: you scroll, you can't underline with a pen, and your eyes tire differently. Do most of your practice on a screen so test day feels familiar. Keep scratch paper beside you for Math, as you will have at the test.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-answer-what-is-asked",
    headline: "Before you choose, reread what the question actually asks for",
    content:
      "Many wrong answers are right answers to a different question. If 2x + 1 = 9 and the question asks for 4x + 2, then x = 4 is a trap choice; the answer is 18, which you can even get by doubling both sides. Before you click, reread the last line of the question and check that your answer is the quantity it asks for: x or 2x, width or area, minutes or hours.",
    category: "general",
    difficultyLevel: "beginner",
  },
  {
    id: "general-change-answers-only-with-a-reason",
    headline: "Change an answer only when you can say why",
    content:
      "When you review flagged questions, it's tempting to switch answers on a vague feeling. Change an answer only when you can name a concrete reason: you found a calculation error, you misread a word, or you spotted evidence in the passage against your first choice. If the only reason is 'it feels wrong now', keep your first answer and use the time elsewhere.",
    category: "general",
    difficultyLevel: "advanced",
  },
  {
    id: "general-final-two-minutes",
    headline: "With two minutes left, fill every blank",
    content:
      "When the timer shows about two minutes left, stop working on the current question. Open the question list, find any question without an answer, and choose something for each, using whatever eliminations you can make in a few seconds. Then, if time remains, return to the question you were on. A full page of answers is worth more than one solved problem.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-organize-scratch-paper",
    headline: "Number your scratch work so flagged questions are quick to revisit",
    content:
      "Write the question number in a box beside each piece of scratch work and keep the work in columns down the page. When you return to a flagged Math question, you can find your earlier setup in seconds and pick up where you stopped, instead of solving it from scratch. Messy scratch paper also hides copying errors, like a 6 that turns into a 0.",
    category: "general",
    difficultyLevel: "intermediate",
  },
  {
    id: "general-spend-time-where-the-points-are",
    headline: "You don't need every hard question to reach your goal",
    content:
      "Every question counts, but not every question is worth the same time to you. If your goal is a strong score rather than a perfect one, four minutes spent on one very hard question can cost you two easier questions you would have gotten right. Give each question a fair try, and let the rare monster go with a guess and a flag.",
    category: "general",
    difficultyLevel: "advanced",
  },
  {
    id: "general-hide-the-timer-if-it-distracts",
    headline: "If the countdown makes you anxious, hide it and check it on purpose",
    content:
      "The testing app lets you hide the countdown timer. If watching the seconds tick makes you tense, hide it and show it only at your planned checkpoints, such as the halfway question and near the end. The app still warns you when time is nearly up. Checking the time on purpose keeps you in control instead of being pushed around by the clock.",
    category: "general",
    difficultyLevel: "advanced",
  },
];
