// Calendar days as the app shows and sends them: the device's local day (the student's "today"),
// yyyy-MM-dd for the API, and the spec's locale (English, US) for reading.

/** A local calendar day as yyyy-MM-dd ("2026-11-21"), for the API and `<time dateTime>`. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-MM-dd as that local calendar day (midnight), with no time-zone shift. */
export function parseLocalIsoDate(text: string): Date {
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A day as a student reads it: "Saturday, November 21, 2026". */
export function formatLongDate(date: Date | string): string {
  const day = typeof date === "string" ? parseLocalIsoDate(date) : date;
  return day.toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
