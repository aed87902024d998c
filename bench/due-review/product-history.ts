// Issue 25's scale targets for one product's life: its history (`GET /api/products/{id}/revisions`,
// ≤ 50 ms) and the comparison of two versions of a 16-section sheet
// (`GET /api/products/{id}/revisions/{revisionId}/changes?from=`, ≤ 100 ms), in the company of
// 20,000 sheets × 10 versions. The measured products are made as a key user makes them: through
// the HTTP API, ten versions each, every version with its own SDS pdf, approved.
import { PRODUCT_SECTIONS } from '@sds/contract';
import { createTestPdf } from '../../apps/api/src/testing/factories.ts';
import { summarise } from '../latency.ts';
import { random } from '../search/synthetic-products.ts';

const VERSIONS = 10;
const PRODUCTS = 10;

/** Sentences of the kind the sections of a real SDS are made of, to draw texts from. */
const SENTENCES = [
  'Remove contaminated clothing and shoes immediately and wash them before reuse.',
  'In case of contact with eyes, rinse cautiously with water for several minutes.',
  'Remove contact lenses, if present and easy to do, and continue rinsing for at least 15 minutes.',
  'If swallowed, rinse mouth with water; do not induce vomiting; call a poison centre.',
  'If inhaled, remove the person to fresh air and keep comfortable for breathing.',
  'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry chemical powder.',
  'Do not use a solid water stream, as it may scatter and spread the fire.',
  'Vapours are heavier than air and may travel along the ground to a distant source of ignition.',
  'Firefighters should wear self-contained breathing apparatus and full protective clothing.',
  'Ensure adequate ventilation and eliminate all sources of ignition.',
  'Contain spillage with non-combustible absorbent material such as sand, earth or vermiculite.',
  'Prevent the product from entering drains, surface water and the ground.',
  'Keep the container tightly closed in a cool, well-ventilated place away from heat.',
  'Store away from oxidising agents, strong acids and strong alkalis.',
  'Protective gloves of nitrile rubber, layer thickness 0.4 mm, breakthrough time above 480 minutes.',
  'Tightly fitting safety goggles with side shields conforming to EN 166.',
  'Respiratory protection with a filter of type A (brown) where exposure limits may be exceeded.',
  'Occupational exposure limit: 200 ppm as an eight-hour time-weighted average.',
  'Do not eat, drink or smoke when using this product; wash hands before breaks.',
  'Dispose of contents and container to an approved waste disposal plant.',
  'European Waste Catalogue code 08 01 11*: waste paint and varnish containing organic solvents.',
  'Classified as dangerous goods for transport: UN 1263, class 3, packing group II.',
  'The mixture is classified as hazardous according to Regulation (EC) No 1272/2008.',
  'Prolonged or repeated contact may dry the skin and cause irritation and dermatitis.',
  'Acute toxicity estimate (oral) above 2,000 mg/kg body weight; not classified.',
  'Readily biodegradable according to OECD 301F; not expected to bioaccumulate.',
  'Stable under recommended storage and handling conditions; no hazardous polymerisation.',
  'Hazardous decomposition products: carbon monoxide, carbon dioxide and dense smoke.',
];

/** The text fields of the portal's content that a 16-section sheet fills. */
const TEXT_FIELDS = ['contains', ...PRODUCT_SECTIONS, 'remarks'] as const;

const H_CODES = ['H225', 'H304', 'H315', 'H317', 'H319', 'H332', 'H336', 'H373', 'H411', 'H412'];
const P_CODES = ['P210', 'P233', 'P261', 'P273', 'P280', 'P301+P310', 'P331', 'P403+P235'];

/**
 * A sheet's content in one version: every text section 8–14 sentences (1–2 kB, as real
 * sections run), drawn from one seed per product so that each version keeps most sentences and
 * changes about one in five, adds or drops a code, and moves the revision date on a year.
 */
export function sheetVersion(product: number, version: number, articleNumber: string) {
  const pick = random(1_000 + product);
  const change = random(50_000 + product * 100 + version);
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const count = 8 + Math.floor(pick() * 7);
      const sentences = Array.from({ length: count }, () => {
        const stable = SENTENCES[Math.floor(pick() * SENTENCES.length)]!;
        const other = SENTENCES[Math.floor(change() * SENTENCES.length)]!;
        return change() < 0.2 ? other : stable;
      });
      return [field, sentences.join(' ')];
    }),
  );
  const codes = (all: string[]) =>
    all.filter((_, index) => (index + version) % 4 !== 0).map((code) => ({ code, text: '' }));
  return {
    articleNumber,
    masterCode: articleNumber,
    name: `History thinner ${product}`,
    supplier: 'Bench Coatings GmbH',
    revisionDate: `${2016 + version}-0${1 + (product % 9)}-15`,
    version: `${version}.0`,
    signalWord: version % 3 === 0 ? 'Warning' : 'Danger',
    pictograms: version % 2 === 0 ? ['GHS02', 'GHS07', 'GHS08'] : ['GHS02', 'GHS07'],
    unNumber: '1263',
    adrClass: '3',
    packingGroup: version % 5 === 0 ? 'III' : 'II',
    casNumbers: ['64742-49-0', '108-88-3'],
    hStatements: codes(H_CODES),
    pStatements: codes(P_CODES),
    ...texts,
  };
}

async function call(
  base: string,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** One product of ten approved versions, each with its own pdf, made through the API. */
async function productWithVersions(base: string, keyUser: Record<string, string>, product: number) {
  const articleNumber = `HIST-${product}-${Date.now()}`;
  const first = sheetVersion(product, 1, articleNumber);
  const created = await call(base, keyUser, 'POST', '/api/products', {
    ...first,
    locale: 'en-US',
    masterCode: undefined,
  });
  const id = created.id as string;
  for (let version = 1; version <= VERSIONS; version += 1) {
    if (version > 1) {
      await call(
        base,
        keyUser,
        'PUT',
        `/api/products/${id}`,
        sheetVersion(product, version, articleNumber),
      );
    }
    const form = new FormData();
    const pdf = await createTestPdf(`${articleNumber} version ${version}.0`);
    form.append(
      'file',
      new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
      `v${version}.pdf`,
    );
    const uploaded = await fetch(`${base}/api/products/${id}/upload/pdf`, {
      method: 'POST',
      headers: keyUser,
      body: form,
    });
    if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    await call(base, keyUser, 'POST', `/api/products/${id}/submit`);
    await call(base, keyUser, 'POST', `/api/products/${id}/approve`);
  }
  return id;
}

async function timed(url: string, headers: Record<string, string>) {
  const sent = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  const ms = performance.now() - sent;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return { ms, body: JSON.parse(text) as Record<string, unknown>, bytes: text.length };
}

/** A writer's headers: the session's XSRF cookie echoed in its header, as the web app sends it. */
function withXsrf(headers: Record<string, string>) {
  const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(headers.cookie ?? '')?.[1];
  if (!token) throw new Error('the sign-in answered no XSRF-TOKEN cookie');
  return { ...headers, 'x-xsrf-token': decodeURIComponent(token) };
}

/**
 * Makes the products, then reads each one's history and compares its oldest version with its
 * newest, one call at a time in turn over the products; the first round left out as warm-up.
 */
export async function measureProductHistory(base: string, keyUser: Record<string, string>) {
  const started = performance.now();
  const ids: string[] = [];
  for (let product = 0; product < PRODUCTS; product += 1) {
    ids.push(await productWithVersions(base, withXsrf(keyUser), product));
  }
  const madeSeconds = Math.round((performance.now() - started) / 100) / 10;
  const history: number[] = [];
  const comparison: number[] = [];
  let shape = { versions: 0, documents: 0, historyBytes: 0, comparedFields: 0, comparisonBytes: 0 };
  for (let round = 0; round < 11; round += 1) {
    for (const id of ids) {
      const read = await timed(`${base}/api/products/${id}/revisions`, keyUser);
      const items = read.body.items as { id: string; documents: unknown[] }[];
      const newest = items[0]!.id;
      const oldest = items.at(-1)!.id;
      const compared = await timed(
        `${base}/api/products/${id}/revisions/${newest}/changes?from=${oldest}`,
        keyUser,
      );
      if (round === 0) {
        shape = {
          versions: items.length,
          documents: items.reduce((sum, item) => sum + item.documents.length, 0),
          historyBytes: read.bytes,
          comparedFields: (compared.body.changes as unknown[] | undefined)?.length ?? 0,
          comparisonBytes: compared.bytes,
        };
        continue;
      }
      history.push(read.ms);
      comparison.push(compared.ms);
    }
  }
  return {
    products: PRODUCTS,
    madeSeconds,
    ...shape,
    history: { route: 'GET /api/products/{id}/revisions', ...summarise(history), target: 50 },
    comparison: {
      route: 'GET /api/products/{id}/revisions/{revisionId}/changes?from={oldest}',
      ...summarise(comparison),
      target: 100,
    },
  };
}
