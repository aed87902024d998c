import type { Product, ProductSearchResponse, ProductSummary } from '@sds/contract';

const COMPANY_ID = '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1a77';

/** Acetone as the API presents it in en-US, with every field of the contract. */
export const acetone: Product = {
  id: 'c058337e-e9bf-437f-bcd5-92d45b84a1ed',
  companyId: COMPANY_ID,
  companyName: 'Demo Chemicals B.V.',
  masterCode: 'DC-ACETONE',
  articleNumber: 'DC-1001-EN',
  locale: 'en-US',
  name: 'Acetone technical 99.5 %',
  gtin: null,
  ufi: null,
  supplier: 'Lindenhaven Solvents B.V.',
  supplierEmail: null,
  supplierPhone: null,
  emergencyPhone: '+44 1632 960 102 (24 h)',
  revisionDate: '2025-03-14',
  version: '4.2',
  signalWord: 'Danger',
  pictograms: ['GHS02', 'GHS07'],
  adrClass: '3',
  unNumber: '1090',
  packingGroup: 'II',
  storageClass: '3',
  casNumbers: ['67-64-1'],
  contains: 'Acetone (propan-2-one), CAS 67-64-1: ≥ 99.5 %.',
  remarks: 'Very volatile solvent. Vapours are heavier than air.',
  hazards: 'Flash point about -20 °C.\nSplashes in the eyes cause severe irritation.',
  firstAid:
    'Inhalation: move the person to fresh air.\nEyes: rinse cautiously with water for at least 15 minutes.',
  fireFighting: 'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide.',
  spillCleanup: 'Remove all sources of ignition.\nAbsorb with sand or a universal binder.',
  hygiene: 'Do not eat, drink or smoke while working.',
  personalProtection: 'Eyes: tight-fitting safety goggles (EN 166).',
  storageAndAdr: 'Store in a cool, well-ventilated place.\nTransport: UN 1090 ACETONE, class 3.',
  usage: 'Use only in well-ventilated areas.',
  wasteManagement: '',
  hStatements: [
    { code: 'H225', text: 'Highly flammable liquid and vapour.' },
    { code: 'EUH066', text: 'Repeated exposure may cause skin dryness or cracking.' },
  ],
  pStatements: [
    {
      code: 'P305+P351+P338',
      text: 'IF IN EYES: Rinse cautiously with water for several minutes.',
    },
  ],
  documents: [],
  imageUrl: null,
  importStatus: 'Completed',
  reviewStatus: 'Approved',
  rejectReason: null,
  // prettier-ignore
  variants: [
    { id: 'e1fc7c33-264e-4871-a309-b532c79f299a', locale: 'de-DE', name: 'Aceton technisch 99,5 %', reviewStatus: 'Approved' },
    { id: 'c058337e-e9bf-437f-bcd5-92d45b84a1ed', locale: 'en-US', name: 'Acetone technical 99.5 %', reviewStatus: 'Approved' },
    { id: '43e286d1-d5d4-4c4d-a757-adcc8ecbb38e', locale: 'fr-FR', name: 'Acétone technique 99,5 %', reviewStatus: 'Approved' },
    { id: 'd6ad74ec-a21d-4fc3-aabb-91eadebde507', locale: 'nl-NL', name: 'Aceton technisch 99,5 %', reviewStatus: 'Approved' },
  ],
  regulatoryFlags: [],
  createdAt: '2026-11-21T14:47:44.768Z',
  updatedAt: '2026-11-21T14:47:44.768Z',
};

/** A search hit as `GET /api/products` lists it. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: acetone.id,
    name: acetone.name,
    supplier: acetone.supplier,
    articleNumber: acetone.articleNumber,
    masterCode: acetone.masterCode,
    locale: acetone.locale,
    unNumber: acetone.unNumber,
    signalWord: acetone.signalWord,
    pictograms: acetone.pictograms,
    reviewStatus: 'Approved',
    companyId: COMPANY_ID,
    companyName: acetone.companyName,
    ...overrides,
  };
}

/** A hand cleaner: no signal word, no pictograms, not dangerous goods. */
export const handCleaner = productSummary({
  id: '3a974e54-46be-4b6c-9c3a-d25c45d78ebb',
  name: 'Hand cleaning paste',
  supplier: 'Sandmere Hygiene Products Ltd',
  articleNumber: 'DC-4001-EN',
  masterCode: 'DC-HANDPASTE',
  unNumber: null,
  signalWord: 'None',
  pictograms: [],
});

/** A search answer holding `items`, and `total` hits in all. */
export function searchResponse(
  items: ProductSummary[],
  total = items.length,
): ProductSearchResponse {
  return { items, total };
}

const SIGNED = 'expires=1795353600&signature=qD5b2n1Q1yA0rXn3f3u3i8c3l2q8c2Vx1v0hJg3sYkE';
const acetoneDownloads = `/api/products/${acetone.id}/download`;

/**
 * Acetone with its supplier's SDS pdf and a photo, each behind a signed link
 * (docs/product/documents.md#signed-links).
 */
export const acetoneWithDocuments: Product = {
  ...acetone,
  documents: [
    {
      reference: 'Xq3v9kTz2LmN8pRs4WbY1A',
      kind: 'pdf',
      fileName: 'SDS DC-1001-EN en-US.pdf',
      contentType: 'application/pdf',
      sizeBytes: 412_345,
      sha256: 'a'.repeat(64),
      url: `${acetoneDownloads}/pdfref/Xq3v9kTz2LmN8pRs4WbY1A?${SIGNED}`,
      downloadUrl: `${acetoneDownloads}/pdfref/Xq3v9kTz2LmN8pRs4WbY1A?${SIGNED}&download=1`,
    },
    {
      reference: 'Pm7c2Hd9sKq4Wz1Vb8NtRe',
      kind: 'image',
      fileName: 'DC-ACETONE.png',
      contentType: 'image/png',
      sizeBytes: 9_870,
      sha256: 'b'.repeat(64),
      url: `${acetoneDownloads}/imageref/Pm7c2Hd9sKq4Wz1Vb8NtRe?${SIGNED}`,
      downloadUrl: `${acetoneDownloads}/imageref/Pm7c2Hd9sKq4Wz1Vb8NtRe?${SIGNED}&download=1`,
    },
  ],
  imageUrl: `${acetoneDownloads}/image/1795353600.qD5b2n1Q1yA0rXn3f3u3i8c3l2q8c2Vx1v0hJg3sYkE`,
};
