import { describe, expect, it } from 'vitest';
import { safeFileName, storedFileName } from './stored-file-name.ts';

describe('the name a stored file keeps', () => {
  it.each([
    ['evil.html', 'application/pdf', 'evil.pdf'],
    ['evil.pdf.html', 'application/pdf', 'evil.pdf'],
    ['evil.html.', 'application/pdf', 'evil.pdf'],
    ['evil.html . ', 'application/pdf', 'evil.pdf'],
    ['Veiligheidsblad.PDF', 'application/pdf', 'Veiligheidsblad.PDF'],
    ['Datenblatt v1.2', 'application/pdf', 'Datenblatt v1.2.pdf'],
    ['sds', 'application/xml', 'sds.xml'],
    ['sds.pdf', 'application/xml', 'sds.xml'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo.png', 'image/jpeg', 'photo.jpg'],
    ['label.svg', 'image/png', 'label.png'],
    ['run.exe', 'application/x-unknown', 'run.bin'],
  ])('keeps %j of a %s as %j', (name, type, expected) => {
    expect(storedFileName(name, type)).toBe(expected);
  });

  it('names a file the client gave no usable name by its type', () => {
    expect(storedFileName(undefined, 'application/pdf')).toBe('sds.pdf');
    expect(storedFileName('.html', 'application/pdf')).toBe('html.pdf');
    expect(storedFileName('../..', 'image/gif')).toBe('image.gif');
    expect(storedFileName('\u0007.', 'application/xml')).toBe('sds.xml');
  });

  it('keeps the last path segment without control characters, 200 characters at most', () => {
    expect(storedFileName('../../etc/\u0007passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    const long = storedFileName(`${'a'.repeat(300)}.html`, 'application/pdf');
    expect(long).toBe(`${'a'.repeat(196)}.pdf`);
  });

  it('changes nothing when applied again, so rows kept before are served by the same rule', () => {
    for (const name of ['evil.html', 'x'.repeat(250), ' .hidden.svg', 'a.b.c.d']) {
      const once = storedFileName(name, 'image/png');
      expect(storedFileName(once, 'image/png')).toBe(once);
    }
    expect(safeFileName('  ', 'fallback')).toBe('fallback');
  });
});
