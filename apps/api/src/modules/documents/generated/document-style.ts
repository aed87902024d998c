import type { SignalWord } from '@sds/contract';

/** Colours of the generated documents, the web app's tokens (contrast checked there). */
export const COLOUR = {
  text: '#16212b',
  muted: '#51606e',
  rule: '#d6dde4',
  danger: '#b3261e',
  warning: '#ffc226',
  onWarning: '#2b1d00',
  firstAid: '#0b7a43',
  spill: '#b7791f',
  fire: '#b3261e',
  protection: '#0f5167',
} as const;

/** Band colour and text colour of a signal word; null for products without one. */
export function signalWordColours(signalWord: SignalWord) {
  if (signalWord === 'Danger') return { band: COLOUR.danger, text: '#ffffff' };
  if (signalWord === 'Warning') return { band: COLOUR.warning, text: COLOUR.onWarning };
  return null;
}

/** One millimetre in PDF points. */
export const MM = 72 / 25.4;

/** Dates as people in that locale write them. */
export function formatDate(date: Date | string, locale: string): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}
