import type { UploadRecogniser } from '../../platform/storage/sniff-upload.ts';

/** An XML document's first character, after a byte-order mark and white space. */
const XML_START = /^(\uFEFF)?\s*</;

/**
 * What `POST /api/vibupload` accepts (docs/product/imports.md#starting-an-import): a PDF, or SDScom
 * XML on its own. Whether an XML is SDScom is the import's to find out; here it only has to look
 * like XML.
 */
export const sdsFileRecogniser: UploadRecogniser = {
  recognise(head, detected) {
    if (detected === 'application/pdf') return detected;
    if (detected === 'application/xml') return detected;
    if (detected) return null;
    return XML_START.test(head.subarray(0, 256).toString('utf8')) ? 'application/xml' : null;
  },
  expected: 'a PDF or an SDScom XML file',
};
