import {
  PRODUCT_SECTIONS,
  contentFieldsWhere,
  type ProductSection,
  type Statement,
} from '@sds/contract';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropletIcon,
  FirstAidIcon,
  FlameIcon,
  ShieldIcon,
} from '../../../components/ui/screen-icons.tsx';
import { hasBlank, officialText, useStatementTexts } from '../api/use-statement-texts.ts';
import { ContentFacts, type SheetContent } from './product-facts.tsx';
import './product-sections.css';

/**
 * The eleven sections of the sheet in the order of docs/product/product-content.md#sheet-sections:
 * nine texts, then the statements.
 */
export const SHEET_SECTIONS = [...PRODUCT_SECTIONS, 'hStatements', 'pStatements'] as const;
export type SheetSection = (typeof SHEET_SECTIONS)[number];

/** The sections a worker needs in a hurry, offered as large buttons near the top. */
const URGENT_SECTIONS = [
  { section: 'firstAid', icon: <FirstAidIcon /> },
  { section: 'spillCleanup', icon: <DropletIcon /> },
  { section: 'fireFighting', icon: <FlameIcon /> },
  { section: 'personalProtection', icon: <ShieldIcon /> },
] as const;

const sectionId = (section: SheetSection) => `sheet-${section}`;

// A short lead such as "Eyes:" or "Inademing:" is set in bold, so the reader finds the line
// that applies; longer text before a colon is an ordinary sentence.
const LEAD = /^([^\d:.;]{2,32}):\s+(.+)$/su;

const MAX_LEAD_WORDS = 3;

/** Splits "Eyes: rinse with water" into its lead and the rest; null without such a lead. */
export function splitLead(line: string): { lead: string; rest: string } | null {
  const [, lead, rest] = LEAD.exec(line) ?? [];
  if (!lead || !rest || lead.trim().split(/\s+/).length > MAX_LEAD_WORDS) return null;
  return { lead: lead.trim(), rest };
}

/** One line of a section text, its lead (if any) in bold. */
function SectionLine({ line }: { line: string }) {
  const parts = splitLead(line);
  if (!parts) return <p>{line}</p>;
  return (
    <p>
      <strong>{parts.lead}:</strong> {parts.rest}
    </p>
  );
}

/** A section's plain text, each of its lines a paragraph (the newlines of the SDS matter). */
function SectionText({ text, lang }: { text: string; lang: string }) {
  const { t } = useTranslation('products');
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return <p className="sheet-section__empty">{t('sections.empty')}</p>;
  return (
    <div className="sheet-section__text" lang={lang}>
      {lines.map((line, index) => (
        <SectionLine key={index} line={line} />
      ))}
    </div>
  );
}

/** A language's name in the reader's language ("Dutch" for an English reader). */
function languageName(locale: string, readerLocale: string): string {
  try {
    return (
      new Intl.DisplayNames([readerLocale], { type: 'language' }).of(locale.slice(0, 2)) ?? locale
    );
  } catch {
    return locale;
  }
}

type StatementListProps = { statements: Statement[]; productLocale: string };

/**
 * H/EUH or P statements: each its code and its text — the official one in the reader's language
 * when the EU publishes it and the product is written in another, else the product's own. An
 * official text with a blank the SDS fills (`Keep wetted with…`, `<state route of exposure>`)
 * keeps the product's own text beneath it, so what was filled in is not lost.
 */
function StatementList({ statements, productLocale }: StatementListProps) {
  const { t, i18n } = useTranslation('products');
  const readerLocale = i18n.language;
  const texts = useStatementTexts(readerLocale, productLocale);
  if (statements.length === 0) {
    return <p className="sheet-section__empty">{t('sections.noStatements')}</p>;
  }
  return (
    <ul className="statements">
      {statements.map((statement) => {
        const official = texts ? officialText(statement.code, texts) : undefined;
        const keepsOriginal = official !== undefined && hasBlank(official) && statement.text;
        return (
          <li key={statement.code} className="statements__item">
            <span className="statements__code">{statement.code}</span>
            <span className="statements__text">
              <span lang={official === undefined ? productLocale : readerLocale}>
                {official ?? statement.text}
              </span>
              {keepsOriginal ? (
                <span className="statements__original">
                  {languageName(productLocale, readerLocale)}:{' '}
                  <span lang={productLocale}>{statement.text}</span>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function SheetSectionCard({ section, children }: { section: SheetSection; children: ReactNode }) {
  const { t } = useTranslation('products');
  const id = sectionId(section);
  return (
    <section
      id={id}
      className={`sheet-section sheet-section--${section}`}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="sheet-section__title" tabIndex={-1}>
        {t(`sections.${section}`)}
      </h2>
      {children}
    </section>
  );
}

/** The content fields the sheet shows inside a section's card (the storage class). */
const fieldsWithSection = (section: ProductSection) =>
  contentFieldsWhere(
    (spec) => typeof spec.sheet === 'object' && spec.sheet.withSection === section,
  );

/**
 * The eleven sections with their headings, in their order
 * (docs/product/product-content.md#sheet-sections).
 */
export function ProductSections({ product }: { product: SheetContent }) {
  return (
    <div className="sheet-sections">
      {PRODUCT_SECTIONS.map((section) => {
        const facts = fieldsWithSection(section);
        return (
          <SheetSectionCard key={section} section={section}>
            {facts.length > 0 ? <ContentFacts product={product} fields={facts} /> : null}
            <SectionText text={product[section]} lang={product.locale} />
          </SheetSectionCard>
        );
      })}
      <SheetSectionCard section="hStatements">
        <StatementList statements={product.hStatements} productLocale={product.locale} />
      </SheetSectionCard>
      <SheetSectionCard section="pStatements">
        <StatementList statements={product.pStatements} productLocale={product.locale} />
      </SheetSectionCard>
    </div>
  );
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, section: SheetSection) {
  // A plain #fragment would become a router navigation; scroll and move focus instead.
  event.preventDefault();
  const target = document.getElementById(sectionId(section));
  const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  target?.scrollIntoView?.({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(`${sectionId(section)}-heading`)?.focus({ preventScroll: true });
}

/**
 * Keeps `--sheet-header-height` and `--sheet-sticky-height` on the sheet at the app header's
 * and these links' heights (both wrap with the language and the text size), so the links stick
 * right under the header on a phone and a jump leaves its heading below both (decision 0048).
 */
function useStickyOffsets() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const links = ref.current;
    const sheet = links?.closest<HTMLElement>('.product-sheet');
    const header = document.querySelector<HTMLElement>('.app-header');
    if (!links || !sheet || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      sheet.style.setProperty('--sheet-header-height', `${header?.offsetHeight ?? 0}px`);
      const isSticky = getComputedStyle(links).position === 'sticky';
      sheet.style.setProperty('--sheet-sticky-height', `${isSticky ? links.offsetHeight : 0}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(links);
    if (header) observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * Large links to First aid, spills, fire and protection: one tap from the top of the sheet, and
 * on a phone one tap from anywhere on it, as they stay under the header while it scrolls.
 */
export function UrgentSectionLinks() {
  const { t } = useTranslation('products');
  const ref = useStickyOffsets();
  return (
    <nav ref={ref} className="urgent-links" aria-label={t('product.jumpTo')}>
      <ul className="urgent-links__list">
        {URGENT_SECTIONS.map(({ section, icon }) => (
          <li key={section}>
            <a
              href={`#${sectionId(section)}`}
              className={`urgent-links__link urgent-links__link--${section}`}
              onClick={(event) => jumpTo(event, section)}
            >
              {icon}
              {t(`jump.${section}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
