/**
 * A translation catalogue: the texts of one namespace in one locale, under nested keys
 * (`login.submit`), as the JSON files of `locales/<locale>/<namespace>.json` hold them.
 */
export type Catalogue = { [key: string]: string | Catalogue };

/** The text at a dotted key (`registration.subject`), or null when there is none. */
export function textAt(catalogue: Catalogue | null, dottedKey: string): string | null {
  let node: string | Catalogue | undefined = catalogue ?? undefined;
  for (const part of dottedKey.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : null;
}
