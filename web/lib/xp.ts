// How XP reads on every screen: what one answer earned (signed), and a total.

/** What an answer earned or cost: "+12 XP", "-1 XP", "+0 XP". */
export function formatXpGain(xp: number): string {
  return `${xp < 0 ? "-" : "+"}${Math.abs(xp)} XP`;
}

/** A total, whole and with thousands separators: "1,250 XP". */
export function formatXpTotal(xp: number): string {
  return `${Math.round(xp).toLocaleString("en-US")} XP`;
}
