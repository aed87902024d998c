import type { EmergencyNumbers, Product } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { iconOf } from '../../../components/ui/screen-icons.tsx';
import { telephoneHref } from '../../../lib/telephone-link.ts';
import './product-emergency.css';

/** A telephone handset, for the numbers to call. */
const PhoneIcon = iconOf(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
);

type Call = { kind: 'general' | 'poisonCentre' | 'supplier'; label: string; number: string };

/** One number to call: its label over the number, the whole of it a `tel:` link. */
function CallLink({ kind, label, number }: Call) {
  const href = telephoneHref(number);
  const content = (
    <>
      <PhoneIcon className="emergency-call__icon" width={22} height={22} />
      <span className="emergency-call__text">
        <span className="emergency-call__label">{label}</span>
        <bdi className="emergency-call__number">{number}</bdi>
      </span>
    </>
  );
  return href ? (
    <a className={`emergency-call emergency-call--${kind}`} href={href}>
      {content}
    </a>
  ) : (
    <span className={`emergency-call emergency-call--${kind}`}>{content}</span>
  );
}

/**
 * Who to call (issue 23, decision 0048): the company's emergency number and poison centre, and
 * the supplier's emergency telephone from the SDS, each one tap from a phone. `company` is the
 * company's numbers, null when they could not be read (then nothing is said about them); the
 * sheet waits for them before it is laid out (ProductSheet asks for them beside the product),
 * so nothing below this block moves.
 */
export function ProductEmergency({
  product,
  company,
}: {
  product: Product;
  company: EmergencyNumbers | null;
}) {
  const { t } = useTranslation('products');
  const calls: Call[] = [];
  if (company?.emergencyNumber) {
    calls.push({ kind: 'general', label: t('emergency.general'), number: company.emergencyNumber });
  }
  if (company?.poisonCentreNumber) {
    calls.push({
      kind: 'poisonCentre',
      label: t('emergency.poisonCentre'),
      number: company.poisonCentreNumber,
    });
  }
  const supplierPhone = product.emergencyPhone?.trim();
  if (supplierPhone) {
    calls.push({ kind: 'supplier', label: t('facts.emergencyPhone'), number: supplierPhone });
  }
  const hasCompanyNumbers = calls.some((call) => call.kind !== 'supplier');
  return (
    <section className="emergency-calls" aria-labelledby="sheet-emergency-heading">
      <h2 id="sheet-emergency-heading" className="emergency-calls__title">
        {t('emergency.title')}
      </h2>
      {calls.length > 0 ? (
        <ul className="emergency-calls__list">
          {calls.map((call) => (
            <li key={call.kind}>
              <CallLink {...call} />
            </li>
          ))}
        </ul>
      ) : null}
      {company && !hasCompanyNumbers ? (
        <p className="emergency-calls__not-set">{t('emergency.notSet')}</p>
      ) : null}
    </section>
  );
}
