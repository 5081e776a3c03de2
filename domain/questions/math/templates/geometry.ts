// Geometry and Trigonometry · area and volume (area), lines, angles and triangles (angle), right
// triangles and trigonometry (trig), circles (circle). No figures: every shape is described in
// words.
import { pick } from "../../../random.ts";
import {
  int,
  need,
  nonZero,
  twoDifferent,
  type Draft,
  type MathTemplate,
  type Wrong,
} from "../draft.ts";
import * as E from "../exact.ts";
import type { Exact } from "../exact.ts";
import { lin, polyLatex } from "../poly.ts";
import * as Q from "../rational.ts";
import type { Rational } from "../rational.ts";
import { deg as degValue, m, num, pair } from "../values.ts";
import { D, L, r } from "./common.ts";

const DOMAIN = "geometry_and_trigonometry" as const;
const $ = (v: Rational | number) => m(D(typeof v === "number" ? r(v) : v));
const wd = (value: Rational | number, why: string): Wrong => ({
  value: num(value, "decimal"),
  why,
});
const we = (value: Exact | Rational | number, why: string): Wrong => ({ value: num(value), why });
const wdeg = (value: Rational | number, why: string): Wrong => ({ value: degValue(value), why });
const pi = (c: Rational | number) => E.piTimes(typeof c === "number" ? r(c) : c);
const dg = (v: Rational | number) => m(`${D(typeof v === "number" ? r(v) : v)}^\\circ`);

export const area: MathTemplate = {
  id: "area",
  domain: DOMAIN,
  skill: "area_and_volume",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const [l, w] = twoDifferent(random, 3, 20).sort((a, b) => b - a) as [number, number];
        const thing = pick(random, ["garden", "rug", "parking space", "poster"]);
        const unit = thing === "poster" ? "inches" : thing === "rug" ? "feet" : "meters";
        return {
          spec: {
            kind: "measure",
            shape: "rectangle",
            dims: { length: r(l), width: r(w) },
            ask: "area",
          },
          stem: `A rectangular ${thing} is ${$(l)} ${unit} long and ${$(w)} ${unit} wide. What is the area of the ${thing}, in square ${unit}?`,
          key: num(l * w, "decimal"),
          work: `The area of a rectangle is length times width: ${m(`${l} \\cdot ${w} = ${l * w}`)}.`,
          wrong: [
            wd(2 * (l + w), `is the perimeter, the distance around the ${thing}.`),
            wd(l + w, `adds the length and the width instead of multiplying them.`),
            wd(r(l * w, 2), `uses the triangle formula; a rectangle's area is not halved.`),
            wd(2 * l * w, `doubles the area.`),
          ],
        };
      }
      case 2: {
        const b = int(random, 3, 20);
        const h = int(random, 3, 16);
        need(b !== h && (b * h) % 2 === 0, "want a whole area");
        return {
          spec: {
            kind: "measure",
            shape: "triangle",
            dims: { base: r(b), height: r(h) },
            ask: "area",
          },
          stem: `A triangle has a base of length ${$(b)} centimeters and a height of ${$(h)} centimeters. What is the area of the triangle, in square centimeters?`,
          key: num((b * h) / 2, "decimal"),
          work: `The area of a triangle is one half of base times height: ${m(`\\frac{1}{2} \\cdot ${b} \\cdot ${h} = ${(b * h) / 2}`)}.`,
          wrong: [
            wd(
              b * h,
              `forgets the ${m("\\frac{1}{2}")} in the formula for the area of a triangle.`,
            ),
            wd(b + h, `adds the base and the height instead of multiplying them.`),
            wd(r(b + h, 2), `takes half of the sum of the base and the height.`),
            wd(2 * b * h, `doubles base times height instead of halving it.`),
          ],
        };
      }
      case 3:
      case 4: {
        const [l, w, h] = [int(random, 2, 12), int(random, 2, 10), int(random, 2, 9)];
        need(new Set([l, w, h]).size === 3, "want three different edges");
        const volume = l * w * h;
        if (level === 3) {
          return {
            spec: {
              kind: "measure",
              shape: "box",
              dims: { length: r(l), width: r(w), height: r(h) },
              ask: "volume",
            },
            stem: `A storage box shaped like a rectangular prism is ${$(l)} inches long, ${$(w)} inches wide, and ${$(h)} inches tall. What is the volume of the box, in cubic inches?`,
            key: num(volume, "decimal"),
            work: `Volume is length times width times height: ${m(`${l} \\cdot ${w} \\cdot ${h} = ${volume}`)}.`,
            wrong: [
              wd(
                2 * (l * w + l * h + w * h),
                `is the surface area (the total area of the six faces), not the volume.`,
              ),
              wd(
                l * w + l * h + w * h,
                `adds the areas of three faces instead of multiplying the three edges.`,
              ),
              wd(l + w + h, `adds the three edges instead of multiplying them.`),
              wd(l * w, `is the area of the base only; it leaves out the height.`),
            ],
          };
        }
        return {
          spec: { kind: "box-missing", length: r(l), width: r(w), volume: r(volume) },
          stem: `A fish tank shaped like a rectangular prism has a volume of ${$(volume)} cubic inches. Its base is ${$(l)} inches long and ${$(w)} inches wide. What is the height of the tank, in inches?`,
          key: num(h, "decimal"),
          work: `Volume is length times width times height, so ${m(`${l} \\cdot ${w} \\cdot h = ${volume}`)}, ${m(`${l * w}h = ${volume}`)}, and ${m(`h = ${h}`)}.`,
          wrong: [
            wd(l * w, `is the area of the base, not the height.`),
            wd(volume - l * w, `subtracts the base area from the volume instead of dividing.`),
            wd(
              r(volume, l + w),
              `divides the volume by the sum of the length and width instead of their product.`,
            ),
            wd(r(volume, l), `divides the volume by the length only.`),
          ],
        };
      }
      case 5:
      case 6: {
        const radius = int(random, 2, 9);
        const height = int(random, 3, 12);
        if (level === 5) {
          const d = 2 * radius;
          return {
            spec: {
              kind: "measure",
              shape: "cylinder",
              dims: { diameter: r(d), height: r(height) },
              ask: "volume",
            },
            stem: `A cylinder-shaped water tank has a base with diameter ${$(d)} meters and a height of ${$(height)} meters. What is the volume of the tank, in cubic meters?`,
            key: num(pi(radius * radius * height)),
            work: `The radius is half the diameter, ${$(radius)}. The volume is ${m(`\\pi r^{2}h = \\pi (${radius})^{2}(${height}) = ${radius * radius * height}\\pi`)}.`,
            wrong: [
              we(pi(d * d * height), `uses the diameter, ${$(d)}, as the radius.`),
              we(
                pi(2 * radius * height),
                `is ${m("2\\pi rh")}, the area of the curved side, not the volume.`,
              ),
              we(pi(radius * height), `forgets to square the radius.`),
              we(
                pi(r(radius * radius * height, 3)),
                `uses the formula for a cone, which has a factor of ${m("\\frac{1}{3}")}.`,
              ),
            ],
          };
        }
        need((radius * radius * height) % 3 === 0, "want a whole multiple of π");
        return {
          spec: {
            kind: "measure",
            shape: "cone",
            dims: { radius: r(radius), height: r(height) },
            ask: "volume",
          },
          stem: `A cone has a base with radius ${$(radius)} centimeters and a height of ${$(height)} centimeters. What is the volume of the cone, in cubic centimeters?`,
          key: num(pi(r(radius * radius * height, 3))),
          work: `The volume of a cone is ${m(`\\frac{1}{3}\\pi r^{2}h = \\frac{1}{3}\\pi (${radius})^{2}(${height}) = ${(radius * radius * height) / 3}\\pi`)}.`,
          wrong: [
            we(
              pi(radius * radius * height),
              `forgets the ${m("\\frac{1}{3}")}: that is the volume of a cylinder with the same base and height.`,
            ),
            we(pi(r(radius * height * height, 3)), `squares the height instead of the radius.`),
            we(
              pi(r(4 * radius * radius * height, 3)),
              `uses the diameter, ${$(2 * radius)}, as the radius.`,
            ),
            we(
              pi(r(radius * radius * height, 2)),
              `uses ${m("\\frac{1}{2}")} instead of ${m("\\frac{1}{3}")}.`,
            ),
          ],
        };
      }
      case 7:
      case 8: {
        const k = int(random, 2, 5);
        const measure = level === 7 ? "area" : "volume";
        const stem =
          measure === "area"
            ? `The length and the width of a rectangle are each multiplied by ${$(k)}. The area of the new rectangle is how many times the area of the original rectangle?`
            : `Each edge of a cube is multiplied by ${$(k)}. The volume of the new cube is how many times the volume of the original cube?`;
        const power = measure === "area" ? 2 : 3;
        return {
          spec: { kind: "scale-factor", k: r(k), measure },
          stem,
          key: num(k ** power, "decimal"),
          work: `${measure === "area" ? "Area" : "Volume"} depends on ${power === 2 ? "two" : "three"} lengths multiplied together, and each is multiplied by ${$(k)}, so the ${measure} is multiplied by ${m(`${k}^{${power}} = ${k ** power}`)}.`,
          wrong: [
            wd(k, `assumes the ${measure} grows by the same factor as the lengths.`),
            wd(
              power === 2 ? 2 * k : k * k,
              power === 2
                ? `doubles the scale factor instead of squaring it.`
                : `squares the scale factor; that is the change in the area of each face, not the volume.`,
            ),
            wd(
              power === 2 ? k ** 3 : 3 * k,
              power === 2
                ? `cubes the scale factor; an area has only two dimensions.`
                : `multiplies the scale factor by ${m("3")} instead of cubing it.`,
            ),
          ],
        };
      }
      case 9: {
        const radius = pick(random, [3, 6, 9, 12]);
        return {
          spec: { kind: "measure", shape: "sphere", dims: { radius: r(radius) }, ask: "volume" },
          stem: `A sphere has a radius of ${$(radius)} inches. What is the volume of the sphere, in cubic inches?`,
          key: num(pi(r(4 * radius ** 3, 3))),
          work: `The volume of a sphere is ${m(`\\frac{4}{3}\\pi r^{3} = \\frac{4}{3}\\pi (${radius})^{3} = ${(4 * radius ** 3) / 3}\\pi`)}.`,
          wrong: [
            we(
              pi(4 * radius * radius),
              `is ${m("4\\pi r^{2}")}, the surface area, not the volume.`,
            ),
            we(pi(r(4 * radius * radius, 3)), `squares the radius instead of cubing it.`),
            we(pi(radius ** 3), `leaves out the factor ${m("\\frac{4}{3}")}.`),
            we(pi(r(4 * (2 * radius) ** 3, 3)), `uses the diameter as the radius.`),
          ],
        };
      }
      case 10: {
        const edge = int(random, 2, 9);
        const surface = 6 * edge * edge;
        return {
          spec: { kind: "cube-from-surface", surface: r(surface), ask: "volume" },
          stem: `The surface area of a cube is ${$(surface)} square centimeters. What is the volume of the cube, in cubic centimeters?`,
          key: num(edge ** 3, "decimal"),
          work: `A cube has ${m("6")} square faces, so each face has area ${m(`\\frac{${surface}}{6} = ${edge * edge}`)} and each edge is ${m(`\\sqrt{${edge * edge}} = ${edge}`)}. The volume is ${m(`${edge}^{3} = ${edge ** 3}`)}.`,
          wrong: [
            wd(edge, `is the length of an edge, not the volume.`),
            wd(edge * edge, `is the area of one face, not the volume.`),
            wd(
              surface,
              `is the surface area itself; surface area and volume measure different things.`,
            ),
            wd(
              6 * edge ** 3,
              `multiplies the volume by ${m("6")}, as if it were made of the ${m("6")} faces.`,
            ),
          ],
        };
      }
      case 11: {
        const radius = int(random, 2, 8);
        const height = int(random, 2, 10);
        const vol = radius * radius * height;
        return {
          spec: { kind: "cylinder-diameter", volumeOverPi: r(vol), height: r(height) },
          stem: `A cylinder has a volume of ${m(`${vol}\\pi`)} cubic feet and a height of ${$(height)} feet. What is the diameter of the base of the cylinder, in feet?`,
          key: num(2 * radius, "decimal"),
          work: `${m(`\\pi r^{2}(${height}) = ${vol}\\pi`)}, so ${m(`r^{2} = ${radius * radius}`)} and ${m(`r = ${radius}`)}. The diameter is ${m(`2r = ${2 * radius}`)}.`,
          wrong: [
            wd(radius, `is the radius, not the diameter.`),
            wd(radius * radius, `is ${m("r^{2}")}; it comes from forgetting the square root.`),
            wd(2 * radius * radius, `doubles ${m("r^{2}")} instead of ${m("r")}.`),
            wd(
              r(vol, 2 * height),
              `divides the volume by the height and by ${m("2")}, without taking a square root.`,
            ),
          ],
        };
      }
      default: {
        const width = 2 * int(random, 2, 6);
        const height = int(random, 3, 10);
        const half = width / 2;
        const value = E.addE(E.ex(width * height), pi(r(half * half, 2)));
        return {
          spec: { kind: "window", width: r(width), height: r(height) },
          stem: `A window is shaped like a rectangle ${$(width)} feet wide and ${$(height)} feet tall, with a semicircle on top whose diameter is the top side of the rectangle. What is the total area of the window, in square feet?`,
          key: num(value),
          work: `The rectangle's area is ${m(`${width} \\cdot ${height} = ${width * height}`)}. The semicircle has radius ${$(half)}, so its area is ${m(`\\frac{1}{2}\\pi (${half})^{2} = ${L(r(half * half, 2))}\\pi`)}. The total is ${m(E.toLatexE(value))}.`,
          wrong: [
            we(
              E.addE(E.ex(width * height), pi(half * half)),
              `adds a whole circle instead of half of one.`,
            ),
            we(
              E.addE(E.ex(width * height), pi(r(width * width, 2))),
              `uses the diameter, ${$(width)}, as the radius of the semicircle.`,
            ),
            we(
              E.addE(E.ex(width * height), pi(half)),
              `uses ${m("\\pi r")} instead of ${m("\\frac{1}{2}\\pi r^{2}")} for the semicircle.`,
            ),
            we(E.ex(width * height), `leaves out the semicircle.`),
          ],
        };
      }
    }
  },
};

export const angle: MathTemplate = {
  id: "angle",
  domain: DOMAIN,
  skill: "lines_angles_and_triangles",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const a = int(random, 20, 160);
        need(a !== 90, "right angle");
        return {
          spec: { kind: "angle", rule: "supplement", given: [r(a)] },
          stem: `Two angles together form a straight line. One of the angles measures ${dg(a)}. What is the measure of the other angle?`,
          key: degValue(180 - a),
          work: `Angles that form a straight line add up to ${dg(180)}: ${m(`180 - ${a} = ${180 - a}`)}.`,
          wrong: [
            wdeg(
              Math.abs(90 - a),
              `uses ${dg(90)}, as for complementary angles; a straight line is ${dg(180)}.`,
            ),
            wdeg(360 - a, `subtracts from ${dg(360)}, the angle all the way around a point.`),
            wdeg(a, `assumes the two angles are equal.`),
          ],
        };
      }
      case 2: {
        const a = int(random, 25, 100);
        const b = int(random, 20, 150 - a);
        return {
          spec: { kind: "angle", rule: "triangle", given: [r(a), r(b)] },
          stem: `In triangle ${m("PQR")}, the measure of angle ${m("P")} is ${dg(a)} and the measure of angle ${m("Q")} is ${dg(b)}. What is the measure of angle ${m("R")}?`,
          key: degValue(180 - a - b),
          work: `The angles of a triangle add up to ${dg(180)}: ${m(`180 - ${a} - ${b} = ${180 - a - b}`)}.`,
          wrong: [
            wdeg(
              a + b,
              `adds the two given angles; the third angle is what is left of ${dg(180)}.`,
            ),
            wdeg(360 - a - b, `uses ${dg(360)} as the angle sum of a triangle.`),
            wdeg(180 - a, `subtracts only one of the given angles from ${dg(180)}.`),
          ],
        };
      }
      case 3:
      case 4: {
        if (level === 3) {
          const apex = 2 * int(random, 10, 70);
          return {
            spec: { kind: "angle", rule: "isosceles-base", given: [r(apex)] },
            stem: `Triangle ${m("ABC")} is isosceles with ${m("AB = AC")}. The measure of angle ${m("A")} is ${dg(apex)}. What is the measure of angle ${m("B")}?`,
            key: degValue((180 - apex) / 2),
            work: `Since ${m("AB = AC")}, the angles opposite those sides, ${m("B")} and ${m("C")}, are equal. They share ${m(`180 - ${apex} = ${180 - apex}`)} degrees, so each is ${dg((180 - apex) / 2)}.`,
            wrong: [
              wdeg(180 - apex, `is the sum of angles ${m("B")} and ${m("C")}, not one of them.`),
              wdeg(
                apex,
                `assumes angle ${m("B")} equals angle ${m("A")}; the equal angles are ${m("B")} and ${m("C")}.`,
              ),
              wdeg(
                Math.abs(180 - 2 * apex),
                `treats angle ${m("A")} as one of the two equal angles.`,
              ),
              wdeg(r(360 - apex, 2), `uses ${dg(360)} as the angle sum of a triangle.`),
            ],
          };
        }
        const base = int(random, 20, 85);
        need(base !== 60, "equilateral");
        return {
          spec: { kind: "angle", rule: "isosceles-apex", given: [r(base)] },
          stem: `Triangle ${m("ABC")} is isosceles with ${m("AB = AC")}. The measure of angle ${m("B")} is ${dg(base)}. What is the measure of angle ${m("A")}?`,
          key: degValue(180 - 2 * base),
          work: `Angles ${m("B")} and ${m("C")} are equal (they are opposite the equal sides), so each is ${dg(base)}. Then angle ${m("A")} is ${m(`180 - 2(${base}) = ${180 - 2 * base}`)} degrees.`,
          wrong: [
            wdeg(
              180 - base,
              `subtracts only angle ${m("B")}; angle ${m("C")} is also ${dg(base)}.`,
            ),
            wdeg(
              base,
              `assumes angle ${m("A")} equals angle ${m("B")}; the equal angles are ${m("B")} and ${m("C")}.`,
            ),
            wdeg(
              r(180 - base, 2),
              `splits what is left after angle ${m("B")} equally between ${m("A")} and ${m("C")}.`,
            ),
          ],
        };
      }
      case 5:
      case 6: {
        const relation = level === 5 ? "equal" : "supplementary";
        const x = int(random, 5, 30);
        const a1 = int(random, 2, 6);
        const a2 = int(random, 1, 5);
        need(a1 !== a2, "same coefficient");
        const angle1 = relation === "equal" ? int(random, 30, 150) : int(random, 30, 150);
        const angle2 = relation === "equal" ? angle1 : 180 - angle1;
        const b1 = angle1 - a1 * x;
        const b2 = angle2 - a2 * x;
        need(b1 !== 0 && b2 !== 0 && angle1 !== 90, "want constants and no right angle");
        const e1 = lin(a1, b1);
        const e2 = lin(a2, b2);
        const ask = level === 5 ? "x" : "angle";
        const setup =
          relation === "equal"
            ? `Two parallel lines are cut by a transversal. Two alternate interior angles measure ${m(`(${polyLatex(e1)})^\\circ`)} and ${m(`(${polyLatex(e2)})^\\circ`)}.`
            : `Two parallel lines are cut by a transversal. Two interior angles on the same side of the transversal measure ${m(`(${polyLatex(e1)})^\\circ`)} and ${m(`(${polyLatex(e2)})^\\circ`)}.`;
        const equation =
          relation === "equal"
            ? `${polyLatex(e1)} = ${polyLatex(e2)}`
            : `${polyLatex(e1)} + ${polyLatex(e2)} = 180`;
        const otherX = relation === "equal" ? r(180 - b1 - b2, a1 + a2) : r(b2 - b1, a1 - a2);
        const otherAngle = Q.add(Q.mul(r(a1), otherX), r(b1));
        return {
          spec: { kind: "parallel-angles", e1, e2, relation, ask },
          stem: `${setup} What is ${ask === "x" ? `the value of ${m("x")}` : `the measure, in degrees, of the angle that measures ${m(`(${polyLatex(e1)})^\\circ`)}`}?`,
          key: num(ask === "x" ? x : angle1),
          work: `${relation === "equal" ? "Alternate interior angles formed by parallel lines are equal" : "Interior angles on the same side of a transversal of parallel lines add up to 180 degrees"}: ${m(equation)}, so ${m(`x = ${x}`)}${ask === "angle" ? `, and the angle is ${m(`${a1}(${x}) ${b1 < 0 ? "-" : "+"} ${Math.abs(b1)} = ${angle1}`)} degrees` : ""}.`,
          wrong:
            ask === "x"
              ? [
                  w0(angle1, `is the measure of each angle, not the value of ${m("x")}.`),
                  w0(
                    otherX,
                    `comes from adding the angles to ${m("180")}; alternate interior angles are equal, not supplementary.`,
                  ),
                  w0(
                    r(b2 - b1, a1 + a2),
                    `comes from adding the ${m("x")}-terms instead of collecting them on one side.`,
                  ),
                  w0(-x, `has the wrong sign.`),
                ]
              : [
                  w0(x, `is the value of ${m("x")}, not the angle measure.`),
                  w0(angle2, `is the measure of the other angle.`),
                  w0(
                    otherAngle,
                    `comes from setting the two angles equal; same-side interior angles are supplementary.`,
                  ),
                  w0(
                    Q.add(Q.mul(r(a1), r(x)), r(-b1)),
                    `uses the wrong sign for the constant term when evaluating the angle.`,
                  ),
                ],
        };
      }
      case 7: {
        const a = int(random, 25, 80);
        const b = int(random, 25, 80);
        need(a !== b && a + b < 170, "want a real triangle");
        return {
          spec: { kind: "angle", rule: "exterior", given: [r(a), r(b)] },
          stem: `In triangle ${m("JKL")}, the measure of angle ${m("J")} is ${dg(a)} and the measure of angle ${m("K")} is ${dg(b)}. Side ${m("KL")} is extended past ${m("L")} to a point ${m("M")}. What is the measure of angle ${m("JLM")}?`,
          key: degValue(a + b),
          work: `An exterior angle of a triangle equals the sum of the two interior angles not next to it: ${m(`${a} + ${b} = ${a + b}`)}. (Also, angle ${m("JLK")} is ${m(`180 - ${a} - ${b} = ${180 - a - b}`)} and angle ${m("JLM")} is ${m(`180 - ${180 - a - b} = ${a + b}`)}.)`,
          wrong: [
            wdeg(
              180 - a - b,
              `is the interior angle ${m("JLK")}, not the exterior angle ${m("JLM")}.`,
            ),
            wdeg(Math.abs(a - b), `subtracts the two angles instead of adding them.`),
            wdeg(360 - a - b, `subtracts the two angles from ${dg(360)}.`),
            wdeg(180 - a, `is supplementary to angle ${m("J")} only.`),
          ],
        };
      }
      case 8: {
        const k = pick(random, [r(3, 2), r(2), r(5, 2), r(3), r(5, 4)]);
        const a1 = r(int(random, 2, 9) * Number(k.d));
        const b1 = r(int(random, 3, 12) * Number(k.d));
        need(!Q.eq(a1, b1), "same sides");
        const a2 = Q.mul(a1, k);
        const b2 = Q.mul(b1, k);
        return {
          spec: { kind: "similar", a1, b1, a2 },
          stem: `Triangle ${m("ABC")} is similar to triangle ${m("DEF")}, with ${m("A")}, ${m("B")}, and ${m("C")} corresponding to ${m("D")}, ${m("E")}, and ${m("F")}. If ${m(`AB = ${D(a1)}`)}, ${m(`BC = ${D(b1)}`)}, and ${m(`DE = ${D(a2)}`)}, what is the length of ${m("EF")}?`,
          key: num(b2, "decimal"),
          work: `Corresponding sides are in the same ratio: ${m(`\\frac{DE}{AB} = \\frac{${D(a2)}}{${D(a1)}} = ${D(k)}`)}, so ${m(`EF = ${D(k)} \\cdot ${D(b1)} = ${D(b2)}`)}.`,
          wrong: [
            wd(
              Q.add(b1, Q.sub(a2, a1)),
              `adds the difference ${m(`${D(a2)} - ${D(a1)}`)} instead of multiplying by the scale factor.`,
            ),
            wd(Q.div(Q.mul(b1, a1), a2), `uses the scale factor upside down.`),
            wd(Q.div(Q.mul(a1, a2), b1), `matches the wrong sides in the proportion.`),
            wd(
              Q.mul(b1, Q.mul(k, k)),
              `multiplies by the square of the scale factor; that is how areas change, not lengths.`,
            ),
          ],
        };
      }
      case 9:
      case 10: {
        const n = pick(
          random,
          level === 9 ? [5, 6, 7, 8, 9, 10, 12] : [5, 6, 8, 9, 10, 12, 15, 18, 20],
        );
        const names: Record<number, string> = {
          5: "pentagon",
          6: "hexagon",
          7: "heptagon",
          8: "octagon",
          9: "nonagon",
          10: "decagon",
          12: "12-sided polygon",
          15: "15-sided polygon",
          18: "18-sided polygon",
          20: "20-sided polygon",
        };
        if (level === 9) {
          return {
            spec: { kind: "angle", rule: "polygon-sum", given: [r(n)] },
            stem: `What is the sum of the measures of the interior angles of a ${names[n]} (a polygon with ${m(`${n}`)} sides)?`,
            key: degValue((n - 2) * 180),
            work: `A polygon with ${m("n")} sides can be split into ${m("n - 2")} triangles from one vertex, so the sum is ${m(`(${n} - 2) \\cdot 180 = ${D((n - 2) * 180)}`)} degrees.`,
            wrong: [
              wdeg(n * 180, `uses ${m(`${n}`)} triangles instead of ${m(`${n - 2}`)}.`),
              wdeg((n - 1) * 180, `uses ${m(`${n - 1}`)} triangles instead of ${m(`${n - 2}`)}.`),
              wdeg(
                360,
                `is the sum of the exterior angles, which is ${dg(360)} for every polygon.`,
              ),
              wdeg(
                r((n - 2) * 180, n),
                `is the measure of one angle of a regular ${names[n]}, not the sum.`,
              ),
            ],
          };
        }
        need(((n - 2) * 180) % n === 0, "want a whole angle");
        return {
          spec: { kind: "angle", rule: "regular-interior", given: [r(n)] },
          stem: `What is the measure of each interior angle of a regular ${names[n]} (a polygon with ${m(`${n}`)} equal sides and ${m(`${n}`)} equal angles)?`,
          key: degValue(((n - 2) * 180) / n),
          work: `The interior angles add up to ${m(`(${n} - 2) \\cdot 180 = ${D((n - 2) * 180)}`)} degrees, and they are all equal: ${m(`\\frac{${D((n - 2) * 180)}}{${n}} = ${((n - 2) * 180) / n}`)}.`,
          wrong: [
            wdeg(360 / n, `is the measure of each exterior angle, not each interior angle.`),
            wdeg((n - 2) * 180, `is the sum of all the interior angles, not one of them.`),
            wdeg(r(n * 180 - 360, n * 2), `divides by ${m(`${2 * n}`)} instead of ${m(`${n}`)}.`),
            wdeg(
              r(n * 180, n + 2),
              `divides by ${m(`${n + 2}`)} instead of using ${m(`${n - 2}`)} triangles.`,
            ),
          ],
        };
      }
      default: {
        const interior = level === 12;
        const n = pick(random, [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
        const ext = 360 / n;
        need(Number.isInteger(ext), "want a whole angle");
        const given = interior ? 180 - ext : ext;
        return {
          spec: {
            kind: "angle",
            rule: interior ? "sides-from-interior" : "sides-from-exterior",
            given: [r(given)],
          },
          stem: `Each ${interior ? "interior" : "exterior"} angle of a regular polygon measures ${dg(given)}. How many sides does the polygon have?`,
          key: num(n, "decimal"),
          work: interior
            ? `Each exterior angle is ${m(`180 - ${given} = ${ext}`)} degrees, and the exterior angles of any polygon add up to ${dg(360)}: ${m(`\\frac{360}{${ext}} = ${n}`)} sides.`
            : `The exterior angles of any polygon add up to ${dg(360)}, so ${m(`\\frac{360}{${ext}} = ${n}`)} sides.`,
          wrong: interior
            ? [
                wd(
                  r(360, given),
                  `divides ${m("360")} by the interior angle instead of the exterior angle.`,
                ),
                wd(ext, `is the measure of each exterior angle, not the number of sides.`),
                wd(
                  r(180, ext),
                  `divides ${m("180")} instead of ${m("360")} by the exterior angle.`,
                ),
                wd(n + 2, `adds ${m("2")} after finding the number of sides.`),
              ]
            : [
                wd(
                  r(180, ext),
                  `divides ${m("180")} by the exterior angle instead of ${m("360")}.`,
                ),
                wd(180 - ext, `is the measure of each interior angle, not the number of sides.`),
                wd(
                  r(360, 180 - ext),
                  `divides ${m("360")} by the interior angle instead of the exterior angle.`,
                ),
                wd(
                  n - 2,
                  `is the number of triangles the polygon can be split into, not the number of sides.`,
                ),
              ],
        };
      }
    }
  },
};

function w0(value: Rational | number, why: string): Wrong {
  return { value: num(value), why };
}

const triples = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
  [20, 21, 29],
] as const;

export const trig: MathTemplate = {
  id: "trig",
  domain: DOMAIN,
  skill: "right_triangles_and_trigonometry",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1:
      case 2: {
        const triple = pick(random, triples);
        const [a, b] = level === 1 ? [triple[0], triple[1]] : twoDifferent(random, 1, 7);
        const c2 = a! * a! + b! * b!;
        const c = E.sqrtOf(c2);
        need(level === 1 || !E.isRationalE(c), "level 2 wants a radical");
        return {
          spec: { kind: "right-triangle", a: r(a!), b: r(b!), c: null },
          stem: `A right triangle has legs of length ${$(a!)} and ${$(b!)}. What is the length of the hypotenuse?`,
          key: num(c),
          work: `By the Pythagorean theorem, ${m(`c^{2} = ${a}^{2} + ${b}^{2} = ${a! * a!} + ${b! * b!} = ${c2}`)}, so ${m(`c = ${E.toLatexE(c)}`)}.`,
          wrong: [
            we(
              a! + b!,
              `adds the legs; the hypotenuse satisfies ${m("c^{2} = a^{2} + b^{2}")}, not ${m("c = a + b")}.`,
            ),
            we(c2, `is ${m("c^{2}")}; it comes from forgetting to take the square root.`),
            we(
              E.sqrtOf(Math.abs(b! * b! - a! * a!)),
              `subtracts the squares instead of adding them.`,
            ),
            we(r(a! + b!, 2), `averages the two legs.`),
          ],
        };
      }
      case 3:
      case 4: {
        const [a, b, c] = pick(random, triples);
        const irrational = level === 4;
        const hyp = irrational ? c + int(random, 1, 3) : c;
        const legSq = hyp * hyp - a * a;
        const leg = E.sqrtOf(legSq);
        need(!irrational || !E.isRationalE(leg), "level 4 wants a radical");
        return {
          spec: { kind: "right-triangle", a: r(a), b: null, c: r(hyp) },
          stem: `A right triangle has a hypotenuse of length ${$(hyp)} and one leg of length ${$(a)}. What is the length of the other leg?`,
          key: num(leg),
          work: `By the Pythagorean theorem, ${m(`${a}^{2} + b^{2} = ${hyp}^{2}`)}, so ${m(`b^{2} = ${hyp * hyp} - ${a * a} = ${legSq}`)} and ${m(`b = ${E.toLatexE(leg)}`)}.`,
          wrong: [
            we(
              E.sqrtOf(hyp * hyp + a * a),
              `adds the squares; the hypotenuse is the longest side, so subtract.`,
            ),
            we(hyp - a, `subtracts the lengths instead of their squares.`),
            we(legSq, `is ${m("b^{2}")}; it comes from forgetting to take the square root.`),
            we(
              irrational ? E.sqrtOf(b * b) : E.ex(hyp + a),
              irrational
                ? `uses a familiar right triangle instead of the given lengths.`
                : `adds the two given lengths.`,
            ),
          ],
        };
      }
      case 5:
      case 6: {
        const [p, q, h] = pick(random, triples);
        const [opp, adj] = random() < 0.5 ? [p, q] : [q, p];
        const fn = pick(random, ["sin", "cos", "tan"] as const);
        const value = fn === "sin" ? r(opp, h) : fn === "cos" ? r(adj, h) : r(opp, adj);
        const sides =
          level === 5
            ? `${m(`BC = ${opp}`)}, ${m(`AC = ${adj}`)}, and ${m(`AB = ${h}`)}`
            : `${m(`BC = ${opp}`)} and ${m(`AC = ${adj}`)}`;
        const ratios = { sin: r(opp, h), cos: r(adj, h), tan: r(opp, adj) };
        const names = { sin: "sine", cos: "cosine", tan: "tangent" };
        const others = (["sin", "cos", "tan"] as const).filter((f) => f !== fn);
        return {
          spec: { kind: "trig-ratio", opp: r(opp), adj: r(adj), fn },
          stem: `In right triangle ${m("ABC")}, angle ${m("C")} is the right angle, ${sides}. What is the value of ${m(`\\${fn} A`)}?`,
          key: num(value),
          work: `${level === 6 ? `First, ${m(`AB = \\sqrt{${opp}^{2} + ${adj}^{2}} = ${h}`)}. ` : ""}For angle ${m("A")}, the opposite side is ${m(`BC = ${opp}`)}, the adjacent side is ${m(`AC = ${adj}`)}, and the hypotenuse is ${m(`AB = ${h}`)}. ${fn === "sin" ? "Sine is opposite over hypotenuse" : fn === "cos" ? "Cosine is adjacent over hypotenuse" : "Tangent is opposite over adjacent"}: ${m(`\\${fn} A = ${Q.toLatex(value)}`)}.`,
          wrong: [
            we(
              ratios[others[0]!],
              `is the ${names[others[0]!]} of angle ${m("A")}, not the ${names[fn]}.`,
            ),
            we(
              ratios[others[1]!],
              `is the ${names[others[1]!]} of angle ${m("A")}, not the ${names[fn]}.`,
            ),
            we(Q.inv(value), `is the reciprocal of the ${names[fn]}: the ratio is upside down.`),
          ],
        };
      }
      case 7:
      case 8: {
        const degrees = pick(
          random,
          [30, 45, 60, 120, 135, 150, 210, 225, 240, 270, 300, 315, 330],
        );
        const coefficient = r(degrees, 180);
        if (level === 7) {
          return {
            spec: { kind: "deg-rad", degrees: r(degrees), piRadians: null },
            stem: `What is the measure of an angle of ${dg(degrees)} in radians?`,
            key: num(pi(coefficient)),
            work: `${m("180^\\circ")} is ${m("\\pi")} radians, so multiply by ${m("\\frac{\\pi}{180}")}: ${m(`${degrees} \\cdot \\frac{\\pi}{180} = ${E.toLatexE(pi(coefficient))}`)}.`,
            wrong: [
              we(
                pi(Q.inv(coefficient)),
                `multiplies by ${m("\\frac{180}{\\pi}")} the wrong way round: the fraction is upside down.`,
              ),
              we(coefficient, `leaves out the ${m("\\pi")}.`),
              we(
                pi(r(degrees, 360)),
                `uses ${m("360^\\circ = \\pi")} radians; a full turn is ${m("2\\pi")} radians.`,
              ),
              we(pi(r(degrees, 90)), `uses ${m("90^\\circ = \\pi")} radians.`),
            ],
          };
        }
        return {
          spec: { kind: "deg-rad", degrees: null, piRadians: coefficient },
          stem: `An angle measures ${m(`${E.toLatexE(pi(coefficient))}`)} radians. What is its measure in degrees?`,
          key: degValue(degrees),
          work: `${m("\\pi")} radians is ${m("180^\\circ")}, so ${m(`${E.toLatexE(pi(coefficient))} = ${Q.toLatex(coefficient)} \\cdot 180^\\circ = ${degrees}^\\circ`)}.`,
          wrong: [
            wdeg(
              degrees * 2,
              `uses ${m("\\pi")} radians ${m("= 360^\\circ")}; ${m("\\pi")} radians is half a turn.`,
            ),
            wdeg(r(degrees, 2), `uses ${m("\\pi")} radians ${m("= 90^\\circ")}.`),
            {
              value: num(Q.mul(coefficient, r(314, 100)), "decimal"),
              why: `replaces ${m("\\pi")} with ${m("3.14")} and forgets to convert to degrees.`,
            },
            wdeg(
              Number(coefficient.n) * 180,
              `multiplies only the numerator of ${m(Q.toLatex(coefficient))} by ${m("180")}.`,
            ),
          ],
        };
      }
      case 9: {
        const x = int(random, 5, 20);
        const a1 = int(random, 1, 4);
        const a2 = int(random, 1, 4);
        const angle1 = int(random, 15, 75);
        const b1 = angle1 - a1 * x;
        const b2 = 90 - angle1 - a2 * x;
        const e1 = lin(a1, b1);
        const e2 = lin(a2, b2);
        need(a1 !== a2 && b1 !== 0 && b2 !== 0, "degenerate");
        const equalX = r(b2 - b1, a1 - a2);
        return {
          spec: { kind: "cofunction", e1, e2 },
          stem: `In a right triangle, ${m(`\\sin((${polyLatex(e1)})^\\circ) = \\cos((${polyLatex(e2)})^\\circ)`)}, where both angles are acute. What is the value of ${m("x")}?`,
          key: num(x),
          work: `The sine of an acute angle equals the cosine of its complement, so the two angles add up to ${dg(90)}: ${m(`${polyLatex(e1)} + ${polyLatex(e2)} = 90`)}, which gives ${m(`x = ${x}`)}.`,
          wrong: [
            we(
              equalX,
              `sets the two angles equal; sine and cosine are equal for complementary angles, not equal angles.`,
            ),
            we(
              r(180 - b1 - b2, a1 + a2),
              `makes the angles add up to ${dg(180)} instead of ${dg(90)}.`,
            ),
            we(angle1, `is the measure of the first angle, not the value of ${m("x")}.`),
            we(90 - angle1, `is the measure of the second angle, not the value of ${m("x")}.`),
          ],
        };
      }
      case 10: {
        const type = pick(random, ["30-60-90", "45-45-90"] as const);
        const s = int(random, 2, 12);
        if (type === "30-60-90") {
          const known = pick(random, ["short", "hypotenuse"] as const);
          const length = known === "short" ? s : 2 * s;
          return {
            spec: { kind: "special-triangle", type, known, length: r(length), ask: "long" },
            stem: `In a right triangle with angles of ${dg(30)}, ${dg(60)}, and ${dg(90)}, the ${known === "short" ? "side opposite the 30° angle" : "hypotenuse"} has length ${$(length)}. What is the length of the side opposite the ${dg(60)} angle?`,
            key: num(E.scaleE(E.sqrtOf(3), r(s))),
            work: `The sides of a 30-60-90 triangle are in the ratio ${m("1 : \\sqrt{3} : 2")}. ${known === "short" ? `The shortest side is ${$(s)}` : `The hypotenuse is ${$(2 * s)}, so the shortest side is ${$(s)}`}, and the side opposite ${dg(60)} is ${m(`${s}\\sqrt{3}`)}.`,
            wrong: [
              we(
                2 * s === length ? E.scaleE(E.sqrtOf(3), r(2 * s)) : E.ex(2 * s),
                known === "short"
                  ? `is the hypotenuse, ${m("2")} times the shortest side.`
                  : `multiplies the hypotenuse by ${m("\\sqrt{3}")} instead of the shortest side.`,
              ),
              we(E.scaleE(E.sqrtOf(2), r(s)), `uses the ${m("\\sqrt{2}")} of a 45-45-90 triangle.`),
              we(
                E.divE(E.ex(s), E.sqrtOf(3)),
                `divides by ${m("\\sqrt{3}")} instead of multiplying.`,
              ),
              we(s, `is the shortest side, not the side opposite ${dg(60)}.`),
            ],
          };
        }
        return {
          spec: { kind: "special-triangle", type, known: "leg", length: r(s), ask: "hypotenuse" },
          stem: `An isosceles right triangle has legs of length ${$(s)}. What is the length of its hypotenuse?`,
          key: num(E.scaleE(E.sqrtOf(2), r(s))),
          work: `In a 45-45-90 triangle the sides are in the ratio ${m("1 : 1 : \\sqrt{2}")}, so the hypotenuse is ${m(`${s}\\sqrt{2}`)}. (Check: ${m(`${s}^{2} + ${s}^{2} = ${2 * s * s}`)}.)`,
          wrong: [
            we(2 * s, `adds the legs.`),
            we(2 * s * s, `is the square of the hypotenuse; it forgets the square root.`),
            we(E.scaleE(E.sqrtOf(3), r(s)), `uses the ${m("\\sqrt{3}")} of a 30-60-90 triangle.`),
            we(
              E.divE(E.ex(s), E.sqrtOf(2)),
              `divides by ${m("\\sqrt{2}")} instead of multiplying.`,
            ),
          ],
        };
      }
      default: {
        // 11: tan A = p/q, find sin A; 12: sin A = p/q, find tan A.
        const given = level === 11 ? "tan" : "sin";
        const ask = level === 11 ? "sin" : "tan";
        const [p, q] =
          given === "tan"
            ? twoDifferent(random, 1, 7)
            : (() => {
                const qq = int(random, 3, 9);
                return [int(random, 1, qq - 1), qq];
              })();
        need(Q.rat(p!, q!).d === BigInt(q!), "want a reduced fraction");
        const third = given === "tan" ? E.sqrtOf(p! * p! + q! * q!) : E.sqrtOf(q! * q! - p! * p!);
        need(!E.isRationalE(third), "want a radical side");
        const [opp, adj, hyp] =
          given === "tan" ? [E.ex(p!), E.ex(q!), third] : [E.ex(p!), third, E.ex(q!)];
        const ratio = (f: "sin" | "cos" | "tan") =>
          f === "sin" ? E.divE(opp, hyp) : f === "cos" ? E.divE(adj, hyp) : E.divE(opp, adj);
        return {
          spec: { kind: "ratio-from-ratio", given, p: r(p!), q: r(q!), ask },
          stem: `In right triangle ${m("ABC")}, angle ${m("C")} is the right angle and ${m(`\\${given} A = \\frac{${p}}{${q}}`)}. What is the value of ${m(`\\${ask} A`)}?`,
          key: num(ratio(ask)),
          work: `Draw the triangle with ${given === "tan" ? `opposite side ${m(`${p}`)} and adjacent side ${m(`${q}`)}; the hypotenuse is ${m(`\\sqrt{${p}^{2} + ${q}^{2}} = ${E.toLatexE(third)}`)}` : `opposite side ${m(`${p}`)} and hypotenuse ${m(`${q}`)}; the adjacent side is ${m(`\\sqrt{${q}^{2} - ${p}^{2}} = ${E.toLatexE(third)}`)}`}. Then ${m(`\\${ask} A = ${E.toLatexE(ratio(ask))}`)}.`,
          wrong: [
            we(ratio("cos"), `is ${m("\\cos A")}, not ${m(`\\${ask} A`)}.`),
            we(r(p!, q!), `is ${m(`\\${given} A`)}, the given ratio.`),
            we(
              given === "tan" ? r(p!, p! + q!) : E.divE(E.ex(q!), third),
              given === "tan"
                ? `uses ${m(`${p} + ${q}`)} as the hypotenuse instead of ${m(E.toLatexE(third))}.`
                : `is the reciprocal of ${m("\\cos A")}.`,
            ),
            we(E.divE(adj, opp), `is the reciprocal of ${m("\\tan A")}.`),
          ],
        };
      }
    }
  },
};

export const circle: MathTemplate = {
  id: "circle",
  domain: DOMAIN,
  skill: "circles",
  levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  a: 1.4,
  make(random, level): Draft {
    switch (level) {
      case 1: {
        const radius = int(random, 2, 15);
        return {
          spec: { kind: "circle", r: r(radius), ask: "circumference" },
          stem: `A circle has a radius of ${$(radius)} centimeters. What is the circumference of the circle, in centimeters?`,
          key: num(pi(2 * radius)),
          work: `The circumference is ${m(`2\\pi r = 2\\pi(${radius}) = ${2 * radius}\\pi`)}.`,
          wrong: [
            we(pi(radius * radius), `is ${m("\\pi r^{2}")}, the area, not the circumference.`),
            we(pi(radius), `leaves out the ${m("2")} in ${m("2\\pi r")}.`),
            we(pi(4 * radius), `uses the diameter as the radius.`),
          ],
        };
      }
      case 2: {
        const radius = int(random, 2, 12);
        const d = 2 * radius;
        return {
          spec: { kind: "circle", r: r(radius), ask: "area" },
          stem: `A circular table top has a diameter of ${$(d)} inches. What is the area of the table top, in square inches?`,
          key: num(pi(radius * radius)),
          work: `The radius is half the diameter, ${$(radius)}. The area is ${m(`\\pi r^{2} = \\pi(${radius})^{2} = ${radius * radius}\\pi`)}.`,
          wrong: [
            we(pi(d * d), `uses the diameter, ${$(d)}, as the radius.`),
            we(pi(d), `is ${m("\\pi d")}, the circumference, not the area.`),
            we(pi(2 * radius * radius), `doubles the area.`),
            we(pi(radius), `forgets to square the radius.`),
          ],
        };
      }
      case 3:
      case 4: {
        const radius = int(random, 2, 12);
        const areaCoef = radius * radius;
        const ask = level === 3 ? "radius" : "circumference";
        return {
          spec: { kind: "circle-from-area", areaOverPi: r(areaCoef), ask },
          stem: `The area of a circle is ${m(`${areaCoef}\\pi`)} square meters. What is the ${ask} of the circle, in meters?`,
          key: ask === "radius" ? num(radius) : num(pi(2 * radius)),
          work: `${m(`\\pi r^{2} = ${areaCoef}\\pi`)}, so ${m(`r^{2} = ${areaCoef}`)} and ${m(`r = ${radius}`)}.${ask === "circumference" ? ` The circumference is ${m(`2\\pi r = ${2 * radius}\\pi`)}.` : ""}`,
          wrong:
            ask === "radius"
              ? [
                  we(areaCoef, `is ${m("r^{2}")}; it comes from forgetting the square root.`),
                  we(r(areaCoef, 2), `divides by ${m("2")} instead of taking the square root.`),
                  we(2 * radius, `is the diameter, not the radius.`),
                ]
              : [
                  we(pi(radius), `is ${m("\\pi r")}; the circumference is ${m("2\\pi r")}.`),
                  we(
                    pi(2 * areaCoef),
                    `uses ${m(`${areaCoef}`)} as the radius; it forgets to take the square root.`,
                  ),
                  we(pi(4 * radius), `uses the diameter as the radius.`),
                  we(radius, `is the radius, not the circumference.`),
                ],
        };
      }
      case 5:
      case 6: {
        const radius = int(random, 2, 12);
        const angleDeg = pick(random, [30, 40, 45, 60, 72, 90, 120, 135, 150, 240, 270]);
        const share = r(angleDeg, 360);
        const ask = level === 5 ? "length" : "sector";
        const length = pi(Q.mul(share, r(2 * radius)));
        const sector = pi(Q.mul(share, r(radius * radius)));
        return {
          spec: { kind: "arc", r: r(radius), degrees: r(angleDeg), piRadians: null, ask },
          stem:
            ask === "length"
              ? `A circle has a radius of ${$(radius)} feet. What is the length, in feet, of an arc of the circle cut off by a central angle of ${dg(angleDeg)}?`
              : `A circle has a radius of ${$(radius)} feet. What is the area, in square feet, of a sector of the circle with a central angle of ${dg(angleDeg)}?`,
          key: num(ask === "length" ? length : sector),
          work: `The central angle is ${m(`\\frac{${angleDeg}}{360} = ${Q.toLatex(share)}`)} of a full turn. ${ask === "length" ? `The whole circumference is ${m(`2\\pi(${radius}) = ${2 * radius}\\pi`)}, so the arc is ${m(`${Q.toLatex(share)} \\cdot ${2 * radius}\\pi = ${E.toLatexE(length)}`)}.` : `The whole area is ${m(`\\pi(${radius})^{2} = ${radius * radius}\\pi`)}, so the sector is ${m(`${Q.toLatex(share)} \\cdot ${radius * radius}\\pi = ${E.toLatexE(sector)}`)}.`}`,
          wrong:
            ask === "length"
              ? [
                  we(sector, `is the area of the sector, not the length of the arc.`),
                  we(
                    pi(Q.mul(share, r(radius))),
                    `uses ${m("\\pi r")} instead of ${m("2\\pi r")} for the whole circumference.`,
                  ),
                  we(pi(2 * radius), `is the whole circumference, not the arc.`),
                  we(
                    r(angleDeg * radius),
                    `multiplies the angle in degrees by the radius; that rule needs the angle in radians.`,
                  ),
                ]
              : [
                  we(length, `is the length of the arc, not the area of the sector.`),
                  we(pi(radius * radius), `is the area of the whole circle.`),
                  we(pi(Q.mul(share, r(radius))), `forgets to square the radius.`),
                  we(pi(Q.mul(share, r(4 * radius * radius))), `uses the diameter as the radius.`),
                ],
        };
      }
      case 7:
      case 8: {
        const radius = int(random, 2, 12);
        const theta = pick(random, [
          r(1, 6),
          r(1, 4),
          r(1, 3),
          r(1, 2),
          r(2, 3),
          r(3, 4),
          r(5, 6),
          r(4, 3),
          r(3, 2),
        ]);
        const ask = level === 7 ? "length" : "sector";
        const length = pi(Q.mul(theta, r(radius)));
        const sector = pi(Q.mul(theta, r(radius * radius, 2)));
        const angleText = E.toLatexE(pi(theta));
        return {
          spec: { kind: "arc", r: r(radius), degrees: null, piRadians: theta, ask },
          stem:
            ask === "length"
              ? `In a circle with radius ${$(radius)}, a central angle measures ${m(angleText)} radians. What is the length of the arc cut off by the angle?`
              : `In a circle with radius ${$(radius)}, a central angle measures ${m(angleText)} radians. What is the area of the sector formed by the angle?`,
          key: num(ask === "length" ? length : sector),
          work:
            ask === "length"
              ? `With the angle in radians, arc length is ${m(`s = r\\theta = ${radius} \\cdot ${angleText} = ${E.toLatexE(length)}`)}.`
              : `With the angle in radians, sector area is ${m(`\\frac{1}{2}r^{2}\\theta = \\frac{1}{2}(${radius})^{2} \\cdot ${angleText} = ${E.toLatexE(sector)}`)}.`,
          wrong:
            ask === "length"
              ? [
                  we(
                    sector,
                    `is the area of the sector, ${m("\\frac{1}{2}r^{2}\\theta")}, not the arc length.`,
                  ),
                  we(pi(Q.mul(theta, r(2 * radius))), `uses the diameter instead of the radius.`),
                  we(
                    pi(Q.div(Q.mul(theta, r(radius)), r(2))),
                    `halves ${m("r\\theta")}; the arc length has no factor of ${m("\\frac{1}{2}")}.`,
                  ),
                  we(
                    Q.mul(Q.mul(theta, r(180)), r(radius)),
                    `converts the angle to degrees and multiplies by the radius; ${m("s = r\\theta")} needs radians.`,
                  ),
                ]
              : [
                  we(length, `is the arc length, ${m("r\\theta")}, not the sector's area.`),
                  we(
                    pi(Q.mul(theta, r(radius * radius))),
                    `leaves out the ${m("\\frac{1}{2}")} in ${m("\\frac{1}{2}r^{2}\\theta")}.`,
                  ),
                  we(pi(Q.mul(theta, r(radius, 2))), `forgets to square the radius.`),
                  we(pi(radius * radius), `is the area of the whole circle.`),
                ],
        };
      }
      case 9:
      case 10: {
        const h = nonZero(random, -8, 8);
        const k = nonZero(random, -8, 8);
        need(Math.abs(h) !== Math.abs(k), "ambiguous center");
        const rSquared =
          level === 9 ? int(random, 2, 10) ** 2 : pick(random, [8, 12, 18, 20, 27, 32, 45, 50, 72]);
        const equation = `(${polyLatex(lin(1, -h), "x")})^{2} + (${polyLatex(lin(1, -k), "y")})^{2} = ${rSquared}`;
        if (level === 9) {
          return {
            spec: {
              kind: "circle-equation",
              h: r(h),
              k: r(k),
              rSquared: r(rSquared),
              ask: "center",
            },
            stem: `In the ${m("xy")}-plane, a circle has equation ${m(equation)}. What are the coordinates of the center of the circle?`,
            key: pair(h, k),
            work: `A circle ${m("(x - h)^{2} + (y - k)^{2} = r^{2}")} has center ${m("(h, k)")}. Here ${m(`x - h = ${polyLatex(lin(1, -h), "x")}`)} and ${m(`y - k = ${polyLatex(lin(1, -k), "y")}`)}, so the center is ${m(`(${h}, ${k})`)}.`,
            wrong: [
              {
                value: pair(-h, -k),
                why: `takes the numbers in the parentheses with their signs; the center makes each parenthesis zero.`,
              },
              { value: pair(-h, k), why: `has the wrong sign on the ${m("x")}-coordinate.` },
              { value: pair(h, -k), why: `has the wrong sign on the ${m("y")}-coordinate.` },
              { value: pair(k, h), why: `swaps the coordinates.` },
            ],
          };
        }
        const radius = E.sqrtOf(rSquared);
        return {
          spec: { kind: "circle-equation", h: r(h), k: r(k), rSquared: r(rSquared), ask: "radius" },
          stem: `In the ${m("xy")}-plane, a circle has equation ${m(equation)}. What is the radius of the circle?`,
          key: num(radius),
          work: `The right side is ${m("r^{2}")}: ${m(`r^{2} = ${rSquared}`)}, so ${m(`r = \\sqrt{${rSquared}} = ${E.toLatexE(radius)}`)}.`,
          wrong: [
            we(rSquared, `is ${m("r^{2}")}, not ${m("r")}.`),
            we(r(rSquared, 2), `divides by ${m("2")} instead of taking the square root.`),
            we(E.scaleE(radius, r(2)), `is the diameter, not the radius.`),
            we(
              E.sqrtOf(rSquared + h * h + k * k),
              `adds the squares of the center's coordinates to ${m("r^{2}")}.`,
            ),
          ],
        };
      }
      default: {
        // 11–12: x² + y² + Dx + Ey + F = 0.
        const h = nonZero(random, -6, 6);
        const k = nonZero(random, -6, 6);
        need(Math.abs(h) !== Math.abs(k), "ambiguous center");
        const radius = int(random, 2, 9);
        const D_ = -2 * h;
        const E_ = -2 * k;
        const F = h * h + k * k - radius * radius;
        need(F !== 0, "no constant term");
        const equation = `x^{2} + y^{2} ${D_ < 0 ? "-" : "+"} ${Math.abs(D_)}x ${E_ < 0 ? "-" : "+"} ${Math.abs(E_)}y ${F < 0 ? "-" : "+"} ${Math.abs(F)} = 0`;
        const complete = `Complete the square: ${m(`(x ${-h < 0 ? "-" : "+"} ${Math.abs(h)})^{2} + (y ${-k < 0 ? "-" : "+"} ${Math.abs(k)})^{2} = ${h * h} + ${k * k} ${F < 0 ? "+" : "-"} ${Math.abs(F)} = ${radius * radius}`)}.`;
        if (level === 11) {
          return {
            spec: { kind: "circle-general", D: r(D_), E: r(E_), F: r(F), ask: "radius" },
            stem: `In the ${m("xy")}-plane, the graph of ${m(equation)} is a circle. What is the radius of the circle?`,
            key: num(radius),
            work: `${complete} So ${m(`r = ${radius}`)}.`,
            wrong: [
              we(radius * radius, `is ${m("r^{2}")}, not ${m("r")}.`),
              ...(F < 0
                ? [
                    we(
                      E.sqrtOf(-F),
                      `uses only the constant term; completing the square adds ${m(`${h * h}`)} and ${m(`${k * k}`)} to it.`,
                    ),
                  ]
                : []),
              we(
                E.sqrtOf(Math.abs(h * h + k * k + F)),
                `gets the sign of the constant term wrong when moving it to the other side.`,
              ),
              we(
                E.sqrtOf(4 * h * h + 4 * k * k - F),
                `adds the squares of the ${m("x")}- and ${m("y")}-coefficients instead of the squares of half of them.`,
              ),
            ],
          };
        }
        return {
          spec: { kind: "circle-general", D: r(D_), E: r(E_), F: r(F), ask: "center" },
          stem: `In the ${m("xy")}-plane, the graph of ${m(equation)} is a circle. What are the coordinates of its center?`,
          key: pair(h, k),
          work: `${complete} The center is ${m(`(${h}, ${k})`)}.`,
          wrong: [
            {
              value: pair(-h, -k),
              why: `has the wrong signs: the center makes each squared parenthesis zero.`,
            },
            {
              value: pair(D_, E_),
              why: `uses the coefficients of ${m("x")} and ${m("y")} without halving them or changing their signs.`,
            },
            {
              value: pair(-D_, -E_),
              why: `changes the signs but forgets to halve the coefficients.`,
            },
            { value: pair(k, h), why: `swaps the coordinates.` },
          ],
        };
      }
    }
  },
};

export const geometryTemplates = [area, angle, trig, circle];
