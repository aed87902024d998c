import type { Duplex, Readable } from 'node:stream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterProduct } from './register.queries.ts';

/** Bytes a register may hold ready for a slow client before it stops reading the database. */
const BUFFERED_BYTES_LIMIT = 1024 * 1024;
const POLL_MS = 5;

/** The client left (the response stream was destroyed): writing stops, nothing more is read. */
class RegisterAbandoned extends Error {}

/**
 * Waits while `output` holds more than it should for its reader, so a slow download slows the
 * reading of the database down instead of piling the register up in memory; throws when the
 * stream was destroyed (Fastify destroys it when the client leaves).
 */
export async function untilConsumed(output: Readable | Duplex): Promise<void> {
  // Once a page: compression, the socket and other requests get their turn.
  await setImmediate();
  while (!output.destroyed && isHoldingTooMuch(output)) await sleep(POLL_MS);
  if (output.destroyed) throw new RegisterAbandoned('The client left');
}

/** Bytes ready to be read, or rows written that a transform (CSV) has not taken up yet. */
function isHoldingTooMuch(output: Readable | Duplex): boolean {
  if (output.readableLength > BUFFERED_BYTES_LIMIT) return true;
  return 'writableNeedDrain' in output && output.writableNeedDrain;
}

/** The products of the register, page by page, as its formats write them. */
export type RegisterPages = AsyncIterable<RegisterProduct[]>;

/**
 * Writes a register into `output` while Fastify sends it: started, not awaited. A failure halfway
 * (the database gone) destroys the stream, so the client sees a cut download rather than a file
 * that looks whole; a client that left is not an error.
 */
export function writeInBackground(
  output: Readable,
  log: FastifyBaseLogger,
  write: () => Promise<void>,
): Readable {
  write().catch((error: unknown) => {
    if (error instanceof RegisterAbandoned) return;
    log.error({ err: error }, 'The register could not be written to its end');
    if (!output.destroyed) output.destroy(error as Error);
  });
  return output;
}
