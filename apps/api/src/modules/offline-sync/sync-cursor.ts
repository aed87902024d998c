import { createHmac, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { secretsMatch } from '../../platform/security/secure-compare.ts';

/**
 * Where a device's offline pack stands (decision 0052), carried by the device as an opaque
 * signed cursor. `delta`: every change before position (`xid`, `productId`) has reached the
 * device. `full`: a full download in progress, started when every transaction below `startXid`
 * had ended, at `startedAt`; it has delivered the products up to (`lastLocale`, `lastId`) of its
 * phase — the device's locale first (`first`), then every other locale (`rest`).
 */
export type SyncPosition = (
  | { kind: 'delta'; companyId: string; xid: bigint; productId: string; syncedAt: string }
  | {
      kind: 'full';
      companyId: string;
      startXid: bigint;
      startedAt: string;
      locale: string | null;
      phase: 'first' | 'rest';
      lastLocale: string;
      lastId: string;
    }
) & {
  /** The sheet edition the pack was made under (products' sheetEdition). */
  edition: string;
};

/** The smallest uuid: a position before every product of a transaction. */
export const NO_PRODUCT = '00000000-0000-0000-0000-000000000000';

/** What a cursor is bound to besides the company: the view it syncs (a User's). */
const SCOPE = 'user';

const xid = z
  .string()
  .regex(/^\d{1,20}$/)
  .transform((value) => BigInt(value));
const Payload = z.discriminatedUnion('k', [
  z.object({
    k: z.literal('d'),
    s: z.literal(SCOPE),
    e: z.string().max(32),
    c: z.uuid(),
    x: xid,
    p: z.uuid(),
    t: z.iso.datetime(),
  }),
  z.object({
    k: z.literal('f'),
    s: z.literal(SCOPE),
    e: z.string().max(32),
    c: z.uuid(),
    x: xid,
    t: z.iso.datetime(),
    l: z.string().max(20).nullable(),
    ph: z.enum(['first', 'rest']),
    ll: z.string().max(20),
    li: z.uuid(),
  }),
]);

function sign(key: KeyObject, payload: string): string {
  return createHmac('sha256', key).update(`sync-cursor\n${payload}`).digest('base64url');
}

/** The cursor for a position: base64url JSON, a dot, its HMAC-SHA256. */
export function encodeCursor(key: KeyObject, position: SyncPosition): string {
  const fields =
    position.kind === 'delta'
      ? { k: 'd', x: `${position.xid}`, p: position.productId, t: position.syncedAt }
      : {
          k: 'f',
          x: `${position.startXid}`,
          t: position.startedAt,
          l: position.locale,
          ph: position.phase,
          ll: position.lastLocale,
          li: position.lastId,
        };
  const payload = Buffer.from(
    JSON.stringify({ s: SCOPE, e: position.edition, c: position.companyId, ...fields }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

const invalid = () =>
  new AppError('sync-cursor-invalid', 'This sync cursor is not valid for this company');

/**
 * The position a cursor names, for the company whose sheets are read. A forged, cut or changed
 * cursor, or one of another company, is a 400 `sync-cursor-invalid` (the signature is compared
 * in constant time before anything in it is read).
 */
export function decodeCursor(key: KeyObject, cursor: string, companyId: string): SyncPosition {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  if (!secretsMatch(signature, sign(key, payload))) throw invalid();
  let parsed: z.infer<typeof Payload>;
  try {
    parsed = Payload.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  if (parsed.c !== companyId.toLowerCase()) throw invalid();
  if (parsed.k === 'd') {
    return {
      kind: 'delta',
      companyId: parsed.c,
      edition: parsed.e,
      xid: parsed.x,
      productId: parsed.p,
      syncedAt: parsed.t,
    };
  }
  return {
    kind: 'full',
    companyId: parsed.c,
    edition: parsed.e,
    startXid: parsed.x,
    startedAt: parsed.t,
    locale: parsed.l,
    phase: parsed.ph,
    lastLocale: parsed.ll,
    lastId: parsed.li,
  };
}
