import { EmailAddress, MAX_KEY_USER_CONTACTS } from '@sds/contract';

/** What keeps the typed key-user contacts from being saved, for the field's message. */
export type KeyUserContactsProblem =
  { kind: 'invalid'; line: number; address: string } | { kind: 'tooMany'; count: number };

/**
 * The key-user contacts as typed, one address per line (decision 0065): blank lines left out,
 * each address trimmed and kept once whatever its case, as the server keeps them; the first line
 * that is not an address, or more than 20, is the problem.
 */
export function readKeyUserContacts(text: string): {
  addresses: string[];
  problem: KeyUserContactsProblem | null;
} {
  const addresses: string[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const typed = line.trim();
    if (typed === '') continue;
    const parsed = EmailAddress.safeParse(typed);
    if (!parsed.success) {
      return { addresses, problem: { kind: 'invalid', line: index + 1, address: typed } };
    }
    if (seen.has(parsed.data.toLowerCase())) continue;
    seen.add(parsed.data.toLowerCase());
    addresses.push(parsed.data);
  }
  if (addresses.length > MAX_KEY_USER_CONTACTS) {
    return { addresses, problem: { kind: 'tooMany', count: addresses.length } };
  }
  return { addresses, problem: null };
}
