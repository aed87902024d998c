import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A file embedded in a PDF, with its bytes as stored (decompressed). */
export interface PdfAttachment {
  name: string;
  content: Uint8Array;
}

/** pdf.js's annotation type number of a file attachment annotation (`AnnotationType`). */
const FILE_ATTACHMENT_ANNOTATION = 17;

/** What pdf.js hands over for one embedded file (`FileSpec.serializable`). */
interface SerializedFile {
  filename?: unknown;
  content?: unknown;
}

/**
 * The document-level embedded files (the catalog's `EmbeddedFiles` name tree): where PDF/A-3
 * and suppliers' tools put the SDScom XML. Files over `maxBytes` are left out: no SDS's XML is
 * that big, so such a file is something else. pdf.js has inflated it by then; what bounds
 * that is the parser thread's limits and the decompression guard run before pdf.js.
 */
export async function readDocumentAttachments(
  document: PDFDocumentProxy,
  maxBytes: number,
): Promise<PdfAttachment[]> {
  // pdf.js types the lookup table as `any`: read it as unknown and check every entry.
  const table: unknown = await document.getAttachments();
  if (!isRecord(table)) return [];
  return Object.entries(table).flatMap(([key, file]) => {
    const attachment = toAttachment(file, key, maxBytes);
    return attachment ? [attachment] : [];
  });
}

/**
 * The files of a page's file attachment annotations (the paper-clip icons): some tools attach
 * the XML there instead of at document level.
 */
export async function readPageAttachments(
  page: PDFPageProxy,
  maxBytes: number,
): Promise<PdfAttachment[]> {
  const annotations: unknown[] = await page.getAnnotations();
  return annotations.flatMap((annotation) => {
    if (!isRecord(annotation) || annotation.annotationType !== FILE_ATTACHMENT_ANNOTATION) {
      return [];
    }
    const attachment = toAttachment(annotation.file, 'attachment', maxBytes);
    return attachment ? [attachment] : [];
  });
}

/** Adds files not listed yet: a file may be both embedded and shown as an annotation. */
export function addNewAttachments(list: PdfAttachment[], candidates: readonly PdfAttachment[]) {
  for (const candidate of candidates) {
    if (!list.some((known) => isSameAttachment(known, candidate))) list.push(candidate);
  }
}

function toAttachment(file: unknown, fallbackName: string, maxBytes: number) {
  if (!isRecord(file)) return null;
  const { filename, content } = file as SerializedFile;
  if (!(content instanceof Uint8Array) || content.byteLength > maxBytes) return null;
  const name = typeof filename === 'string' && filename !== '' ? filename : fallbackName;
  return { name, content } satisfies PdfAttachment;
}

function isSameAttachment(first: PdfAttachment, second: PdfAttachment): boolean {
  return (
    first.name === second.name &&
    Buffer.from(first.content.buffer, first.content.byteOffset, first.content.byteLength).equals(
      second.content,
    )
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
