import { VibUploadResponse, endpoints } from '@sds/contract';
import {
  createUploadClient,
  type UploadProgressListener,
} from '../../../lib/upload-with-progress.ts';

export type UploadSdsInput = {
  file: File;
  /** The SDS's language when the file does not state it (a supported locale). */
  locale: string;
  onProgress: UploadProgressListener;
  signal?: AbortSignal;
};

/**
 * `POST /api/vibupload`: a supplier's SDS (PDF or SDScom XML) in the field `file`, `locale`
 * before it, reporting the upload's progress. Answers `202` with the product the server
 * imports it into (the product that has this very file already, when it was sent before);
 * 413 over the size limit, 415 for anything but a PDF or XML, 400 for an empty file.
 */
export function uploadSds(input: UploadSdsInput): Promise<VibUploadResponse> {
  return createUploadClient(input.onProgress).request({
    endpoint: endpoints.vibUpload,
    files: { file: input.file },
    fields: { locale: input.locale },
    schema: VibUploadResponse,
    signal: input.signal,
  });
}
