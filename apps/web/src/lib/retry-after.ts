/**
 * When to try again after a `429` with `Retry-After`, in words for the interface language:
 * "in 5 minutes", "over 5 minuten", "dans 5 minutes". Whole minutes, at least one: a person
 * waits in minutes, not seconds.
 */
export function inMinutes(seconds: number, language: string): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(minutes, 'minute');
}
