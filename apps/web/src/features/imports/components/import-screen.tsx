import { acceptLanguageFor } from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen.tsx';
import { UploadDropZone } from '../../../components/ui/upload-drop-zone.tsx';
import { LazyTexts } from '../../../components/ui/lazy-texts.tsx';
import { SdsLocaleSelect } from './sds-locale-select.tsx';
import { SdsUploadList } from './sds-upload-list.tsx';
import { useSdsUploads } from './use-sds-uploads.ts';
import './import-screen.css';

/** What the file chooser offers: PDFs and XML. It only narrows the choice; the server checks. */
const SDS_FILE_TYPES = '.pdf,.xml,application/pdf,application/xml,text/xml';

/** The files to add and the language for sheets that do not state theirs. */
function SdsFileChooser({ onFiles }: { onFiles: (files: File[], locale: string) => void }) {
  const { t, i18n } = useTranslation('import');
  // Until one is chosen: the product language of the interface language, as a new product in
  // the editor starts, following a switch of the interface language.
  const [chosenLocale, setChosenLocale] = useState<string | null>(null);
  const locale = chosenLocale ?? acceptLanguageFor(i18n.language);
  const headingId = useId();
  return (
    <section className="import-chooser" aria-labelledby={headingId}>
      <h2 id={headingId} className="import-chooser__title">
        {t('choose.title')}
      </h2>
      <UploadDropZone
        dropLabel={t('choose.drop')}
        orLabel={t('choose.or')}
        buttonLabel={t('choose.button')}
        hint={t('choose.hint')}
        accept={SDS_FILE_TYPES}
        isMultiple
        onFiles={(files) => onFiles(files, locale)}
      />
      <SdsLocaleSelect value={locale} onChange={setChosenLocale} />
    </section>
  );
}

function ImportScreenContent() {
  const { t } = useTranslation('import');
  const { uploads, add, clearFinished } = useSdsUploads();
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <div className="import-screen">
        <SdsFileChooser onFiles={add} />
        <SdsUploadList uploads={uploads} onClearFinished={clearFinished} />
      </div>
    </Screen>
  );
}

/**
 * Import SDS (issue 9): key users drop their suppliers' safety data sheets, watch each upload
 * and import, and open the products the imports made. Its texts load with it (`import`).
 */
export function ImportScreen() {
  return (
    <LazyTexts namespace="import">
      <ImportScreenContent />
    </LazyTexts>
  );
}
