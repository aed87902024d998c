import { ImportStatusResponse, VibUploadResponse } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { asDevice, type SignedInTestDevice } from './device-client.ts';

/** Environment for a test app that works its import queue at once (decision 0022). */
export const IMPORTING_ENV = {
  RUN_JOBS: 'true',
  JOB_POLL_INTERVAL_MS: '100',
  JOB_RETRY_BASE_MS: '50',
  IMPORT_THREADS: '1',
};

/** A multipart form with one file in `file` (and optional fields before it). */
export function sdsForm(
  content: Uint8Array | string,
  fileName: string,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return body;
}

/** `POST /api/vibupload` as a device. */
export function vibUpload(app: FastifyInstance, device: SignedInTestDevice, payload: FormData) {
  return asDevice(app, device, { method: 'POST', url: '/api/vibupload', payload });
}

/** Uploads an SDS and answers the accepted upload (failing the test on any other answer). */
export async function uploadSdsFile(
  app: FastifyInstance,
  device: SignedInTestDevice,
  payload: FormData,
): Promise<VibUploadResponse> {
  const response = await vibUpload(app, device, payload);
  if (response.statusCode !== 202) throw new Error(`Upload refused: ${response.body}`);
  return VibUploadResponse.parse(response.json());
}

const IN_PROGRESS = new Set(['New', 'Waiting', 'Importing']);

/** Whether an import is still to come or running (New, Waiting, Importing). */
export function isImportInProgress(status: ImportStatusResponse): boolean {
  return IN_PROGRESS.has(status.status);
}

/** `GET importstatus` as a device (failing the test on any answer but 200). */
export async function importStatus(
  app: FastifyInstance,
  device: SignedInTestDevice,
  productId: string,
): Promise<ImportStatusResponse> {
  const response = await asDevice(app, device, {
    method: 'GET',
    url: `/api/products/${productId}/importstatus`,
  });
  if (response.statusCode !== 200) throw new Error(`importstatus: ${response.body}`);
  return ImportStatusResponse.parse(response.json());
}

/** Polls `importstatus` until the import has finished (any status but New/Waiting/Importing). */
export async function finishedImport(
  app: FastifyInstance,
  device: SignedInTestDevice,
  productId: string,
  timeoutMs = 20_000,
): Promise<ImportStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await importStatus(app, device, productId);
    if (!isImportInProgress(status)) return status;
    if (Date.now() > deadline) throw new Error(`Import still ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
