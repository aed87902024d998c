/**
 * The extensions a stored file of each recognised type may carry; the first is the one it gets
 * when its name has none of them. Every type an upload is accepted as is listed.
 */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/xml': ['xml'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
};

/** A type the portal never stores gets a name no program opens by itself. */
const UNKNOWN_TYPE_EXTENSIONS = ['bin'];

/** At most this long, extension included (what a file system and a header carry easily). */
const MAX_NAME_LENGTH = 200;

/** What counts as an extension: a last `.xyz` of up to ten letters and digits, one a letter. */
const EXTENSION = /\.([0-9]*[a-z][a-z0-9]*)$/i;

/**
 * A file name as people may see it again: the last path segment only (no `../`), without
 * control or format characters, at most 200 characters; the fallback when nothing is left.
 */
export function safeFileName(name: string | undefined, fallback: string): string {
  const lastSegment = (name ?? '').normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return cleaned || fallback;
}

/** The name of a file whose client gave none: an SDS or an image. */
function fallbackStem(contentType: string): string {
  if (contentType.startsWith('image/')) return 'image';
  return contentType in EXTENSIONS ? 'sds' : 'file';
}

function lastExtension(name: string): string | null {
  const match = EXTENSION.exec(name);
  return match?.[1] && match[1].length <= 10 ? match[1] : null;
}

/**
 * The name a stored file is kept, listed and served under (decision 0034): the client's name
 * made safe, its extension the one of the type the content was recognised as — whoever saves
 * the file opens it by that extension, so a PDF called `evil.html` is `evil.pdf`. A name that
 * already ends in a fitting extension stays as it is (`SDS.PDF`, `photo.jpeg`); a wrong last
 * extension is replaced (`evil.pdf.html` → `evil.pdf`); a name without one gets one
 * (`Datenblatt v1.2` → `Datenblatt v1.2.pdf`). Applying it again changes nothing, so names
 * kept before the rule are served by it too.
 */
export function storedFileName(clientName: string | undefined, contentType: string): string {
  const extensions = EXTENSIONS[contentType] ?? UNKNOWN_TYPE_EXTENSIONS;
  const fits = (name: string) => extensions.includes(lastExtension(name)?.toLowerCase() ?? '');
  // Windows drops trailing dots and spaces, which would bring a hidden extension back.
  const name = safeFileName(clientName, '').replace(/[.\s]+$/, '');
  if (fits(name)) return name;
  const wrong = lastExtension(name);
  const stem = wrong === null ? name : name.slice(0, -(wrong.length + 1));
  if (stem && fits(stem)) return stem;
  const extension = extensions[0] ?? 'bin';
  const kept = stem.slice(0, MAX_NAME_LENGTH - extension.length - 1).replace(/[.\s]+$/, '');
  return `${kept || fallbackStem(contentType)}.${extension}`;
}
