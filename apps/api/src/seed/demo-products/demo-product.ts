import {
  PRODUCT_SECTIONS,
  ProductContent,
  ReviewStatus,
  emptyProductContent,
  type ProductSection,
} from '@sds/contract';
import { z } from 'zod';

/** The four core locales every demo product is written in (docs/product/languages.md#locales). */
export type DemoLocale = 'nl-NL' | 'en-US' | 'de-DE' | 'fr-FR';
const DEMO_LOCALES = ['nl-NL', 'en-US', 'de-DE', 'fr-FR'] as const satisfies DemoLocale[];

/** One value of `schema` for each of the four locales. */
const perLocale = <Schema extends z.ZodType>(schema: Schema) =>
  z.object(
    Object.fromEntries(DEMO_LOCALES.map((locale) => [locale, schema])) as Record<
      DemoLocale,
      Schema
    >,
  );

const sectionTexts = Object.fromEntries(PRODUCT_SECTIONS.map((name) => [name, z.string().min(1)]));

/**
 * The texts of one language variant: its trade-style name ('Aceton technisch 99,5 %'), the
 * hazardous components with CAS numbers and concentrations, a short remark (may be empty),
 * and the nine sections of the sheet.
 */
const DemoProductTexts = z
  .object({ name: z.string().min(1), contains: z.string().min(1), remarks: z.string() })
  .extend(sectionTexts as Record<ProductSection, z.ZodString>)
  .strict();
export type DemoProductTexts = z.infer<typeof DemoProductTexts>;

/**
 * Content fields the language variants share: identity, label and transport always, any other
 * field (emergency telephone, storage class) when the product has it; left out, it stays empty.
 */
const SharedContent = ProductContent.omit({
  ...Object.fromEntries(Object.keys(DemoProductTexts.shape).map((key) => [key, true])),
  hStatements: true,
  pStatements: true,
} as Record<keyof DemoProductTexts | 'hStatements' | 'pStatements', true>)
  .partial()
  .required({
    supplier: true,
    revisionDate: true,
    version: true,
    signalWord: true,
    pictograms: true,
    unNumber: true,
    adrClass: true,
    packingGroup: true,
    casNumbers: true,
  });

/**
 * One demo product (a file in data/): the data shared by its four language variants plus the
 * texts per locale. H/P statements are codes only ('H225', 'P305+P351+P338'); the portal adds
 * the official phrase texts. Emergency telephones are fictional: from the range Ofcom keeps
 * for drama (+44 1632 960xxx), never anyone's line.
 */
export const DemoProduct = SharedContent.extend({
  /** What the product is and where its classification comes from. */
  about: z.string().min(1),
  /** Shared by the language variants, e.g. 'DC-ACETONE'. */
  masterCode: z.string().min(1),
  /** `demo` is Demo Chemicals B.V., `acme` is Acme Industrial Ltd. */
  company: z.enum(['demo', 'acme']),
  reviewStatus: ReviewStatus,
  /** English; only for `Rejected`. */
  rejectReason: z.string().optional(),
  articleNumbers: perLocale(z.string().min(1)),
  hStatements: z.array(z.string()),
  pStatements: z.array(z.string()),
  texts: perLocale(DemoProductTexts),
}).strict();
export type DemoProduct = z.infer<typeof DemoProduct>;

/** A demo product's content in one of its languages, statements as codes (texts from CLP). */
export function demoContent(product: DemoProduct, locale: DemoLocale): ProductContent {
  const {
    about: _about,
    masterCode: _masterCode,
    company: _company,
    reviewStatus: _reviewStatus,
    rejectReason: _rejectReason,
    articleNumbers: _articleNumbers,
    texts,
    hStatements,
    pStatements,
    ...shared
  } = product;
  return {
    ...emptyProductContent(texts[locale].name),
    ...shared,
    ...texts[locale],
    hStatements: hStatements.map((code) => ({ code, text: '' })),
    pStatements: pStatements.map((code) => ({ code, text: '' })),
  };
}
