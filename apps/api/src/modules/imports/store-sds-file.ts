import type { ImportSource } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { FileTooLargeError, type FileStore } from '../../platform/storage/file-store.ts';
import { sniffUpload } from '../../platform/storage/sniff-upload.ts';
import { storedFileName } from '../../platform/storage/stored-file-name.ts';
import { sdsFileRecogniser } from './sds-file-recogniser.ts';

/** An SDS as it arrives: the client's file name (not believed) and the bytes as they stream. */
export interface IncomingSdsFile {
  fileName: string | undefined;
  stream: AsyncIterable<Buffer>;
  maxBytes: number;
}

/**
 * Keeps an uploaded SDS in the file store (docs/product/documents.md#stored-documents,
 * docs/product/imports.md#starting-an-import): recognised by its content as a PDF or XML (else
 * `415`, nothing kept), bounded while it streams (`413`, nothing kept). Answers the stored file as
 * an import reads it.
 */
export async function storeSdsFile(
  store: FileStore,
  upload: IncomingSdsFile,
): Promise<ImportSource> {
  const sniffed = await sniffUpload(upload.stream, sdsFileRecogniser);
  const fileName = storedFileName(upload.fileName, sniffed.contentType);
  const stored = await store.put(sniffed.content, { maxBytes: upload.maxBytes }).catch((error) => {
    if (error instanceof FileTooLargeError) {
      throw new AppError('payload-too-large', `The file is larger than ${error.maxBytes} bytes`);
    }
    throw error;
  });
  return {
    storageKey: stored.key,
    fileName,
    contentType: sniffed.contentType,
    sha256: stored.sha256,
    sizeBytes: stored.sizeBytes,
  };
}
