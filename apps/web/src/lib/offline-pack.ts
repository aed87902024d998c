import type { Product, ProductSearchResponse } from '@sds/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError } from './api-error.ts';

/**
 * The offline pack (issue 24, decision 0054) as the rest of the app sees it: the feature lives in
 * features/offline and loads lazily; the session route hands this module a way to open it, and the
 * product calls ask it when the network does not answer. Features never import each other, so the
 * products feature goes through here.
 */

/** The ways a sheet is addressed (the products feature's ProductAddress has the same shape). */
export type PackAddress =
  | { by: 'id'; id: string }
  | { by: 'articleNumber'; articleNumber: string; locale: string }
  | { by: 'masterCode'; masterCode: string };

export type PackSearch = { search: string; page: number; pageSize: number; productLocale: string };

/** What the pack answers: null when it does not hold what was asked for. */
export type OfflineSheets = {
  search(options: PackSearch): Promise<ProductSearchResponse | null>;
  get(address: PackAddress, productLocale: string): Promise<Product | null>;
  /** A sheet was opened: it counts as recently used (kept first when the storage is full). */
  noteUsed(productId: string): void;
  /** The stored copy of a sheet's SDS pdf (when its user chose to keep them), or null. */
  pdf(productId: string, reference: string): Promise<Blob | null>;
};

let openSheets: (() => Promise<OfflineSheets | null>) | null = null;

/** Set by the session route for the signed-in device; null when nobody is signed in. */
export function setOfflineSheetsLoader(loader: (() => Promise<OfflineSheets | null>) | null) {
  openSheets = loader;
}

// Whether the last product answer came from the pack: the banner says "Offline — sheets as of …".
let isServedFromPack = false;
const listeners = new Set<() => void>();

function setServedFromPack(value: boolean): void {
  if (value === isServedFromPack) return;
  isServedFromPack = value;
  for (const listener of listeners) listener();
}

/** Whether the screen shows sheets from the pack because the network did not answer. */
export function useIsServedFromPack(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => isServedFromPack,
    () => false,
  );
}

const isBrowserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function fromPack<T>(read: (sheets: OfflineSheets) => Promise<T | null>): Promise<T | null> {
  try {
    const sheets = openSheets ? await openSheets() : null;
    return sheets ? await read(sheets) : null;
  } catch (error) {
    // A pack that cannot be read answers nothing; the caller's own failure stands.
    console.warn('The offline pack could not be read', error);
    return null;
  }
}

/**
 * Asks the server; when there is no network (the browser says so, or the call gets no answer),
 * answers from the pack instead. Without the network and without the sheet in the pack, the
 * network failure stands, so the screen says what it says today.
 */
export async function answerOrFromPack<T>(
  online: () => Promise<T>,
  offline: (sheets: OfflineSheets) => Promise<T | null>,
): Promise<T> {
  if (isBrowserOffline()) {
    const answer = await fromPack(offline);
    if (answer !== null) {
      setServedFromPack(true);
      return answer;
    }
  }
  try {
    const answer = await online();
    setServedFromPack(false);
    return answer;
  } catch (error) {
    if (!isApiError(error, 'network-error')) throw error;
    const answer = await fromPack(offline);
    if (answer === null) throw error;
    setServedFromPack(true);
    return answer;
  }
}

/** Tells the pack that a sheet was opened (online or not); nothing without a pack. */
export function notePackSheetUsed(productId: string): void {
  void fromPack(async (sheets) => {
    sheets.noteUsed(productId);
    return null;
  });
}

/**
 * Where to open a sheet's SDS pdf: while the screen shows the pack (no network), the copy this
 * device keeps, as an object URL, when its user chose to keep the pdfs (issue 24); null
 * otherwise, and the sheet's signed link stands.
 */
export function useStoredPdfUrl(productId: string, reference: string | null): string | null {
  const isFromPack = useIsServedFromPack();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!reference || !(isFromPack || isBrowserOffline())) return;
    let objectUrl: string | null = null;
    let isCurrent = true;
    void fromPack((sheets) => sheets.pdf(productId, reference)).then((blob) => {
      if (!blob || !isCurrent) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [productId, reference, isFromPack]);
  return url;
}
