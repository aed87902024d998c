import * as Dialog from '@radix-ui/react-dialog';
import { contentFieldSpec, type ContentField } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/ui/dialog.css';
import {
  allFrom,
  conflictsOf,
  mergedValues,
  proposedSides,
  type ConflictVersions,
  type EditedField,
  type FieldConflict,
  type Side,
} from './edit-conflict.ts';
import type { ProductFormValues, StatementValue } from './product-form-values.ts';
import './edit-conflict-dialog.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field's name as the form labels it. */
function labelOf(field: EditedField, t: Translate): string {
  if (field === 'articleNumber' || field === 'masterCode') return t(`editor:fields.${field}`);
  return t(contentFieldSpec(field).label);
}

/** A form value as words: lists one entry a line, an empty value said as empty. */
function valueText(field: EditedField, value: unknown, t: Translate): string {
  const kind = field === 'articleNumber' || field === 'masterCode' ? 'line' : null;
  switch (kind ?? contentFieldSpec(field as ContentField).kind) {
    case 'casNumbers':
      return (value as { value: string }[]).map((entry) => entry.value).join('\n');
    case 'statements':
      return (value as StatementValue[])
        .map(({ code, text }) => (text.trim() ? `${code}: ${text.trim()}` : code))
        .join('\n');
    case 'pictograms':
      return (value as string[]).join(', ');
    case 'signalWord':
      return t(`editor:fields.signalWordOption.${String(value)}`);
    default:
      return String(value ?? '').trim();
  }
}

type OptionProps = {
  conflict: FieldConflict;
  side: Side;
  isChosen: boolean;
  onChoose: () => void;
  contentLanguage: string;
};

/** One side of a field: a radio button labelled by whose it is, with the value below. */
function SideOption({ conflict, side, isChosen, onChoose, contentLanguage }: OptionProps) {
  const { t } = useTranslation(['editor', 'products']);
  const text = valueText(conflict.field, conflict[side], t as Translate);
  return (
    <label className={`edit-conflict__option${isChosen ? ' edit-conflict__option--chosen' : ''}`}>
      <span className="edit-conflict__side">
        <input type="radio" name={conflict.field} checked={isChosen} onChange={onChoose} />
        {t(side === 'theirs' ? 'conflict.theirs' : 'conflict.yours')}
      </span>
      {text ? (
        <span className="edit-conflict__value" lang={contentLanguage}>
          {text}
        </span>
      ) : (
        <span className="edit-conflict__value edit-conflict__value--empty">
          {t('conflict.empty')}
        </span>
      )}
    </label>
  );
}

/** Who changed a field since the edit began, as a short note beside its name. */
function changedBy(conflict: FieldConflict) {
  if (conflict.isChangedByYou && conflict.isChangedByThem) return 'conflict.changedByBoth' as const;
  return conflict.isChangedByYou
    ? ('conflict.changedByYou' as const)
    : ('conflict.changedByThem' as const);
}

type EditConflictDialogProps = {
  versions: ConflictVersions;
  /** The language the product's texts are written in. */
  contentLanguage: string;
  isSaving: boolean;
  onSave: (merged: ProductFormValues) => void;
  onCancel: () => void;
};

/**
 * The merge after a save met a newer version (decision 0063): each field the two versions
 * disagree on, theirs (the server's now) beside yours (the unsaved edit), one choice per field
 * and "all of one side"; saving sends the merged product over the newer version.
 */
export function EditConflictDialog(props: EditConflictDialogProps) {
  const { t } = useTranslation(['editor', 'products', 'common']);
  const [conflicts] = useState(() => conflictsOf(props.versions));
  const [sides, setSides] = useState(() => proposedSides(conflicts));
  const choose = (field: EditedField, side: Side) =>
    setSides((current) => new Map(current).set(field, side));
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog edit-conflict">
          <Dialog.Title className="dialog__title">{t('conflict.title')}</Dialog.Title>
          <Dialog.Description className="dialog__description">
            {t('conflict.description')}
          </Dialog.Description>
          <div className="edit-conflict__all">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSides(allFrom(conflicts, 'theirs'))}
            >
              {t('conflict.takeAllTheirs')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSides(allFrom(conflicts, 'yours'))}
            >
              {t('conflict.takeAllYours')}
            </button>
          </div>
          {conflicts.map((conflict) => (
            <fieldset key={conflict.field} className="edit-conflict__field">
              <legend className="edit-conflict__legend">
                {labelOf(conflict.field, t as Translate)}
                <span className="edit-conflict__who">{t(changedBy(conflict))}</span>
              </legend>
              <div className="edit-conflict__options">
                {(['theirs', 'yours'] as const).map((side) => (
                  <SideOption
                    key={side}
                    conflict={conflict}
                    side={side}
                    isChosen={sides.get(conflict.field) === side}
                    onChoose={() => choose(conflict.field, side)}
                    contentLanguage={props.contentLanguage}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary" disabled={props.isSaving}>
              {t('actions.cancel', { ns: 'common' })}
            </Dialog.Close>
            <button
              type="button"
              className="button button--primary"
              disabled={props.isSaving}
              aria-busy={props.isSaving || undefined}
              onClick={() => props.onSave(mergedValues(props.versions, sides))}
            >
              {props.isSaving ? <span className="button__spinner" aria-hidden="true" /> : null}
              {t('conflict.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
