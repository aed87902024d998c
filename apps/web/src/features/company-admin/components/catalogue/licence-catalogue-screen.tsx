import type { Licence, LicenceAddon } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../../components/ui/notice.tsx';
import { PlusIcon } from '../../../../components/ui/edit-icons.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { useCatalogueLicences, useLicenceAddons } from '../../api/licence-catalogue.ts';
import { QueryList } from '../shared/query-list.tsx';
import { CatalogueItemCard } from './catalogue-item-card.tsx';
import { CatalogueItemDialog } from './catalogue-item-dialog.tsx';
import type { CatalogueKind } from './catalogue-item-form.ts';

type Editing = { kind: CatalogueKind; item: Licence | LicenceAddon | null };

type CatalogueListProps = {
  kind: CatalogueKind;
  query: ReturnType<typeof useCatalogueLicences> | ReturnType<typeof useLicenceAddons>;
  onEdit: (editing: Editing) => void;
};

/** One half of the catalogue: its heading with New, and its items with Edit. */
function CatalogueList({ kind, query, onEdit }: CatalogueListProps) {
  const { t } = useTranslation('admin');
  const isLicence = kind === 'licence';
  const headingId = `catalogue-${kind}-heading`;
  const content = (
    <QueryList<Licence | LicenceAddon>
      query={query}
      failedTitle={t('catalogue.loadFailed')}
      empty={<Notice title={t(isLicence ? 'catalogue.noLicences' : 'catalogue.noAddons')} />}
    >
      {(item) => (
        <CatalogueItemCard key={item.id} item={item} onEdit={() => onEdit({ kind, item })} />
      )}
    </QueryList>
  );
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <div className="screen-section__header screen-section__header--with-action">
        <h2 id={headingId} className="screen-section__title">
          {t(isLicence ? 'catalogue.licencesTitle' : 'catalogue.addonsTitle')}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onEdit({ kind, item: null })}
        >
          <PlusIcon width={18} height={18} />
          {t(isLicence ? 'catalogue.newLicence' : 'catalogue.newAddon')}
        </button>
      </div>
      <p className="admin-muted">
        {t(isLicence ? 'catalogue.licencesText' : 'catalogue.addonsText')}
      </p>
      {content}
    </section>
  );
}

/**
 * The licence catalogue (Admin): the licences companies are given and the add-ons that top
 * them up. Items are never deleted, only withdrawn (decision 0024): companies that hold a
 * withdrawn item keep it.
 */
export function LicenceCatalogueScreen() {
  const { t } = useTranslation('admin');
  const licences = useCatalogueLicences();
  const addons = useLicenceAddons();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Screen title={t('catalogue.title')} intro={t('catalogue.intro')}>
      <CatalogueList kind="licence" query={licences} onEdit={setEditing} />
      <CatalogueList kind="addon" query={addons} onEdit={setEditing} />
      {editing ? (
        <CatalogueItemDialog
          kind={editing.kind}
          item={editing.item}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Screen>
  );
}
