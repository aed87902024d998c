import { describe, expect, it } from 'vitest';
import { productSummary } from '../../../testing/product-fixtures.ts';
import { groupReviewQueue, reviewTargetOf } from './review-queue-groups.ts';

const version = (
  id: string,
  masterCode: string,
  locale: 'nl-NL' | 'en-US' | 'de-DE',
  name: string,
) => productSummary({ id, masterCode, locale, name, reviewStatus: 'InReview' });

const zincNl = version('00000000-0000-4000-8000-000000000001', 'ZINC', 'nl-NL', 'Zinkspray');
const zincEn = version('00000000-0000-4000-8000-000000000002', 'ZINC', 'en-US', 'Zinc spray');
const acidDe = version('00000000-0000-4000-8000-000000000003', 'ACID', 'de-DE', 'Schwefelsäure');
const acidEn = version('00000000-0000-4000-8000-000000000004', 'ACID', 'en-US', 'Sulphuric acid');

describe('the review queue, grouped', () => {
  it('puts the languages of one product together, the reader’s language first', () => {
    const groups = groupReviewQueue([zincNl, acidDe, zincEn, acidEn], 'en-US');
    expect(groups.map((group) => group.versions.map((item) => item.name))).toEqual([
      ['Sulphuric acid', 'Schwefelsäure'],
      ['Zinc spray', 'Zinkspray'],
    ]);
  });

  it('names and sorts groups in the reader’s language when that version waits', () => {
    const groups = groupReviewQueue([zincNl, acidDe, zincEn, acidEn], 'nl-NL');
    expect(groups.map((group) => group.lead.name)).toEqual(['Sulphuric acid', 'Zinkspray']);
  });

  it('keeps its order whatever order the server answers in', () => {
    const once = groupReviewQueue([zincNl, acidDe, zincEn, acidEn], 'de-DE');
    const again = groupReviewQueue([acidEn, zincEn, acidDe, zincNl], 'de-DE');
    expect(again).toEqual(once);
  });

  it('offers the other languages of a row’s product to a decision about it', () => {
    const [acid] = groupReviewQueue([acidDe, acidEn], 'en-US');
    expect(reviewTargetOf(acidEn, acid!)).toEqual({
      id: acidEn.id,
      name: 'Sulphuric acid',
      locale: 'en-US',
      otherLanguagesInReview: [{ id: acidDe.id, name: 'Schwefelsäure', locale: 'de-DE' }],
    });
  });
});
