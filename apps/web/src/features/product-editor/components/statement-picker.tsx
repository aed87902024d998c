import type { Statement } from '@sds/contract';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { findStatements } from './statement-search.ts';
import './statement-picker.css';

/** Options shown at once: enough to scan, few enough to stay quick; typing narrows the rest. */
const MAX_SHOWN = 50;

type StatementPickerProps = {
  label: string;
  /** The official statements that may still be added (those already chosen left out). */
  statements: readonly Statement[];
  /** The language of the statement texts (the product's), for screen readers and hyphens. */
  textLanguage: string;
  /** A code of the kind picked here for the hint's example (`H225`, `P210`). */
  exampleCode: string;
  onPick: (statement: Statement) => void;
  inputRef?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
};

/**
 * A searchable list of official statements (ARIA combobox with a listbox): type a code or
 * words of the text, move with the arrow keys, Enter or a click adds the statement, Escape
 * closes the list and then clears the search.
 */
export function StatementPicker(props: StatementPickerProps) {
  const {
    label,
    statements,
    textLanguage,
    exampleCode,
    onPick,
    inputRef,
    isDisabled = false,
  } = props;
  const { t } = useTranslation('editor');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const matches = useMemo(() => findStatements(statements, query), [statements, query]);
  const shown = matches.slice(0, MAX_SHOWN);
  const active = isOpen ? shown[activeIndex] : undefined;

  useEffect(() => {
    if (!isOpen) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, isOpen, activeIndex]);

  let summary = t('statements.results', { count: matches.length });
  if (matches.length === 0) summary = t('statements.noResults');
  else if (matches.length > MAX_SHOWN) {
    summary = t('statements.moreResults', { shown: MAX_SHOWN, count: matches.length });
  }

  function pick(statement: Statement) {
    onPick(statement);
    setQuery('');
    setActiveIndex(0);
    setIsOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = Math.max(shown.length - 1, 0);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex(isOpen ? Math.min(Math.max(activeIndex + step, 0), last) : 0);
      setIsOpen(true);
    } else if (event.key === 'Enter') {
      // Enter in a form would submit it: here it chooses, or does nothing.
      event.preventDefault();
      if (active) pick(active);
    } else if (event.key === 'Escape' && (isOpen || query !== '')) {
      event.preventDefault();
      if (isOpen) setIsOpen(false);
      else setQuery('');
    }
  }

  return (
    <div className="statement-picker">
      <label htmlFor={`${id}-input`} className="field__label">
        {label}
      </label>
      <p id={hintId} className="field__hint">
        {t('statements.searchHint', { code: exampleCode })}
      </p>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        aria-describedby={hintId}
        disabled={isDisabled}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setIsOpen(true);
        }}
        onClick={() => setIsOpen(true)}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <div className="statement-picker__popup" hidden={!isOpen}>
        <ul id={listId} role="listbox" aria-label={label} className="statement-picker__list">
          {isOpen
            ? shown.map((statement, index) => (
                <li
                  key={statement.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="statement-picker__option"
                  // Keeps the focus in the search field, so picking goes on from the keyboard.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveIndex(index)}
                  onClick={() => pick(statement)}
                >
                  <span className="statement-code">{statement.code}</span>
                  <span className="statement-picker__text" lang={textLanguage}>
                    {statement.text}
                  </span>
                </li>
              ))
            : null}
        </ul>
        <p className="statement-picker__summary" aria-live="polite">
          {isOpen ? summary : null}
        </p>
      </div>
    </div>
  );
}
