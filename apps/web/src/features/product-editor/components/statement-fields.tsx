import type { Statement } from '@sds/contract';
import { useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../components/ui/edit-icons.tsx';
import { useGroupConfirmation } from './fields-to-confirm.tsx';
import { FieldErrorText, FormField, useFieldError } from './form-field.tsx';
import type { ProductFormValues } from './product-form-values.ts';
import { StatementPicker } from './statement-picker.tsx';
import { isStatementOfKind, type StatementKind } from './statement-search.ts';

type ListName = 'hStatements' | 'pStatements';

type ChosenStatementProps = {
  name: ListName;
  index: number;
  code: string;
  officialText: string | undefined;
  textLanguage: string;
  onRemove: () => void;
};

/**
 * The own text of a chosen statement. Most statements keep the official wording, so the field
 * opens on request (or by itself when there is an own text already).
 */
function OwnText({
  name,
  index,
  code,
  textLanguage,
}: Omit<ChosenStatementProps, 'officialText' | 'onRemove'>) {
  const { t } = useTranslation('editor');
  const { register, getValues, setFocus } = useFormContext<ProductFormValues>();
  const [isOpen, setIsOpen] = useState(() => getValues(`${name}.${index}.text`) !== '');
  if (!isOpen) {
    return (
      <button
        type="button"
        className="link-button"
        aria-expanded={false}
        onClick={() => {
          setIsOpen(true);
          requestAnimationFrame(() => setFocus(`${name}.${index}.text`));
        }}
      >
        {t('statements.ownTextOpen', { code })}
      </button>
    );
  }
  return (
    <FormField
      label={t('statements.ownText', { code })}
      hint={t('statements.ownTextHint')}
      className="chosen-statement__own"
    >
      {(control) => (
        <input
          className="input"
          lang={textLanguage}
          {...control}
          {...register(`${name}.${index}.text`)}
        />
      )}
    </FormField>
  );
}

/** One chosen statement: its code and official text, an optional own text, and Remove. */
function ChosenStatement(props: ChosenStatementProps) {
  const { name, index, code, officialText, textLanguage, onRemove } = props;
  const { t } = useTranslation('editor');
  const codeError = useFieldError(`${name}.${index}.code`);
  const errorId = useId();
  return (
    <li className="chosen-statement">
      <div className="chosen-statement__head">
        <span className="statement-code">{code}</span>
        <span className="chosen-statement__text" lang={textLanguage}>
          {officialText}
        </span>
        <button
          type="button"
          className="editor-icon-button"
          onClick={onRemove}
          aria-label={t('statements.remove', { code })}
          title={t('statements.remove', { code })}
        >
          <RemoveIcon width={18} height={18} />
        </button>
      </div>
      <FieldErrorText id={errorId} error={codeError} />
      <OwnText name={name} index={index} code={code} textLanguage={textLanguage} />
    </li>
  );
}

type StatementFieldsProps = {
  kind: StatementKind;
  /** Every official statement in the product's language (both kinds). */
  official: readonly Statement[];
  textLanguage: string;
};

/**
 * The H/EUH or P statements of the product: the chosen ones, each removable, and a picker of
 * the official ones not chosen yet. Additions and removals are announced to screen readers.
 */
export function StatementFields({ kind, official, textLanguage }: StatementFieldsProps) {
  const { t } = useTranslation(['editor', 'products']);
  const name: ListName = kind === 'H' ? 'hStatements' : 'pStatements';
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = useFieldError(`${name}.root`);
  const confirmation = useGroupConfirmation(name);
  const [announcement, setAnnouncement] = useState('');
  const pickerRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const officialTexts = useMemo(
    () => new Map(official.map((statement) => [statement.code, statement.text])),
    [official],
  );
  const chosen = new Set(fields.map((field) => field.code));
  const available = official.filter(
    (statement) => isStatementOfKind(statement.code, kind) && !chosen.has(statement.code),
  );

  function add(statement: Statement) {
    append({ code: statement.code, text: '' }, { shouldFocus: false });
    setAnnouncement(t('statements.added', { code: statement.code }));
  }

  function removeAt(index: number, code: string) {
    remove(index);
    setAnnouncement(t('statements.removed', { code }));
    // The button is gone: the search field is where the key user goes on from.
    pickerRef.current?.focus();
  }

  return (
    <div
      className={`statement-fields${confirmation.markedClass}`}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={confirmation.markId}
    >
      <h3 id={headingId} className="statement-fields__title">
        {t(`sections.${name}`, { ns: 'products' })}
      </h3>
      {confirmation.mark}
      {fields.length === 0 ? (
        <p className="field__hint">{t('statements.none')}</p>
      ) : (
        <ul className="chosen-statements">
          {fields.map((field, index) => (
            <ChosenStatement
              key={field.id}
              name={name}
              index={index}
              code={field.code}
              officialText={officialTexts.get(field.code)}
              textLanguage={textLanguage}
              onRemove={() => removeAt(index, field.code)}
            />
          ))}
        </ul>
      )}
      <FieldErrorText id={errorId} error={listError} />
      <StatementPicker
        label={kind === 'H' ? t('statements.searchH') : t('statements.searchP')}
        statements={available}
        textLanguage={textLanguage}
        exampleCode={kind === 'H' ? 'H225' : 'P210'}
        onPick={add}
        inputRef={pickerRef}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
