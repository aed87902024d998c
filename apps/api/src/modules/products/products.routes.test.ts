import { Product, ProductSearchResponse, type ProductSummary } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../seed/demo-products/index.ts';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import { createApiKey, createProduct } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let demoUser: SignedInTestDevice;
let demoKeyUser: SignedInTestDevice;
let acmeUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  demoUser = await signIn(app, 'DEMO-USER-2026');
  demoKeyUser = await signIn(app, 'DEMO-KEY-2026');
  acmeUser = await signIn(app, 'ACME-USER-2026');
});
afterAll(() => app.close());

async function search(
  device: SignedInTestDevice,
  query: Record<string, string>,
  language = 'en-US',
) {
  const response = await asDevice(app, device, {
    method: 'GET',
    url: '/api/products',
    query,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchResponse.parse(response.json());
}

const approvedDemo = demoProducts.filter(
  (p) => p.company === 'demo' && p.reviewStatus === 'Approved',
);
const languages = { 'nl-NL': 'nl', 'en-US': 'en', 'de-DE': 'de', 'fr-FR': 'fr' } as const;

/** Changes one letter in the middle of a name's longest word: one typo. */
function withOneTypo(name: string): string {
  const word = [...name.matchAll(/\p{L}{5,}/gu)]
    .map((m) => m[0])
    .sort((a, b) => b.length - a.length)[0]!;
  const middle = Math.floor(word.length / 2);
  return word.slice(0, middle) + word[middle + 1] + word[middle] + word.slice(middle + 2);
}

describe('search relevance', () => {
  for (const product of approvedDemo) {
    for (const [locale, language] of Object.entries(languages)) {
      const name = product.texts[locale as keyof typeof languages].name;
      it(`finds ${product.masterCode} by its ${locale} name, and with a typo`, async () => {
        const exact = await search(demoUser, { search: name }, language);
        expect(exact.items[0]?.masterCode).toBe(product.masterCode);
        expect(exact.items[0]?.locale).toBe(locale);
        const typo = await search(demoUser, { search: withOneTypo(name) }, language);
        expect(typo.items.map((item) => item.masterCode)).toContain(product.masterCode);
      });
    }
  }

  it.each(approvedDemo.filter((p) => p.unNumber).map((p) => [p.masterCode, p.unNumber!]))(
    'finds %s by UN number %s, first',
    async (masterCode, unNumber) => {
      for (const query of [unNumber, `UN${unNumber}`, `UN ${unNumber}`]) {
        const result = await search(demoUser, { search: query });
        expect(result.items[0]?.masterCode, query).toBe(masterCode);
      }
    },
  );

  it('finds a name in another language when the reader’s has no match, in that language', async () => {
    // Not a substance's name (those find the composition in the reader's language, below).
    const paste = approvedDemo.find((p) => p.texts['de-DE'].name.startsWith('Handwaschpaste'))!;
    const found = await search(demoUser, { search: 'Handwaschpaste' }, 'en');
    expect(found.items.map((item) => [item.masterCode, item.locale])).toEqual([
      [paste.masterCode, 'de-DE'],
    ]);
    expect(found.total).toBe(1);
    // A match in the reader's language keeps the search there: no variants in other languages.
    const own = await search(demoUser, { search: 'Hydrochloric' }, 'en');
    expect(own.items.map((item) => item.locale)).toEqual(['en-US']);
    const dutch = await search(demoUser, { search: 'Handreinigingspasta' }, 'fr');
    expect(dutch.items[0]?.locale).toBe('nl-NL');
    expect((await search(demoUser, { search: 'qwertzuiop' }, 'en')).total).toBe(0);
  });

  const holding = (cas: string) =>
    approvedDemo.filter((p) => p.casNumbers.includes(cas)).map((p) => p.masterCode);

  it.each([
    ['HCl', '7647-01-0'],
    ['hcl', '7647-01-0'],
    ['Salzsäure', '7647-01-0'],
    ['hydrochloric acid', '7647-01-0'],
    ['zoutzuur', '7647-01-0'],
    ['NaOH', '1310-73-2'],
    ['caustic soda', '1310-73-2'],
    ['IPA', '67-63-0'],
  ])(
    'finds by %j the products whose composition holds %s, in the reader’s language',
    async (query, cas) => {
      const found = await search(demoUser, { search: query }, 'en');
      expect(found.items.map((item) => item.masterCode).sort()).toEqual(holding(cas).sort());
      expect(found.items.map((item) => item.locale)).toEqual(holding(cas).map(() => 'en-US'));
    },
  );

  it('finds by a word that names no one substance only what its names find', async () => {
    const hits = async (query: string) =>
      (await search(demoUser, { search: query }, 'en')).items.map((item) => item.name);
    expect(await hits('caustic')).toEqual([]);
    // No composition hit for `soda` (the English sodium hydroxide holds 1310-73-2); only names,
    // as before: `Salzs` begins the German name.
    expect(await hits('soda')).not.toContain('Sodium hydroxide solution 25 %');
    expect(await hits('Salzs')).toEqual(['Salzsäure 30–33 %']);
    expect(await hits('acid')).toEqual(['Hydrochloric acid 30–33 %']);
  });

  it('ranks a substance hit as a code hit: named and holding it, then holding it, then named', async () => {
    const named = await createProduct(app, demoUser.user.companyId, {
      content: { name: 'HCl descaler', casNumbers: ['7647-01-0'] },
    });
    const nameOnly = await createProduct(app, demoUser.user.companyId, {
      content: { name: 'HCl pump sprayer', casNumbers: [] },
    });
    const acid = approvedDemo.find((p) => p.masterCode === 'DC-HCL33')!;
    const found = await search(demoUser, { search: 'HCl' }, 'en');
    expect(found.items.map((item) => item.id)).toEqual([
      named,
      found.items.find((item) => item.masterCode === acid.masterCode)?.id,
      nameOnly,
    ]);
  });

  it('finds an article number by its leading part, without the language suffix', async () => {
    const acetone = approvedDemo.find((p) => p.articleNumbers['en-US'] === 'DC-1001-EN')!;
    for (const query of ['DC-1001', 'dc1001', 'DC 1001']) {
      const result = await search(demoUser, { search: query });
      expect(result.items[0]?.masterCode, query).toBe(acetone.masterCode);
      expect(result.items[0]?.articleNumber, query).toBe('DC-1001-EN');
    }
    // A bare letter prefix is a supplier's range, not a product's number.
    expect((await search(demoUser, { search: 'DC' })).items.length).toBeLessThan(
      approvedDemo.length,
    );
  });

  it('finds a UN number among the codes, not in names that begin with "un"', async () => {
    const id = await createProduct(app, demoUser.user.companyId, {
      content: { name: 'Universal degreaser', unNumber: null },
    });
    const unNumber = approvedDemo.find((p) => p.unNumber)!.unNumber!;
    const result = await search(demoUser, { search: `UN ${unNumber}`, pageSize: '100' });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.map((item) => item.id)).not.toContain(id);
    expect((await search(demoUser, { search: 'univ' })).items.map((item) => item.id)).toContain(id);
  });

  const hazardous = approvedDemo.filter((p) => p.casNumbers.length > 0 && p.hStatements.length > 0);

  it.each(hazardous.map((p) => [p.masterCode, p.casNumbers[0]!]))(
    'finds %s by CAS number %s',
    async (masterCode, cas) => {
      const result = await search(demoUser, { search: cas });
      expect(result.items.map((item) => item.masterCode)).toContain(masterCode);
    },
  );

  it.each(hazardous.map((p) => [p.masterCode, p.hStatements[0]!]))(
    'finds %s by its H-code %s',
    async (masterCode, code) => {
      const result = await search(demoUser, { search: code.toLowerCase() });
      expect(result.items.map((item) => item.masterCode)).toContain(masterCode);
    },
  );

  it.each([
    ['acteon', 'nl'],
    ['actone', 'en'],
    ['isoproponal', 'en'],
    ['ethnaol', 'de'],
  ])('forgives the typo in %j (%s)', async (typo, language) => {
    const result = await search(demoUser, { search: typo }, language);
    expect(result.items.length).toBeGreaterThan(0);
  });

  it('forgives typos in the name of a product added after the vocabulary was read', async () => {
    expect((await search(demoUser, { search: 'Glasreinger' }, 'en')).total).toBe(0);
    const id = await createProduct(app, demoUser.user.companyId, {
      content: { name: 'Glasreiniger Extra' },
    });
    const found = await search(demoUser, { search: 'Glasreinger' }, 'en');
    expect(found.items.map((item) => item.id)).toEqual([id]);
  });

  it('does not guess for short words: "acid" with a typo finds nothing', async () => {
    expect((await search(demoUser, { search: 'acdi' })).total).toBe(0);
  });

  it('pages with a total', async () => {
    const first = await search(demoUser, { pageSize: '2', page: '1' });
    const second = await search(demoUser, { pageSize: '2', page: '2' });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(second.total);
    expect(first.items[0]?.id).not.toBe(second.items[0]?.id);
    const beyond = await search(demoUser, { pageSize: '2', page: '999' });
    expect(beyond).toEqual({ items: [], total: first.total });
  });

  it('pages a search with the same total on every page, also past the last', async () => {
    const all = await search(demoUser, { search: 'H319', pageSize: '100' });
    expect(all.total).toBeGreaterThan(2);
    const pages = await Promise.all(
      ['1', '2', '999'].map((page) => search(demoUser, { search: 'H319', pageSize: '2', page })),
    );
    expect(pages.map((page) => page.total)).toEqual([all.total, all.total, all.total]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      all.items.slice(0, 4).map((item) => item.id),
    );
    expect(await search(demoUser, { search: 'zzzqqq' })).toEqual({ items: [], total: 0 });
  });

  it('searches every locale with allLocales', async () => {
    const result = await search(demoUser, { search: 'aceton', allLocales: 'true' });
    expect(new Set(result.items.map((item) => item.locale)).size).toBeGreaterThan(1);
  });
});

describe('visibility per role and tenant', () => {
  const statesOf = (items: ProductSummary[]) => new Set(items.map((item) => item.reviewStatus));

  it('shows a user only approved products of their company', async () => {
    const result = await search(demoUser, {
      includeAll: 'true',
      pageSize: '100',
      allLocales: 'true',
    });
    expect(statesOf(result.items)).toEqual(new Set(['Approved']));
    expect(new Set(result.items.map((item) => item.companyName))).toEqual(
      new Set(['Demo Chemicals B.V.']),
    );
  });

  it('shows a key user every state with includeAll, and the review queue with onlyApproval', async () => {
    const all = await search(demoKeyUser, { includeAll: 'true', pageSize: '100' });
    expect(statesOf(all.items)).toEqual(new Set(['Approved', 'InReview', 'Draft', 'Rejected']));
    const queue = await search(demoKeyUser, { onlyApproval: 'true', pageSize: '100' });
    expect(queue.items.length).toBeGreaterThanOrEqual(2);
    expect(statesOf(queue.items)).toEqual(new Set(['InReview']));
  });

  it('refuses the review queue to a user', async () => {
    const response = await asDevice(app, demoUser, {
      method: 'GET',
      url: '/api/products?onlyApproval=true',
    });
    expect(response.statusCode).toBe(403);
  });

  it('never shows another company’s products, and answers 404 for their ids', async () => {
    const acme = await search(acmeUser, { pageSize: '100', allLocales: 'true' });
    expect(acme.items.every((item) => item.companyName === 'Acme Industrial Ltd.')).toBe(true);
    const demoItem = (await search(demoUser, { pageSize: '1' })).items[0]!;
    const foreign = await asDevice(app, acmeUser, {
      method: 'GET',
      url: `/api/products/${demoItem.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignList = await asDevice(app, acmeUser, {
      method: 'GET',
      url: `/api/companies/${demoItem.companyId}/products`,
    });
    expect(foreignList.statusCode).toBe(404);
    const byQuery = await asDevice(app, acmeUser, {
      method: 'GET',
      url: `/api/products/${demoItem.id}?companyId=${demoItem.companyId}`,
    });
    expect(byQuery.statusCode).toBe(404);
  });

  it('lets an integration read approved products with its Api-Key', async () => {
    const key = await createApiKey(app, demoUser.user.companyId);
    const response = await app.inject({
      method: 'GET',
      url: '/api/products?includeAll=true',
      headers: { 'api-key': key },
    });
    expect(response.statusCode).toBe(200);
    const result = ProductSearchResponse.parse(response.json());
    expect(result.total).toBeGreaterThan(0);
    expect(new Set(result.items.map((item) => item.reviewStatus))).toEqual(new Set(['Approved']));
  });

  it.each([
    '/api/products',
    '/api/products/list',
    '/api/products/allLocales',
    '/api/products/00000000-0000-4000-8000-000000000000',
    '/api/products/articlenumber/X/en-US',
    '/api/products/mastercode/X',
    '/api/companies/00000000-0000-4000-8000-000000000000/products',
    '/api/companies/00000000-0000-4000-8000-000000000000/products/master/list',
  ])('answers 401 to %s without credentials', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('reading one product', () => {
  it('answers every field, with official statement texts in the product’s language', async () => {
    const hit = (await search(demoUser, { search: 'aceton' }, 'nl')).items[0]!;
    const response = await asDevice(app, demoUser, {
      method: 'GET',
      url: `/api/products/${hit.id}`,
    });
    expect(response.statusCode).toBe(200);
    const product = Product.parse(response.json());
    expect(product.locale).toBe('nl-NL');
    expect(product.hStatements.find((s) => s.code === 'H225')?.text).toBe(
      'Licht ontvlambare vloeistof en damp.',
    );
    expect(product.variants.map((variant) => variant.locale).sort()).toEqual([
      'de-DE',
      'en-US',
      'fr-FR',
      'nl-NL',
    ]);
  });

  it('answers a repeat read with 304 and no body while the sheet is the same, compressed or not', async () => {
    const hit = (await search(demoUser, { search: 'aceton' }, 'nl')).items[0]!;
    const read = (headers: Record<string, string> = {}) =>
      asDevice(app, demoUser, { method: 'GET', url: `/api/products/${hit.id}`, headers });
    const first = await read({ 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    const again = await read({ 'if-none-match': tag, 'accept-encoding': 'gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another caller's read of another sheet never matches it.
    const other = (await search(demoUser, { search: 'ethanol' }, 'nl')).items[0]!;
    const otherRead = await asDevice(app, demoUser, {
      method: 'GET',
      url: `/api/products/${other.id}`,
      headers: { 'if-none-match': tag },
    });
    expect(otherRead.statusCode).toBe(200);
    expect(Product.parse(otherRead.json()).id).toBe(other.id);
  });

  it('finds a product by article number and locale, and by master code in the request language', async () => {
    const acetone = demoProducts.find((p) => p.masterCode === approvedDemo[0]!.masterCode)!;
    const byArticle = await asDevice(app, demoUser, {
      method: 'GET',
      url: `/api/products/articlenumber/${encodeURIComponent(acetone.articleNumbers['de-DE'])}/de-DE`,
    });
    expect(byArticle.statusCode).toBe(200);
    expect(byArticle.json().locale).toBe('de-DE');
    const byMaster = await asDevice(app, demoUser, {
      method: 'GET',
      url: `/api/products/mastercode/${acetone.masterCode}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(byMaster.statusCode).toBe(200);
    expect(byMaster.json().locale).toBe('fr-FR');
  });

  it('hides a product without an approved revision from users but not from key users', async () => {
    const draft = (await search(demoKeyUser, { includeAll: 'true', pageSize: '100' })).items.find(
      (item) => item.reviewStatus === 'Draft',
    )!;
    const asUser = await asDevice(app, demoUser, {
      method: 'GET',
      url: `/api/products/${draft.id}`,
    });
    expect(asUser.statusCode).toBe(404);
    const asKeyUser = await asDevice(app, demoKeyUser, {
      method: 'GET',
      url: `/api/products/${draft.id}`,
    });
    expect(asKeyUser.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    `"quoted" 'single'`,
    '100% pure_stuff',
    'back\\slash\\',
    '🧪🔥',
    "'; DROP TABLE products; --",
    'aceton:* & !(x | y) <-> z',
    '((((',
    '   ',
  ])('answers the search %j with 200', async (text) => {
    const response = await asDevice(app, demoUser, {
      method: 'GET',
      url: '/api/products',
      query: { search: text },
    });
    expect(response.statusCode).toBe(200);
    ProductSearchResponse.parse(response.json());
  });

  it('answers a 5 kB search with 400', async () => {
    const response = await asDevice(app, demoUser, {
      method: 'GET',
      url: '/api/products',
      query: { search: 'a'.repeat(5120) },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['an id that is not an id', '/api/products/123'],
    ['an id with SQL', "/api/products/1'%20or%20'1'='1"],
    ['a locale outside the list', '/api/products/articlenumber/X/xx-XX'],
    ['a page that is not a number', '/api/products?page=two'],
    ['a huge page size', '/api/products?pageSize=100000'],
    ['a company id that is not an id', '/api/companies/abc/products'],
  ])('answers %s with 400', async (_label, url) => {
    expect((await asDevice(app, demoUser, { method: 'GET', url })).statusCode).toBe(400);
  });

  it('answers an unknown product id with 404', async () => {
    const response = await asDevice(app, demoUser, {
      method: 'GET',
      url: '/api/products/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });
});
