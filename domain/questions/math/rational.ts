// Exact rational numbers over bigint, always normalised (denominator positive, lowest terms), so
// two equal numbers have equal fields. The Math templates build items with them and the
// independent checker (solver.ts) re-solves items with them: no floating point decides a key.

export type Rational = { readonly n: bigint; readonly d: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function toBig(value: number | bigint, what: string): bigint {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what}: ${value} is not a safe integer`);
  return BigInt(value);
}

/** n/d in lowest terms; `rat(3)` is 3, `rat(6, -4)` is −3/2. */
export function rat(n: number | bigint, d: number | bigint = 1n): Rational {
  let num = toBig(n, "numerator");
  let den = toBig(d, "denominator");
  if (den === 0n) throw new RangeError("rat: zero denominator");
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return g > 1n ? { n: num / g, d: den / g } : { n: num, d: den };
}

/** A decimal written in base ten, e.g. "1.04" → 26/25, "-0.5" → −1/2. */
export function ratFromDecimal(text: string): Rational {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`ratFromDecimal: "${text}" is not a decimal`);
  const [, minus, whole, fraction = ""] = match;
  const n = BigInt(`${whole}${fraction}`) * (minus ? -1n : 1n);
  return rat(n, 10n ** BigInt(fraction.length));
}

export const ZERO = rat(0);
export const ONE = rat(1);

export const add = (a: Rational, b: Rational): Rational => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rat(a.n * b.n, a.d * b.d);
export const neg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export const abs = (a: Rational): Rational => (a.n < 0n ? neg(a) : a);

export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError("div: division by zero");
  return rat(a.n * b.d, a.d * b.n);
}

export const inv = (a: Rational): Rational => div(ONE, a);

/** a to a whole-number power (negative powers invert). */
export function pow(a: Rational, k: number): Rational {
  if (!Number.isInteger(k)) throw new RangeError(`pow: ${k} is not a whole number`);
  if (k < 0) return inv(pow(a, -k));
  const e = BigInt(k);
  return rat(a.n ** e, a.d ** e);
}

/** Sum of any number of rationals. */
export const sum = (...values: Rational[]): Rational => values.reduce(add, ZERO);

export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const eq = (a: Rational, b: Rational): boolean => a.n === b.n && a.d === b.d;
export const lt = (a: Rational, b: Rational): boolean => compare(a, b) < 0;
export const gt = (a: Rational, b: Rational): boolean => compare(a, b) > 0;
export const sign = (a: Rational): -1 | 0 | 1 => (a.n < 0n ? -1 : a.n > 0n ? 1 : 0);
export const isZero = (a: Rational): boolean => a.n === 0n;
export const isInteger = (a: Rational): boolean => a.d === 1n;

/** The largest integer ≤ a. */
export function floor(a: Rational): bigint {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** The smallest integer ≥ a. */
export function ceil(a: Rational): bigint {
  return -floor(neg(a));
}

export const toNumber = (a: Rational): number => Number(a.n) / Number(a.d);

/** The whole number a is, or a RangeError (for code that needs a count or an index). */
export function toInt(a: Rational): number {
  if (!isInteger(a)) throw new RangeError(`toInt: ${toText(a)} is not a whole number`);
  return Number(a.n);
}

/** The integer square root of a non-negative bigint when it is a perfect square, else null. */
function exactSqrtBig(n: bigint): bigint | null {
  if (n < 0n) return null;
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x * x === n ? x : null;
}

/** √a when a is the square of a rational, else null. */
export function sqrtRational(a: Rational): Rational | null {
  const n = exactSqrtBig(a.n);
  const d = exactSqrtBig(a.d);
  return n === null || d === null ? null : rat(n, d);
}

/** The k-th root of a when it is rational (k ≥ 1), else null. */
export function rootRational(a: Rational, k: number): Rational | null {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`rootRational: bad index ${k}`);
  if (k === 1) return a;
  const negative = a.n < 0n;
  if (negative && k % 2 === 0) return null;
  const root = (n: bigint): bigint | null => {
    const guess = BigInt(Math.round(Number(n) ** (1 / k)));
    for (const candidate of [guess - 1n, guess, guess + 1n]) {
      if (candidate >= 0n && candidate ** BigInt(k) === n) return candidate;
    }
    return null;
  };
  const n = root(negative ? -a.n : a.n);
  const d = root(a.d);
  if (n === null || d === null) return null;
  return rat(negative ? -n : n, d);
}

/** True when a has a finite decimal expansion (denominator of the form 2^i·5^j). */
export function isTerminating(a: Rational): boolean {
  let d = a.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

function groupThousands(digits: string, latex: boolean): string {
  if (digits.length <= 3) return digits;
  const separator = latex ? "{,}" : ",";
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * The exact decimal of a terminating rational ("2.5", "-0.125", "1{,}250" in LaTeX), with at
 * least `minPlaces` decimal places (2 for money: "7.50"). Throws for a repeating decimal.
 */
export function toDecimal(a: Rational, options: { minPlaces?: number; latex?: boolean } = {}) {
  if (!isTerminating(a)) throw new RangeError(`toDecimal: ${toText(a)} does not terminate`);
  const latex = options.latex ?? true;
  let places = 0;
  let scale = 1n;
  while (((a.n < 0n ? -a.n : a.n) * scale) % a.d !== 0n) {
    places += 1;
    scale *= 10n;
  }
  const minPlaces = a.d === 1n ? 0 : (options.minPlaces ?? 0);
  while (places < minPlaces) {
    places += 1;
    scale *= 10n;
  }
  const scaled = ((a.n < 0n ? -a.n : a.n) * scale) / a.d;
  const text = scaled.toString().padStart(places + 1, "0");
  const whole = text.slice(0, text.length - places);
  const fraction = text.slice(text.length - places);
  const body = groupThousands(whole, latex) + (places > 0 ? `.${fraction}` : "");
  return (a.n < 0n ? "-" : "") + body;
}

/** LaTeX: "5", "-5", "\frac{3}{4}", "-\frac{3}{4}" (thousands grouped as "1{,}200"). */
export function toLatex(a: Rational): string {
  const sign = a.n < 0n ? "-" : "";
  const n = groupThousands((a.n < 0n ? -a.n : a.n).toString(), true);
  if (a.d === 1n) return `${sign}${n}`;
  return `${sign}\\frac{${n}}{${groupThousands(a.d.toString(), true)}}`;
}

/** Plain text for messages: "3/4", "-2". */
export function toText(a: Rational): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}
