/** How long a file's object URL lives: long enough for the viewer to load it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

type OpenFileOptions = {
  /** The name the file is saved under when it is not shown in a tab. */
  fileName: string;
  /**
   * Whether the browser can show it (a pdf): then it opens in a new tab. Anything else (an
   * XML file) is saved, as a tab would show its raw text.
   */
  isViewable?: boolean;
};

/**
 * Opens a file fetched with the API's headers (a generated pdf, a product request's SDS),
 * which a plain link cannot send. The tab opens at the click (a tab opened after an await
 * counts as a pop-up), shows the file when it has arrived, and closes again when it failed.
 * Without a tab (pop-ups blocked) or for a file the browser cannot show, the file is saved.
 */
export async function openFile(
  load: () => Promise<Blob>,
  { fileName, isViewable = true }: OpenFileOptions,
): Promise<void> {
  const tab = isViewable ? window.open('', '_blank') : null;
  let blob: Blob;
  try {
    blob = await load();
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
    return;
  }
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
}
