// A PDF's lines page by page, rebuilt the way the importer rebuilds them (pdf-text-lines.ts), for
// the furniture detector: the importer joins its pages into one text, which hides where a page
// ends. Read in the benchmark's own process, after the timed imports, from the corpus's files.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { joinTextItemsIntoLines } from '../../apps/api/src/modules/imports/pdf/pdf-text-lines.ts';

/** The lines of each page of a PDF, in page order (an empty page is an empty list). */
export async function readPageLines(bytes: Uint8Array, maxPages: number): Promise<string[][]> {
  const loadingTask = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await loadingTask.promise;
    const pages: string[][] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        joinTextItemsIntoLines(content.items.flatMap((item) => ('str' in item ? [item] : []))),
      );
      page.cleanup();
    }
    return pages;
  } finally {
    await loadingTask.destroy();
  }
}
