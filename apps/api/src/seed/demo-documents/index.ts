import type { DocumentKind, Product } from '@sds/contract';
import type { DemoLocale } from '../demo-products/index.ts';
import { renderDemoPhoto, type DemoPhotoOptions } from './render-demo-photo.ts';
import { renderDemoSds } from './render-demo-sds.ts';

export interface DemoDocument {
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  content: Buffer;
  position?: number;
}

/** The demo products that come with a photo of their container, and what it looks like. */
const PHOTOS: Record<string, Omit<DemoPhotoOptions, 'size'>> = {
  'DC-ACETONE': { shape: 'jerrycan', colour: [40, 90, 170], hasPictogram: true },
  'DC-ETHANOL96': { shape: 'bottle', colour: [232, 232, 226], hasPictogram: true },
  'DC-NAOH25': { shape: 'jerrycan', colour: [236, 236, 230], hasPictogram: true },
  'DC-HANDPASTE': { shape: 'bottle', colour: [70, 150, 90], hasPictogram: false },
  'AI-TOLUENE': { shape: 'jerrycan', colour: [220, 170, 40], hasPictogram: true },
  'AI-PROPANE-11': { shape: 'cylinder', colour: [200, 60, 40], hasPictogram: true },
};

/** One drawing per master code: every language variant shows the same container. */
const photos = new Map<string, Buffer>();

function photoOf(masterCode: string): Buffer | null {
  const options = PHOTOS[masterCode];
  if (!options) return null;
  let photo = photos.get(masterCode);
  if (!photo) {
    photo = renderDemoPhoto(options);
    photos.set(masterCode, photo);
  }
  return photo;
}

const CORE: readonly string[] = ['nl-NL', 'en-US', 'de-DE', 'fr-FR'];

/**
 * The documents a demo product carries: the supplier SDS pdf it was imported from (in its own
 * language) and, for some, a photo of the container.
 */
export async function renderDemoDocuments(product: Product): Promise<DemoDocument[]> {
  const locale = (CORE.includes(product.locale) ? product.locale : 'en-US') as DemoLocale;
  const documents: DemoDocument[] = [
    {
      kind: 'pdf',
      fileName: `SDS ${product.articleNumber} ${product.locale}.pdf`,
      contentType: 'application/pdf',
      content: await renderDemoSds(product, locale),
    },
  ];
  const photo = photoOf(product.masterCode);
  if (photo) {
    documents.push({
      kind: 'image',
      fileName: `${product.masterCode}.png`,
      contentType: 'image/png',
      content: photo,
      position: 0,
    });
  }
  return documents;
}
