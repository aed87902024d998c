import { readFileSync } from 'node:fs';
import type { RegulatoryFlagKind } from '@sds/contract';
import { z } from 'zod';
import { RegulatoryListFile } from './regulatory-list-file.ts';

/** A list held in memory: its date, its source and its rows by CAS number. */
export interface RegulatoryList {
  list: RegulatoryFlagKind;
  version: string;
  source: string;
  byCas: ReadonlyMap<string, readonly { substance: string; detail: string }[]>;
}

/** What loading a list file did: the list now in use, or why the file was refused. */
export type ListLoadResult =
  | { loaded: true; list: RegulatoryFlagKind; version: string; entries: number }
  | { loaded: false; reason: string };

const SHIPPED: readonly RegulatoryFlagKind[] = ['svhc', 'cmr', 'authorisation', 'restriction'];
const shippedFile = (list: RegulatoryFlagKind) =>
  new URL(`../../../reference-data/regulatory-lists/${list}.json`, import.meta.url);

let lists: Map<RegulatoryFlagKind, RegulatoryList> | null = null;

function indexOf(file: RegulatoryListFile): RegulatoryList {
  const byCas = new Map<string, { substance: string; detail: string }[]>();
  for (const [cas, substance, detail] of file.entries) {
    const rows = byCas.get(cas);
    if (rows) rows.push({ substance, detail });
    else byCas.set(cas, [{ substance, detail }]);
  }
  return { list: file.list, version: file.version, source: file.source, byCas };
}

/** The lists in use: the shipped ones (reference-data/regulatory-lists), read once. */
export function regulatoryLists(): ReadonlyMap<RegulatoryFlagKind, RegulatoryList> {
  if (!lists) {
    lists = new Map(
      SHIPPED.map((list) => {
        const file = RegulatoryListFile.parse(JSON.parse(readFileSync(shippedFile(list), 'utf8')));
        return [list, indexOf(file)];
      }),
    );
  }
  return lists;
}

/**
 * Puts a list file's content in use in place of the same list's current one — whole or not at
 * all: a file that is not JSON, or has one row that does not fit its list, is refused and the
 * list in use stays (issue 26, "a list file that is malformed"). A file older than the list in
 * use is refused too.
 */
export function loadRegulatoryList(text: string): ListLoadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { loaded: false, reason: 'not JSON' };
  }
  const parsed = RegulatoryListFile.safeParse(json);
  if (!parsed.success) return { loaded: false, reason: z.prettifyError(parsed.error) };
  const current = regulatoryLists().get(parsed.data.list);
  if (current && parsed.data.version < current.version) {
    return {
      loaded: false,
      reason: `${parsed.data.version} is older than the ${current.version} list in use`,
    };
  }
  lists?.set(parsed.data.list, indexOf(parsed.data));
  const { list, version, entries } = parsed.data;
  return { loaded: true, list, version, entries: entries.length };
}

/** Loads a list file from a path the operator gives (see loadRegulatoryList). */
export function loadRegulatoryListFile(path: string): ListLoadResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { loaded: false, reason: `cannot be read: ${(error as Error).message}` };
  }
  return loadRegulatoryList(text);
}

/** Back to the shipped lists (tests). */
export function resetRegulatoryLists(): void {
  lists = null;
}
