import {
  contentFieldSpec,
  contentFieldsWhere,
  type ContentField,
  type Product,
} from '@sds/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeclaredText } from '../../../lib/declared-text.ts';
import { telephoneHref } from '../../../lib/telephone-link.ts';

type FactProps = { label: string; value: ReactNode; lang?: string; isWide?: boolean };

/** One fact; an empty one shows a dash, read out as "none". */
function Fact({ label, value, lang, isWide = false }: FactProps) {
  const { t } = useTranslation('products');
  return (
    <div className={isWide ? 'facts__item facts__item--wide' : 'facts__item'}>
      <dt className="facts__label">{label}</dt>
      <dd className="facts__value" lang={value ? lang : undefined}>
        {value ? (
          value
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('facts.notApplicable')}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** A telephone number as the SDS prints it, a link that calls it on a phone. */
function TelephoneLink({ text }: { text: string }) {
  const href = telephoneHref(text);
  return href ? (
    <a className="facts__phone" href={href}>
      <bdi>{text}</bdi>
    </a>
  ) : (
    <bdi>{text}</bdi>
  );
}

/** A content field's value as the sheet shows it, or null when it has none. */
function factValue(product: Product, field: ContentField): ReactNode {
  const value: unknown = product[field];
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return contentFieldSpec(field).kind === 'phone' ? <TelephoneLink text={value} /> : value.trim();
}

/** The facts of a product's content, each with its declared label; texts in its language. */
export function ContentFacts({ product, fields }: { product: Product; fields: ContentField[] }) {
  const text = useDeclaredText();
  return (
    <dl className="facts">
      {fields.map((field) => {
        const spec = contentFieldSpec(field);
        return (
          <Fact
            key={field}
            label={text(spec.label)}
            value={factValue(product, field)}
            lang={spec.kind === 'text' ? product.locale : undefined}
            isWide={spec.isWide || spec.kind === 'phone'}
          />
        );
      })}
    </dl>
  );
}

/** The content fields the sheet shows as facts (product-content.ts), in the declared order. */
const FACT_FIELDS = contentFieldsWhere((spec) => spec.sheet === 'facts');

/**
 * The emergency telephone, transport and composition (docs/product/web-app.md#screens): the number
 * to call as a link, UN number, ADR class and packing group side by side, as on the vehicle's
 * papers, then CAS numbers, Contains and Remarks. Not every product is dangerous goods, so an empty
 * value is shown as such rather than hidden.
 */
export function ProductFacts({ product }: { product: Product }) {
  return <ContentFacts product={product} fields={FACT_FIELDS} />;
}
