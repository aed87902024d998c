/**
 * Dates as the interface language writes them (docs/product/languages.md#interface-language).
 * Licence days are calendar days (`YYYY-MM-DD`, UTC on the server, decision 0024): shown as that
 * day wherever the reader is. Moments (last seen, created) are shown in the reader's own time zone.
 */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment with its date and time of day, e.g. "3 Mar 2026, 10:14" (shared with other screens). */
export { formatMoment } from '../../../../lib/format-moment.ts';

/** A whole number with the language's grouping, e.g. "100,000" or "100.000". */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** Today's calendar day in UTC, as licence periods count days (decision 0024). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
