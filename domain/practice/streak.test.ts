import { describe, expect, it } from "vitest";
import { seededRandom } from "../random.ts";
import { addDays, daysBetween, endOfLocalDay } from "./days.ts";
import {
  brokenStreakDay,
  currentStreak,
  emptyStreak,
  localDay,
  recordCompletion,
  streakStep,
  type Streak,
} from "./streak.ts";

/** A completion at instant `iso` in `timeZone`, its day read from the zone (as the server does). */
function at(iso: string, timeZone: string) {
  const instant = new Date(iso);
  return { day: localDay(instant, timeZone), timeZone, at: instant };
}

/** Records completions in order. */
function run(...completions: ReturnType<typeof at>[]): Streak {
  return completions.reduce((streak, c) => recordCompletion(streak, c), emptyStreak);
}

const NY = "America/New_York";
const AUCKLAND = "Pacific/Auckland";
const HONOLULU = "Pacific/Honolulu";
const LA = "America/Los_Angeles";
const TOKYO = "Asia/Tokyo";
const LONDON = "Europe/London";

describe("recordCompletion: one zone", () => {
  it("given no streak, when a drop is completed, then the streak is 1 and remembers when and where", () => {
    const streak = run(at("2025-01-10T15:00:00Z", NY));
    expect(streak).toEqual({
      days: 1,
      lastDay: "2025-01-10",
      lastZone: NY,
      lastAt: "2025-01-10T15:00:00.000Z",
    });
  });

  it("given a drop completed today, when another completes the same day, then nothing changes", () => {
    const once = run(at("2025-01-10T14:00:00Z", NY));
    const twice = recordCompletion(once, at("2025-01-11T04:30:00Z", NY)); // 23:30 EST, still the 10th
    expect(twice).toBe(once);
    expect(twice.days).toBe(1);
  });

  it("given drops on three consecutive days, when recorded, then the streak is 3", () => {
    const streak = run(
      at("2025-01-10T14:00:00Z", NY),
      at("2025-01-11T14:00:00Z", NY),
      at("2025-01-12T14:00:00Z", NY),
    );
    expect(streak.days).toBe(3);
    expect(streak.lastDay).toBe("2025-01-12");
  });

  it("given a missed day, when the next drop completes, then the streak restarts at 1", () => {
    const before = run(at("2025-01-10T14:00:00Z", NY), at("2025-01-11T14:00:00Z", NY));
    const after = at("2025-01-13T14:00:00Z", NY); // the 12th was missed
    expect(streakStep(before, after)).toBe("restart");
    expect(recordCompletion(before, after).days).toBe(1);
    expect(brokenStreakDay(before, after)).toBe("2025-01-12");
  });

  it("given a drop at 00:05 and the next at 23:55 the following day, then the streak continues", () => {
    // 47 h 50 min apart, but on consecutive calendar days.
    const streak = run(at("2025-01-10T05:05:00Z", NY), at("2025-01-12T04:55:00Z", NY));
    expect(streak.days).toBe(2);
  });
});

describe("recordCompletion across daylight saving (America/New_York)", () => {
  it("given March's 23-hour day, when drops complete on the 8th, 9th and 10th, then the streak is 3", () => {
    const streak = run(
      at("2025-03-09T04:30:00Z", NY), // 8 Mar 23:30 EST
      at("2025-03-10T03:30:00Z", NY), // 9 Mar 23:30 EDT (the 23-hour day)
      at("2025-03-10T04:30:00Z", NY), // 10 Mar 00:30 EDT, an hour later
    );
    expect(streak.days).toBe(3);
    expect(streak.lastDay).toBe("2025-03-10");
  });

  it("given March's switch, when the 9th is skipped, then the streak restarts and the 9th is the break", () => {
    const before = run(at("2025-03-08T17:00:00Z", NY));
    const after = at("2025-03-10T16:00:00Z", NY);
    expect(recordCompletion(before, after).days).toBe(1);
    expect(brokenStreakDay(before, after)).toBe("2025-03-09");
  });

  it("given November's 25-hour day, when drops complete at its start and the next day's end, then +1", () => {
    const streak = run(
      at("2025-11-02T04:10:00Z", NY), // 2 Nov 00:10 EDT
      at("2025-11-04T04:50:00Z", NY), // 3 Nov 23:50 EST, 49 h 40 min later
    );
    expect(streak.days).toBe(2);
  });

  it("given November's switch, when the 2nd is skipped, then the streak restarts", () => {
    const before = run(at("2025-11-01T16:00:00Z", NY));
    const after = at("2025-11-03T17:00:00Z", NY);
    expect(recordCompletion(before, after).days).toBe(1);
    expect(brokenStreakDay(before, after)).toBe("2025-11-02");
  });
});

describe("recordCompletion across time zones", () => {
  it("given Auckland → Honolulu (the date goes back), then no day counts twice and the streak holds", () => {
    // 10 Jan 21:00 NZDT in Auckland = 10 Jan 08:00 UTC = 9 Jan 22:00 HST.
    const inAuckland = run(
      at("2025-01-09T08:00:00Z", AUCKLAND), // 9 Jan 21:00 NZDT
      at("2025-01-10T08:00:00Z", AUCKLAND), // 10 Jan 21:00 NZDT
    );
    expect(inAuckland.days).toBe(2);
    // Landed in Honolulu: the 9th again, then the 10th again — both already counted.
    const again9 = recordCompletion(inAuckland, at("2025-01-10T09:30:00Z", HONOLULU)); // 9 Jan 23:30
    expect(again9.days).toBe(2);
    expect(brokenStreakDay(inAuckland, at("2025-01-10T09:30:00Z", HONOLULU))).toBeNull();
    const again10 = recordCompletion(again9, at("2025-01-11T06:00:00Z", HONOLULU)); // 10 Jan 20:00
    expect(again10.days).toBe(2);
    // The 11th in Honolulu is a new day: +1.
    const next = recordCompletion(again10, at("2025-01-12T06:00:00Z", HONOLULU)); // 11 Jan 20:00
    expect(next).toMatchObject({ days: 3, lastDay: "2025-01-11", lastZone: HONOLULU });
  });

  it("given Honolulu → Auckland (the 11th is skipped by the date line), then the streak continues", () => {
    const inHonolulu = run(
      at("2025-01-10T08:00:00Z", HONOLULU), // 9 Jan 22:00 HST
      at("2025-01-11T08:00:00Z", HONOLULU), // 10 Jan 22:00 HST
    );
    // Landed in Auckland on the 12th; 12 Jan 20:00 NZDT = 11 Jan 21:00 HST, the old zone's next day.
    const landed = at("2025-01-12T07:00:00Z", AUCKLAND);
    expect(landed.day).toBe("2025-01-12");
    expect(streakStep(inHonolulu, landed)).toBe("continue");
    expect(brokenStreakDay(inHonolulu, landed)).toBeNull();
    expect(recordCompletion(inHonolulu, landed)).toMatchObject({ days: 3, lastZone: AUCKLAND });
  });

  it("given Honolulu → Auckland and then a day really missed, then the streak restarts", () => {
    const inHonolulu = run(at("2025-01-11T08:00:00Z", HONOLULU)); // 10 Jan 22:00 HST
    const late = at("2025-01-13T07:00:00Z", AUCKLAND); // 13 Jan 20:00 NZDT = 12 Jan 21:00 HST
    expect(recordCompletion(inHonolulu, late).days).toBe(1);
    expect(brokenStreakDay(inHonolulu, late)).toBe("2025-01-11");
  });

  it("given Los Angeles → Tokyo, when the first drop in Tokyo is two LA days later, then it continues", () => {
    // 10 Jan 20:00 PST = 11 Jan 04:00 UTC = 11 Jan 13:00 JST: already the 11th in Tokyo.
    const inLa = run(at("2025-01-10T04:00:00Z", LA), at("2025-01-11T04:00:00Z", LA));
    // 12 Jan 20:00 JST = 12 Jan 03:00 PST: the LA 11th was never kept, the Tokyo 11th was.
    const inTokyo = at("2025-01-12T11:00:00Z", TOKYO);
    expect(inTokyo.day).toBe("2025-01-12");
    expect(recordCompletion(inLa, inTokyo).days).toBe(3);
    expect(brokenStreakDay(inLa, inTokyo)).toBeNull();
  });

  it("given Los Angeles → Tokyo, when a Tokyo day is then missed, then the streak restarts", () => {
    const inLa = run(at("2025-01-11T04:00:00Z", LA)); // 10 Jan 20:00 PST
    const late = at("2025-01-13T11:00:00Z", TOKYO); // 13 Jan 20:00 JST = 13 Jan 03:00 PST
    expect(recordCompletion(inLa, late).days).toBe(1);
    expect(brokenStreakDay(inLa, late)).toBe("2025-01-11");
  });

  it("given Tokyo → Los Angeles (the date repeats), then the repeated day is not counted twice", () => {
    const inTokyo = run(at("2025-01-15T11:00:00Z", TOKYO)); // 15 Jan 20:00 JST = 15 Jan 03:00 PST
    const sameDay = recordCompletion(inTokyo, at("2025-01-16T02:00:00Z", LA)); // 15 Jan 18:00 PST
    expect(sameDay.days).toBe(1);
    const nextDay = recordCompletion(sameDay, at("2025-01-17T02:00:00Z", LA)); // 16 Jan 18:00 PST
    expect(nextDay.days).toBe(2);
  });

  it("given London → Tokyo, when the drop is two Tokyo days later but the next London day, then +1", () => {
    const inLondon = run(at("2025-05-31T23:30:00Z", LONDON)); // 1 Jun 00:30 BST = 1 Jun 08:30 JST
    const inTokyo = at("2025-06-02T15:30:00Z", TOKYO); // 3 Jun 00:30 JST = 2 Jun 16:30 BST
    expect(inTokyo.day).toBe("2025-06-03");
    expect(recordCompletion(inLondon, inTokyo).days).toBe(2);
    expect(brokenStreakDay(inLondon, inTokyo)).toBeNull();
  });

  it("given Europe/London across the March switch, when drops complete daily, then the streak grows", () => {
    const streak = run(
      at("2025-03-29T23:30:00Z", LONDON), // 29 Mar 23:30 GMT
      at("2025-03-30T22:30:00Z", LONDON), // 30 Mar 23:30 BST (the 23-hour day)
      at("2025-03-30T23:30:00Z", LONDON), // 31 Mar 00:30 BST
    );
    expect(streak.days).toBe(3);
  });

  it("given London → New York, when the next drop is on the next New York day, then +1", () => {
    const inLondon = run(at("2025-06-01T22:00:00Z", LONDON)); // 1 Jun 23:00 BST
    const inNy = at("2025-06-03T03:00:00Z", NY); // 2 Jun 23:00 EDT = 3 Jun 04:00 BST
    expect(recordCompletion(inLondon, inNy).days).toBe(2);
  });

  it("given Apia, which skipped 30 Dec 2011, when drops fall on the 29th and the 31st, then it continues", () => {
    const streak = run(
      at("2011-12-29T20:00:00Z", "Pacific/Apia"), // 29 Dec 10:00 (−10)
      at("2011-12-30T20:00:00Z", "Pacific/Apia"), // 31 Dec 10:00 (+14)
    );
    expect(streak).toMatchObject({ days: 2, lastDay: "2011-12-31" });
  });
});

describe("currentStreak", () => {
  const streak = run(at("2025-01-10T14:00:00Z", NY), at("2025-01-11T14:00:00Z", NY)); // 2, last the 11th

  it("given no streak, when shown, then 0", () => {
    expect(
      currentStreak(emptyStreak, { now: new Date("2025-01-11T14:00:00Z"), timeZone: NY }),
    ).toBe(0);
  });

  it("given the last drop today or yesterday, when shown, then the streak", () => {
    expect(currentStreak(streak, { now: new Date("2025-01-11T20:00:00Z"), timeZone: NY })).toBe(2);
    // 12 Jan 23:59:59 EST, the last moment the streak can still be kept.
    expect(currentStreak(streak, { now: new Date("2025-01-13T04:59:59Z"), timeZone: NY })).toBe(2);
  });

  it("given the day after the last drop has ended, when shown, then 0", () => {
    expect(currentStreak(streak, { now: new Date("2025-01-13T05:00:00Z"), timeZone: NY })).toBe(0);
  });

  it("given November's 25-hour day after the last drop, then the streak lasts to its local midnight", () => {
    const s = run(at("2025-11-01T16:00:00Z", NY)); // last day 1 Nov; 2 Nov is 25 hours long
    expect(currentStreak(s, { now: new Date("2025-11-03T04:59:59Z"), timeZone: NY })).toBe(1);
    expect(currentStreak(s, { now: new Date("2025-11-03T05:00:00Z"), timeZone: NY })).toBe(0);
  });

  it("given March's 23-hour day after the last drop, then the streak ends at its local midnight", () => {
    const s = run(at("2025-03-08T16:00:00Z", NY)); // last day 8 Mar; 9 Mar is 23 hours long
    expect(currentStreak(s, { now: new Date("2025-03-10T03:59:59Z"), timeZone: NY })).toBe(1);
    expect(currentStreak(s, { now: new Date("2025-03-10T04:00:00Z"), timeZone: NY })).toBe(0);
  });

  it("given a flight Honolulu → Auckland, when shown on the skipped-into day, then still kept", () => {
    const s = run(at("2025-01-11T08:00:00Z", HONOLULU)); // 10 Jan 22:00 HST
    // 12 Jan 10:00 NZDT = 11 Jan 11:00 HST: the streak can still be kept by a drop today.
    expect(currentStreak(s, { now: new Date("2025-01-11T21:00:00Z"), timeZone: AUCKLAND })).toBe(1);
  });
});

describe("brokenStreakDay", () => {
  it("given no streak, when a first drop completes, then nothing was broken", () => {
    expect(brokenStreakDay(emptyStreak, at("2025-01-10T14:00:00Z", NY))).toBeNull();
  });

  it("given a kept streak, when the next day or the same day completes, then nothing was broken", () => {
    const s = run(at("2025-01-10T14:00:00Z", NY));
    expect(brokenStreakDay(s, at("2025-01-11T14:00:00Z", NY))).toBeNull();
    expect(brokenStreakDay(s, at("2025-01-10T20:00:00Z", NY))).toBeNull();
  });

  it("given a week-long gap, when a drop completes, then the first missed day is returned", () => {
    const s = run(at("2025-01-10T14:00:00Z", NY));
    expect(brokenStreakDay(s, at("2025-01-17T14:00:00Z", NY))).toBe("2025-01-11");
  });
});

describe("recordCompletion in one zone matches counting consecutive days", () => {
  it("given random completion days at random times over a year, then the streak is the final run", () => {
    const random = seededRandom(7);
    for (const zone of [NY, LONDON, AUCKLAND]) {
      let streak = emptyStreak;
      let expected = 0;
      let last: string | null = null;
      let day = "2025-01-01";
      for (let i = 0; i < 365; i++, day = addDays(day, 1)) {
        if (random() < 0.25) continue; // a missed day
        const start = endOfLocalDay(addDays(day, -1), zone).getTime();
        const length = endOfLocalDay(day, zone).getTime() - start;
        const instant = new Date(start + Math.floor(random() * length));
        streak = recordCompletion(streak, {
          day: localDay(instant, zone),
          timeZone: zone,
          at: instant,
        });
        expected = last !== null && daysBetween(last, day) === 1 ? expected + 1 : 1;
        last = day;
        expect(streak.days).toBe(expected);
      }
    }
  });
});
