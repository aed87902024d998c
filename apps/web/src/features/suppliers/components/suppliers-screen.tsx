import { SUPPORTED_LOCALES, type Supplier } from '@sds/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ArrowLeftIcon } from '../../../components/ui/screen-icons.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { nativeLocaleName } from '../../../i18n/locale-names.ts';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import {
  supplierQueryOptions,
  suppliersQueryOptions,
  updateSupplier,
} from '../api/suppliers-api.ts';
import { SupplierRequestList } from './supplier-request-list.tsx';
import './suppliers.css';

/** A supplier's e-mail address, telephone and the language of its e-mails, kept by key users. */
function SupplierForm({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation('audit');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(supplier.email ?? '');
  const [phone, setPhone] = useState(supplier.phone ?? '');
  const [locale, setLocale] = useState(supplier.locale ?? '');
  const save = useMutation({
    mutationFn: () =>
      updateSupplier(supplier.id, {
        name: supplier.name,
        email: email.trim() || null,
        phone: phone.trim() || null,
        locale: (locale || null) as Supplier['locale'],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="supplier-form" onSubmit={submit}>
      <TextField
        label={t('suppliers.email')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('suppliers.phone')}
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${supplier.id}-locale`}>
          {t('suppliers.language')}
        </label>
        <select
          id={`${supplier.id}-locale`}
          className="input"
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
        >
          <option value="">{t('suppliers.languageOfProduct')}</option>
          {SUPPORTED_LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {nativeLocaleName(option)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('suppliers.save')}
        </button>
      </div>
      {save.isSuccess ? <p role="status">{t('suppliers.saved')}</p> : null}
      {save.isError ? <Notice tone="error" title={t('suppliers.saveFailed')} /> : null}
    </form>
  );
}

/** A supplier's products and requests, read when its details are opened. */
function SupplierRecords({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('audit');
  const detail = useQuery(supplierQueryOptions(supplierId));
  if (detail.isPending) return null;
  if (detail.isError) return <Notice tone="error" title={t('suppliers.loadFailed')} />;
  return (
    <>
      <h3>{t('suppliers.productsTitle')}</h3>
      <ul className="supplier-requests">
        {detail.data.products.map((product) => (
          <li key={product.id}>
            <Link to={`${paths.audit}?review=${product.id}`} lang={product.locale}>
              {product.name}
            </Link>
            <span>{product.articleNumber}</span>
          </li>
        ))}
      </ul>
      <h3>{t('suppliers.requestsTitle')}</h3>
      <SupplierRequestList requests={detail.data.requests} showsProduct />
    </>
  );
}

function SupplierCard({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation('audit');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className="card">
      <h2 className="card__title">
        <bdi>{supplier.name}</bdi>
      </h2>
      <p className="card__hint versions-intro">
        <span>{supplier.email ?? t('suppliers.noEmailShort')}</span>
        {supplier.phone ? <span>{supplier.phone}</span> : null}
        <span>{t('suppliers.products', { number: supplier.productCount })}</span>
        <span>{t('suppliers.openRequests', { number: supplier.openRequestCount })}</span>
      </p>
      <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary>{t('suppliers.details')}</summary>
        <SupplierForm supplier={supplier} />
        {isOpen ? <SupplierRecords supplierId={supplier.id} /> : null}
      </details>
    </li>
  );
}

function SupplierList() {
  const { t } = useTranslation(['audit', 'common']);
  const list = useQuery(suppliersQueryOptions());
  if (list.isPending) return <p role="status">{t('loading', { ns: 'common' })}</p>;
  if (list.isError) return <Notice tone="error" title={t('suppliers.loadFailed')} />;
  if (list.data.items.length === 0) return <Notice title={t('suppliers.empty')} />;
  return (
    <ul className="stacked-list">
      {list.data.items.map((supplier) => (
        <SupplierCard key={supplier.id} supplier={supplier} />
      ))}
    </ul>
  );
}

/**
 * The company's suppliers (issue 25 point 4, decision 0070), for key users at
 * `/audit/suppliers`: each with its e-mail address, telephone, the language of its e-mails, its
 * products and where its requests for current sheets stand.
 */
export function SuppliersScreen() {
  const hasTexts = useLazyNamespace('audit');
  const { t } = useTranslation('audit');
  if (!hasTexts) return <AppLoading />;
  return (
    <Screen
      title={t('suppliers.title')}
      intro={t('suppliers.intro')}
      backLink={
        <Link to={paths.audit} className="link-button link-button--icon back-link">
          <ArrowLeftIcon width={18} height={18} />
          {t('archive.toReview')}
        </Link>
      }
    >
      <SupplierList />
    </Screen>
  );
}
