/**
 * A moment with its date and time of day in the reader's language and time zone, e.g.
 * "3 Mar 2026, 10:14" (docs/product/languages.md#interface-language). An unreadable timestamp is
 * shown as it came.
 */
export function formatMoment(timestamp: string, language: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
