import { describe, expect, it } from 'vitest';
import { phraseText, withoutSoftHyphens } from './sdscom-phrases.ts';
import { parseXmlElements } from './sdscom-tree.ts';

const phraseOf = (xml: string) => parseXmlElements(xml)[0]!;

describe('soft hyphen marks in phrases', () => {
  it("leave GisChem's @--- and U+00AD out of a phrase's words", () => {
    const phrase = phraseOf(
      '<Phrase><PhraseCode>F01</PhraseCode>' +
        '<FullText>Bei Augen@---kontakt: mit Wasser spülen. Atemschutz\u00ADgerät tragen.</FullText>' +
        '</Phrase>',
    );
    expect(phraseText(phrase, 'de')).toBe(
      'Bei Augenkontakt: mit Wasser spülen. Atemschutzgerät tragen.',
    );
  });

  it('leave them out of merged values too, and keep real hyphens', () => {
    const phrase = phraseOf(
      '<Phrase><FullText>Geeignetes Material: ...</FullText>' +
        '<MergePhrase MergePhraseNo="1"><MergeText>Nitril@---kautschuk (NBR), selbst-' +
        'verlöschend</MergeText></MergePhrase></Phrase>',
    );
    expect(phraseText(phrase, null)).toBe(
      'Geeignetes Material: Nitrilkautschuk (NBR), selbst-verlöschend',
    );
    expect(withoutSoftHyphens('self-contained @--- ')).toBe('self-contained  ');
  });
});
