// math tips (issue 19): written for Levelfield, copied from nowhere.
import type { Tip } from "../tip.ts";

export const mathTips: readonly Tip[] = [
  // Algebra: linear equations in one variable
  {
    id: "math-undo-operations-in-reverse",
    headline: "Solve a linear equation by undoing its steps in reverse order",
    content:
      "An equation like 3x + 7 = 22 was built by multiplying x by 3, then adding 7. Undo those steps in reverse: subtract 7 from both sides to get 3x = 15, then divide by 3 to get x = 5. Check it in the original: 3 × 5 + 7 = 22. Whatever you do to one side, do to the other.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "linear_equations_in_one_variable",
  },
  {
    id: "math-clear-fractions-first",
    headline: "Multiply away the fractions before you solve",
    content:
      "Fractions make every step error-prone, so remove them first. For x/3 + x/4 = 7, multiply every term on both sides by 12, the least common denominator: 4x + 3x = 84, so 7x = 84 and x = 12. Check: 12/3 + 12/4 = 4 + 3 = 7. The trap is multiplying only some of the terms; the 7 must become 84 too.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "linear_equations_in_one_variable",
  },
  {
    id: "math-no-solution-or-infinitely-many",
    headline: "Spot 'no solution' and 'infinitely many' by comparing x terms",
    content:
      "Simplify both sides to the form ax + b. If the x coefficients differ, there is exactly one solution. If they match, the x terms cancel: equal constants mean infinitely many solutions, different constants mean none. For 3(x + 2) = 3x + k, the left side is 3x + 6, so k = 6 gives infinitely many solutions and any other k gives no solution.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "linear_equations_in_one_variable",
  },
  // Algebra: linear functions
  {
    id: "math-slope-from-two-points",
    headline: "Slope from two points: change in y over change in x",
    content:
      "For the points (2, 5) and (6, 17), the slope is (17 − 5) ÷ (6 − 2) = 12 ÷ 4 = 3. Subtract in the same order on top and bottom: if y starts with the second point, so must x. Mixing the order flips the sign, and −3 is exactly the kind of trap choice you will see next to the right answer.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "linear_functions",
  },
  {
    id: "math-slope-and-intercept-in-context",
    headline: "In a word problem, slope is the rate and the intercept is the start",
    content:
      "If a plumber charges C = 45 + 12h dollars for h hours, then 12 is the cost per hour and 45 is the fixed fee charged before any hours are worked. Questions often ask what a number means: match it to its units. The slope has units like dollars per hour; the intercept has the units of the output alone. A 5-hour job costs 45 + 60 = 105 dollars.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "linear_functions",
  },
  {
    id: "math-linear-function-from-a-table",
    headline: "Build a linear function from two rows of a table",
    content:
      "Suppose f(1) = 7 and f(4) = 16 for a linear function f. The slope is (16 − 7) ÷ (4 − 1) = 3. Then f(x) = 3x + b, and 7 = 3 × 1 + b gives b = 4, so f(x) = 3x + 4. Check with the other row: 3 × 4 + 4 = 16. Now any value follows: f(10) = 34. Always confirm with a row you didn't use.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "linear_functions",
  },
  // Algebra: linear equations in two variables
  {
    id: "math-intercepts-by-setting-zero",
    headline: "Find a line's intercepts by setting x or y to zero",
    content:
      "For 3x + 4y = 24, set y = 0 to find the x-intercept: 3x = 24, so x = 8, giving the point (8, 0). Set x = 0 for the y-intercept: 4y = 24, so y = 6, giving (0, 6). Two intercepts are enough to sketch the line or to check which graph in the choices matches the equation.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "linear_equations_in_two_variables",
  },
  {
    id: "math-rewrite-in-slope-intercept-form",
    headline: "Solve for y to read the slope from standard form",
    content:
      "To find the slope of 2x − 5y = 10, solve for y. Subtract 2x: −5y = −2x + 10. Divide every term by −5: y = (2/5)x − 2. The slope is 2/5 and the y-intercept is −2. A common slip is dividing only one term by −5, or forgetting that dividing by a negative changes both signs.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "linear_equations_in_two_variables",
  },
  {
    id: "math-perpendicular-slopes",
    headline: "Perpendicular lines have slopes that multiply to −1",
    content:
      "To find the line through (2, 3) perpendicular to y = 2x + 1, flip the slope 2 and change its sign: the new slope is −1/2. Then y − 3 = −1/2 (x − 2), which simplifies to y = −(1/2)x + 4. Check: at x = 2, y = −1 + 4 = 3. Parallel lines, by contrast, share the same slope and have different intercepts.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "linear_equations_in_two_variables",
  },
  {
    id: "math-two-variable-equation-in-context",
    headline: "In a two-variable story, plug in the value you know",
    content:
      "A theater sells adult tickets for $12 and student tickets for $7, and one group paid $109: 12a + 7s = 109. This single equation has many solutions, so the question will give one more fact. If the group had 5 adults, then 60 + 7s = 109, so 7s = 49 and s = 7 students. Each coefficient is a price per ticket, which helps when a question asks what one means.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "linear_equations_in_two_variables",
  },
  // Algebra: systems of two linear equations
  {
    id: "math-eliminate-by-adding-equations",
    headline: "Add the equations when one variable has opposite coefficients",
    content:
      "In the system x + y = 10 and x − y = 4, the y terms are +y and −y. Add the equations and they cancel: 2x = 14, so x = 7. Put that back into x + y = 10 to get y = 3. Check both: 7 + 3 = 10 and 7 − 3 = 4. If no variable cancels yet, multiply one equation first so that one does.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "systems_of_two_linear_equations",
  },
  {
    id: "math-system-asks-for-a-combination",
    headline: "If a system asks for x + y, look for a shortcut",
    content:
      "For 5x + 3y = 29 and 3x + 5y = 35, finding x and y separately takes a while. But the question asks for x + y, and adding the equations gives 8x + 8y = 64, so x + y = 8 immediately. Before solving a system, read what it asks for. Adding or subtracting the equations often produces that exact combination in one step.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "systems_of_two_linear_equations",
  },
  {
    id: "math-system-with-no-solution",
    headline: "A system has no solution when its lines are parallel",
    content:
      "For which a does ax + 3y = 7 and 4x + 6y = 5 have no solution? Parallel lines have proportional x and y coefficients but non-matching constants. The y coefficient doubles from 3 to 6, so a must double to 4: a = 2. Check: doubling 2x + 3y = 7 gives 4x + 6y = 14, which can't also equal 5. If the constants matched too, there would be infinitely many solutions.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "systems_of_two_linear_equations",
  },
  // Algebra: linear inequalities
  {
    id: "math-flip-the-inequality-sign",
    headline: "Flip the inequality when you multiply or divide by a negative",
    content:
      "Solve −2x + 5 > 11. Subtract 5: −2x > 6. Now divide by −2, and flip the sign: x < −3. Test a value to be sure: x = −4 gives 8 + 5 = 13, and 13 > 11 is true. Forgetting the flip gives x > −3, which is almost always among the answer choices, waiting for that slip.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "linear_inequalities",
  },
  {
    id: "math-translate-at-least-and-at-most",
    headline: "Translate 'at least' and 'no more than' into the right symbol",
    content:
      "'At least' means ≥ and 'no more than' or 'at most' means ≤. Say shirts cost $15 each, shipping is $8, and your budget is no more than $100: 15n + 8 ≤ 100, so n ≤ 6.13. Since you can't buy part of a shirt, the most you can buy is 6. Check: 6 shirts cost $98, 7 cost $113. Round in the direction the story allows.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "linear_inequalities",
  },
  {
    id: "math-test-points-in-inequality-systems",
    headline: "Test each choice's point in every inequality of the system",
    content:
      "To find which point satisfies y > 2x − 1 and y ≤ −x + 5, plug each point into both. For (1, 3): 3 > 2 − 1 = 1 is true, and 3 ≤ −1 + 5 = 4 is true, so it works. A point must pass every inequality; one failure rules it out. In Desmos you can also graph both inequalities and see whether the point lies in the overlap.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "linear_inequalities",
  },
  // Advanced Math: equivalent expressions
  {
    id: "math-distribute-the-negative",
    headline: "When you distribute a negative, it reaches every term",
    content:
      "Simplify 5 − 2(x − 3). The −2 multiplies both x and −3: −2 × x = −2x and −2 × (−3) = +6. So the expression is 5 − 2x + 6 = 11 − 2x. The usual mistake is writing 5 − 2x − 6 = −1 − 2x, and that wrong result is likely among the choices. Write the distributed terms in brackets before combining if it helps you slow down.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "equivalent_expressions",
  },
  {
    id: "math-test-equivalence-with-a-number",
    headline: "Check whether two expressions are equivalent by plugging in a number",
    content:
      "Is (x + 3)² the same as x² + 9? Try x = 2: (2 + 3)² = 25, but 4 + 9 = 13, so no. The correct expansion, x² + 6x + 9, gives 4 + 12 + 9 = 25. Avoid 0 and 1 as test values, because many different expressions agree there. If two choices still match at x = 2, try a second number, like x = 3.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "equivalent_expressions",
  },
  {
    id: "math-difference-of-squares",
    headline: "Recognize a difference of squares on sight",
    content:
      "Any expression of the form a² − b² factors as (a − b)(a + b). So 49x² − 16 = (7x − 4)(7x + 4), since 49x² = (7x)² and 16 = 4². Check by expanding: 49x² + 28x − 28x − 16. The pattern also runs backwards: (x − 5)(x + 5) = x² − 25. A sum of squares such as x² + 25 doesn't factor this way.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "equivalent_expressions",
  },
  {
    id: "math-exponent-rules",
    headline: "Multiply powers by adding exponents, not multiplying them",
    content:
      "With the same base, multiplying adds the exponents and dividing subtracts them: x³ · x⁴ = x⁷ and x⁹ ÷ x⁶ = x³. Raising a power to a power multiplies: (x³)² = x⁶. A fractional exponent is a root: x^(1/2) = √x, so 16^(3/2) = (√16)³ = 4³ = 64. The trap choice for x³ · x⁴ is x¹², from multiplying exponents.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "equivalent_expressions",
  },
  // Advanced Math: nonlinear equations in one variable and systems
  {
    id: "math-solve-quadratics-by-factoring",
    headline: "Factor a quadratic by finding two numbers for the sum and product",
    content:
      "For x² − 5x + 6 = 0, look for two numbers that multiply to 6 and add to −5: they are −2 and −3. So (x − 2)(x − 3) = 0, and x = 2 or x = 3. Check: 4 − 10 + 6 = 0. Make sure one side is 0 before factoring; x² − 5x = −6 must be rearranged first.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "nonlinear_equations_and_systems",
  },
  {
    id: "math-discriminant-counts-solutions",
    headline: "Use the discriminant to count solutions without solving",
    content:
      "For ax² + bx + c = 0, the discriminant b² − 4ac tells you how many real solutions exist: positive means two, zero means one, negative means none. For x² + 6x + c = 0 to have exactly one solution, set 36 − 4c = 0, so c = 9. Indeed x² + 6x + 9 = (x + 3)², whose only solution is x = −3.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "nonlinear_equations_and_systems",
  },
  {
    id: "math-line-and-parabola-intersections",
    headline: "Find where a line meets a parabola by setting them equal",
    content:
      "To solve y = x² − 4 and y = 2x − 1 together, set the right sides equal: x² − 4 = 2x − 1, so x² − 2x − 3 = 0, which factors as (x − 3)(x + 1) = 0. Then x = 3 gives y = 5, and x = −1 gives y = −3. Check each point in both equations. Graphing both in Desmos confirms the two crossings.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "nonlinear_equations_and_systems",
  },
  {
    id: "math-check-for-extraneous-roots",
    headline: "After squaring both sides, check every solution you get",
    content:
      "Squaring can add false solutions. Solve √(x + 7) = x − 5: squaring gives x + 7 = x² − 10x + 25, so x² − 11x + 18 = 0 and (x − 9)(x − 2) = 0. Check x = 9: √16 = 4 and 9 − 5 = 4, so it works. Check x = 2: √9 = 3, but 2 − 5 = −3, so it fails. The only solution is 9.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "nonlinear_equations_and_systems",
  },
  // Advanced Math: nonlinear functions
  {
    id: "math-substitute-negatives-in-parentheses",
    headline: "Put negative inputs in parentheses before you square them",
    content:
      "For f(x) = 2x² − 3, find f(−2). Write it as 2(−2)² − 3. Since (−2)² = 4, f(−2) = 8 − 3 = 5. Typing −2² into a calculator without parentheses gives −4, which leads to the wrong answer −11. Whenever you substitute a negative number, wrap it in parentheses first, on paper and in the calculator.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "nonlinear_functions",
  },
  {
    id: "math-read-the-vertex-form",
    headline: "Vertex form shows the parabola's turning point directly",
    content:
      "In y = a(x − h)² + k, the vertex is (h, k). So y = 2(x − 3)² + 5 has its vertex at (3, 5); since a = 2 is positive, the parabola opens up and 5 is its minimum value. Watch the sign: (x − 3) means h = 3, and (x + 3) means h = −3. The axis of symmetry is the vertical line x = h.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "nonlinear_functions",
  },
  {
    id: "math-exponential-growth-and-decay-factors",
    headline: "Read the growth rate from the base of an exponential",
    content:
      "In f(t) = 800(0.85)^t, the base 0.85 means each period keeps 85% of the value, a 15% decrease. After 2 periods: 800 × 0.85² = 800 × 0.7225 = 578. A base above 1 means growth: 1.06 means 6% growth. For doubling every 3 years, write P = 500 × 2^(t/3); after 9 years, 500 × 2³ = 4,000.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "nonlinear_functions",
  },
  // Problem-Solving and Data Analysis: ratios, rates, proportions and units
  {
    id: "math-set-up-a-proportion-with-labels",
    headline: "Label both sides of a proportion so the units line up",
    content:
      "A recipe uses 3 cups of flour for 8 muffins. How much for 20 muffins? Write cups over muffins on both sides: 3/8 = x/20. Cross-multiply: 8x = 60, so x = 7.5 cups. Labels stop the classic mistake of putting muffins on top on one side and on the bottom on the other, which would give 53.3 cups.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "ratios_rates_proportions_and_units",
  },
  {
    id: "math-chain-unit-conversions",
    headline: "Convert units by chaining fractions that cancel",
    content:
      "To turn 72 kilometers per hour into meters per second, multiply by fractions equal to 1: 72 km/h × 1,000 m/1 km × 1 h/3,600 s. The km and h cancel, leaving 72 × 1,000 ÷ 3,600 = 20 meters per second. If the units you want aren't the ones left after cancelling, you flipped a fraction.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "ratios_rates_proportions_and_units",
  },
  {
    id: "math-combined-work-rates",
    headline: "For work done together, add the rates, not the times",
    content:
      "Pipe A fills a tank in 6 hours and pipe B in 3 hours. Per hour, A fills 1/6 of the tank and B fills 1/3. Together they fill 1/6 + 1/3 = 1/2 of the tank per hour, so the job takes 2 hours. Averaging the times to 4.5 hours is the trap: working together must be faster than the faster pipe alone.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "ratios_rates_proportions_and_units",
  },
  // Problem-Solving and Data Analysis: percentages
  {
    id: "math-percent-as-a-multiplier",
    headline: "Turn a percent change into one multiplication",
    content:
      "A 30% discount leaves 70% of the price, so a $80 jacket costs 80 × 0.70 = $56. A 15% increase multiplies by 1.15, so $40 becomes $46. Thinking in multipliers saves a step and avoids the slip of finding the discount, $24, and choosing it as the price. Check whether the question asks for the new price or the amount of change.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "percentages",
  },
  {
    id: "math-successive-percent-changes",
    headline: "A 20% rise followed by a 20% drop is not a return to the start",
    content:
      "Percent changes multiply; they don't add. Raise a price by 20% and then cut it by 20%: the multiplier is 1.20 × 0.80 = 0.96, a net 4% decrease. A $50 item goes to $60, then to $48. The second percent is taken of a bigger number, so it removes more than the first added. Combine successive changes by multiplying their multipliers.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "percentages",
  },
  {
    id: "math-find-the-original-before-a-change",
    headline: "To undo a percent increase, divide by the multiplier",
    content:
      "After a 25% increase, a price is $150. What was it before? The new price is 1.25 times the old one, so the old price is 150 ÷ 1.25 = $120. Check: 120 × 1.25 = 150. The trap is taking 25% off the new price: 150 × 0.75 = $112.50, which is wrong, because the 25% was calculated from the original, not from $150.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "percentages",
  },
  // Problem-Solving and Data Analysis: one-variable data
  {
    id: "math-outliers-pull-the-mean",
    headline: "An outlier moves the mean far more than the median",
    content:
      "For the data 2, 3, 3, 5, 17, the mean is 30 ÷ 5 = 6, but the median, the middle value, is 3. The single large value 17 drags the mean up while the median barely notices. If a question asks what happens when an outlier is removed, expect a big change in the mean and a small change, or none, in the median.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "one_variable_data",
  },
  {
    id: "math-work-with-totals-for-averages",
    headline: "Turn averages into totals to find a missing score",
    content:
      "Your mean on 4 tests is 85. What do you need on the 5th test for a mean of 88? Work with totals: the 4 tests sum to 4 × 85 = 340, and a mean of 88 over 5 tests needs 5 × 88 = 440. So you need 440 − 340 = 100. Averaging 85 and the unknown score directly gives the wrong answer, because the old tests count four times.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "one_variable_data",
  },
  {
    id: "math-standard-deviation-measures-spread",
    headline: "Standard deviation measures spread, not size",
    content:
      "The sets {10, 20, 30} and {18, 20, 22} both have mean 20, but the first is more spread out, so it has the larger standard deviation. Adding 5 to every value shifts the mean up by 5 and leaves the standard deviation unchanged, because the gaps between values stay the same. On the SAT you compare spreads; you rarely need to calculate one.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "one_variable_data",
  },
  // Problem-Solving and Data Analysis: two-variable data
  {
    id: "math-interpret-a-line-of-best-fit",
    headline: "Say what the slope of a line of best fit means in words",
    content:
      "If a scatterplot of plant height y in centimeters against weeks x has the line of best fit y = 1.5x + 4, the slope says each additional week predicts about 1.5 more centimeters of height. The model predicts; it doesn't guarantee. Answer choices that say 'exactly' or that mix up the two variables are usually the traps to rule out.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "two_variable_data",
  },
  {
    id: "math-residual-is-actual-minus-predicted",
    headline: "A residual is the actual value minus the predicted value",
    content:
      "The model y = 3x + 12 predicts y = 42 at x = 10. If the actual data point is (10, 45), the residual is 45 − 42 = 3: positive, so the point sits above the line. A point below the line has a negative residual. Subtract in this order every time; reversing it flips the sign and produces a tempting wrong choice.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "two_variable_data",
  },
  {
    id: "math-linear-or-exponential-model",
    headline: "Equal differences mean linear; equal ratios mean exponential",
    content:
      "To choose a model for data at equally spaced x values, compare consecutive outputs. For 5, 10, 15, 20, each step adds 5, so a linear model fits. For 5, 10, 20, 40, each step multiplies by 2, so an exponential model fits. Both tables start at 5 and 10, which is why you must check more than the first two values before you decide.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "two_variable_data",
  },
  // Problem-Solving and Data Analysis: probability
  {
    id: "math-probability-is-favorable-over-total",
    headline: "Probability is favorable outcomes over all outcomes",
    content:
      "A bag holds 4 red and 6 blue marbles. The chance of drawing red is 4 ÷ (4 + 6) = 4/10 = 2/5. The common mistake is using 4/6, red compared with blue, which is a ratio, not a probability. The denominator is always everything that could happen, so add up all the possibilities first.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "probability",
  },
  {
    id: "math-given-picks-the-denominator",
    headline: "In a two-way table, the word 'given' picks the denominator",
    content:
      "Say 60 students were surveyed, 25 play a sport, and 10 of those are juniors. The probability that a student is a junior, given that the student plays a sport, is 10/25 = 2/5, because 'given' narrows the group to the 25 athletes. Using 10/60 answers a different question. Find the group the question restricts you to, and divide by its total.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "probability",
  },
  {
    id: "math-draws-without-replacement",
    headline: "Without replacement, the second draw comes from a smaller pool",
    content:
      "A bag has 4 red and 6 blue marbles, and you draw two without putting the first back. The chance both are red is 4/10 × 3/9 = 12/90 = 2/15. After one red is gone, 3 reds remain among 9 marbles. Using 4/10 × 4/10 = 4/25 treats the draws as independent, which is only right when the first marble goes back.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "probability",
  },
  // Problem-Solving and Data Analysis: inference from samples and margin of error
  {
    id: "math-generalize-only-to-the-sampled-group",
    headline: "A sample speaks only for the group it was drawn from",
    content:
      "If 200 students chosen at random at one high school are surveyed about lunch, the results can be generalized to students at that school, not to all teenagers in the country. Look for two things: how the sample was chosen, and from which population. A choice that stretches the conclusion to a bigger or different group is wrong, even if it sounds reasonable.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "inference_from_samples_and_margin_of_error",
  },
  {
    id: "math-margin-of-error-gives-a-range",
    headline: "A margin of error turns one estimate into a range of plausible values",
    content:
      "A survey estimates that 42% of voters support a plan, with a margin of error of 3 percentage points. Plausible values for the true share run from 39% to 45%. So it's reasonable that the true share is 44%, but a claim that it is definitely above 42%, or that it is 47%, isn't supported. Subtract and add the margin, then compare each choice with that range.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "inference_from_samples_and_margin_of_error",
  },
  {
    id: "math-bigger-samples-smaller-margins",
    headline: "Larger random samples give smaller margins of error",
    content:
      "If two random samples come from the same population, the larger one usually gives the smaller margin of error, because it varies less from sample to sample. The effect is slower than you might expect: the margin shrinks with the square root of the sample size, so quadrupling the sample roughly halves it. A bigger sample can't fix bias, though; a poorly chosen sample stays misleading.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "inference_from_samples_and_margin_of_error",
  },
  // Problem-Solving and Data Analysis: evaluating statistical claims
  {
    id: "math-correlation-is-not-causation",
    headline: "A link in observed data doesn't prove one thing causes the other",
    content:
      "A study finds that students who eat breakfast have higher grades. If researchers only observed students, they can't conclude that breakfast causes better grades; another factor, such as more sleep or a calmer home routine, could explain both. Without random assignment, the strongest supported claim is an association: 'students who ate breakfast tended to have higher grades'.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "evaluating_statistical_claims",
  },
  {
    id: "math-random-assignment-supports-cause",
    headline: "Random assignment is what lets an experiment claim cause",
    content:
      "When researchers randomly assign participants to groups, such as half to a new study app and half to none, the groups start out similar on average. If the app group then scores higher, the app likely caused the difference. Look for the words 'randomly assigned' in the question. Without them, pick the choice that claims only an association.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "evaluating_statistical_claims",
  },
  {
    id: "math-random-sampling-versus-random-assignment",
    headline: "Sampling decides who the result applies to; assignment decides cause",
    content:
      "Random sampling lets you generalize to the population; random assignment lets you claim cause and effect. If 100 volunteers are randomly assigned to two diets, you can conclude the diet caused the difference, but only for people like those volunteers. To extend a causal claim to a whole population, the study needs both random sampling and random assignment.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "evaluating_statistical_claims",
  },
  // Geometry and Trigonometry: area and volume
  {
    id: "math-triangle-area-uses-the-height",
    headline: "A triangle's area uses its height, not its slanted side",
    content:
      "The area of a triangle is one half of base times height, where the height meets the base at a right angle. A triangle with base 10 and height 6 has area 1/2 × 10 × 6 = 30. If the figure shows a slanted side of length 7, don't use it as the height. The height may even fall outside the triangle when one angle is obtuse.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "area_and_volume",
  },
  {
    id: "math-scale-factor-for-area-and-volume",
    headline: "Double the lengths and the area quadruples, the volume grows 8 times",
    content:
      "When every length of a shape is multiplied by k, its area is multiplied by k² and its volume by k³. A cube with side 3 has volume 27; a cube with side 6 has volume 216, which is 8 × 27, not 2 × 27. The same holds for surface area: doubling the side multiplies it by 4. Use the square for areas and the cube for volumes.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "area_and_volume",
  },
  {
    id: "math-cone-is-a-third-of-a-cylinder",
    headline: "A cone holds one third of the matching cylinder",
    content:
      "A cylinder with radius 3 and height 10 has volume πr²h = π × 9 × 10 = 90π. A cone with the same radius and height holds exactly one third of that: 30π. The same one-third rule links a pyramid to the prism with the same base and height. Remembering the relationship is faster than looking up two formulas, and it catches a forgotten 1/3.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "area_and_volume",
  },
  // Geometry and Trigonometry: lines, angles and triangles
  {
    id: "math-triangle-angles-sum-to-180",
    headline: "The three angles of a triangle always add up to 180°",
    content:
      "If two angles of a triangle measure 48° and 67°, the third is 180° − 48° − 67° = 65°. Combine this with other facts: angles on a straight line also add to 180°, so an exterior angle equals the sum of the two remote interior angles. Label every angle you find on your scratch drawing; the answer usually needs two or three small steps.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "lines_angles_and_triangles",
  },
  {
    id: "math-parallel-lines-make-two-angle-sizes",
    headline: "Parallel lines cut by a transversal make only two angle sizes",
    content:
      "When a line crosses two parallel lines, it makes eight angles, but only two different sizes, and those two add up to 180°. If one angle is 110°, every angle is either 110° or 70°. Angles that look alike, such as corresponding or alternate interior angles, are equal; one acute and one obtuse angle are supplementary. Check that the lines are stated to be parallel first.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "lines_angles_and_triangles",
  },
  {
    id: "math-similar-triangles-share-ratios",
    headline: "Similar triangles scale every side by the same factor",
    content:
      "If two triangles are similar and a side of 4 in the small one matches a side of 6 in the large one, the scale factor is 6/4 = 1.5. A side of 10 in the small triangle becomes 10 × 1.5 = 15. Areas scale by the square: the large triangle's area is 1.5² = 2.25 times the small one's. Match sides by their angles, not by where they sit on the page.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "lines_angles_and_triangles",
  },
  // Geometry and Trigonometry: right triangles and trigonometry
  {
    id: "math-pythagorean-triples",
    headline: "Memorize the common Pythagorean triples and their multiples",
    content:
      "The triples 3-4-5, 5-12-13 and 8-15-17 satisfy a² + b² = c², and so do their multiples, such as 6-8-10 and 9-12-15. If a right triangle has legs 9 and 12, you know the hypotenuse is 15 without calculating 81 + 144 = 225. Make sure the longest side is the hypotenuse before you apply a triple.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "right_triangles_and_trigonometry",
  },
  {
    id: "math-sine-cosine-tangent-ratios",
    headline: "SOH CAH TOA: match each ratio to the sides it uses",
    content:
      "Sine is opposite over hypotenuse, cosine is adjacent over hypotenuse, and tangent is opposite over adjacent. In a right triangle with sides 5, 12 and 13, if angle A is opposite the side of length 5, then sin A = 5/13, cos A = 12/13 and tan A = 5/12. Label the sides from the angle's point of view before you write any ratio.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "right_triangles_and_trigonometry",
  },
  {
    id: "math-sine-equals-cosine-of-complement",
    headline: "The sine of an angle equals the cosine of its complement",
    content:
      "In a right triangle, the two acute angles add up to 90°, and the side opposite one is adjacent to the other. So sin x° = cos(90 − x)°. If sin 25° = k, then cos 65° = k too, with no calculator needed. Questions often hide this behind letters: if sin A = cos B and both are acute, then A + B = 90°.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "right_triangles_and_trigonometry",
  },
  {
    id: "math-special-right-triangles",
    headline: "Use the 30-60-90 and 45-45-90 side patterns",
    content:
      "In a 30-60-90 triangle the sides are x, x√3 and 2x: the short leg faces 30°, and the hypotenuse is twice the short leg. With hypotenuse 10, the legs are 5 and 5√3. In a 45-45-90 triangle the sides are x, x and x√2, so legs of 7 give a hypotenuse of 7√2. Both patterns are on the reference sheet, but knowing them saves time.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "right_triangles_and_trigonometry",
  },
  // Geometry and Trigonometry: circles
  {
    id: "math-circle-area-and-circumference",
    headline: "Area uses r², circumference uses 2r: don't mix them up",
    content:
      "For a circle with radius 4, the area is πr² = 16π and the circumference is 2πr = 8π. If you are given the diameter, halve it first: a diameter of 10 means a radius of 5 and an area of 25π, not 100π. Read each choice's form carefully, since the SAT often leaves answers in terms of π.",
    category: "math",
    difficultyLevel: "beginner",
    subSkill: "circles",
  },
  {
    id: "math-arc-and-sector-as-fractions",
    headline: "An arc or sector is a fraction of the whole circle",
    content:
      "A central angle of 60° is 60/360 = 1/6 of the circle. In a circle of radius 9, the full circumference is 18π, so the arc is 18π ÷ 6 = 3π. The full area is 81π, so the sector's area is 81π ÷ 6 = 13.5π. With radians, the fraction is the angle over 2π: an angle of π/3 is also one sixth of the circle.",
    category: "math",
    difficultyLevel: "intermediate",
    subSkill: "circles",
  },
  {
    id: "math-complete-the-square-for-a-circle",
    headline: "Complete the square to find a circle's center and radius",
    content:
      "Rewrite x² + y² − 6x + 4y − 12 = 0 in the form (x − h)² + (y − k)² = r². Group and complete each square: x² − 6x + 9 and y² + 4y + 4, adding 9 and 4 to both sides. You get (x − 3)² + (y + 2)² = 12 + 9 + 4 = 25. The center is (3, −2) and the radius is 5, the square root of 25.",
    category: "math",
    difficultyLevel: "advanced",
    subSkill: "circles",
  },
];
