// CSV for the analysts' exports (RFC 4180): one line per call, fields joined by commas and the
// line ended by CRLF. A field holding a comma, a double quote, CR or LF is quoted, its quotes
// doubled. A text that a spreadsheet would run as a formula (starting with = + - @, a tab or CR)
// gets a leading apostrophe, so an exported answer or username cannot become one; numbers are
// written as numbers (a negative correlation stays -0.2).

/** One value as a field: empty for null/undefined, ISO for a date, JSON for an object. */
function fieldText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(value: unknown): string {
  const text = fieldText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line of these values, CRLF included. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(field).join(",")}\r\n`;
}
