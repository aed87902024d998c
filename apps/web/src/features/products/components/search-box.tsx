import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/screen-icons.tsx';
import { SEARCH_MAX_LENGTH } from '@sds/contract';
import { useMediaQuery } from '../../../lib/use-media-query.ts';

type SearchBoxProps = {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  /** Shows a spinner while a search is on its way. */
  isSearching: boolean;
};

/** A phone's width, where the long placeholder would be cut off (the hint below says it all). */
const NARROW = '(max-width: 30rem)';

const hasFinePointer = () => window.matchMedia?.('(pointer: fine)').matches === true;

/**
 * The one search field, labelled "Search product" and described by the screen's hint. It
 * takes focus on a computer; on a phone the keyboard would cover half the results, so it
 * waits for a tap there. Enter searches at once and, on a touch screen, closes the keyboard.
 */
export function SearchBox({ text, onTextChange, onSubmit, isSearching }: SearchBoxProps) {
  const { t } = useTranslation('products');
  const inputRef = useRef<HTMLInputElement>(null);
  const isNarrow = useMediaQuery(NARROW, false);

  useEffect(() => {
    if (!hasFinePointer()) return;
    // After the layout has moved focus to the new screen's heading.
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
    if (!hasFinePointer()) inputRef.current?.blur();
  }

  return (
    <form role="search" className="search-box" onSubmit={handleSubmit}>
      <label htmlFor="product-search" className="visually-hidden">
        {t('search.title')}
      </label>
      <SearchIcon className="search-box__icon" width={22} height={22} />
      <input
        ref={inputRef}
        id="product-search"
        className="input search-box__input"
        type="search"
        name="q"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        placeholder={isNarrow ? t('search.placeholderShort') : t('search.placeholder')}
        aria-describedby="product-search-hint"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
      />
      {isSearching ? (
        <span className="search-box__spinner button__spinner" aria-hidden="true" />
      ) : null}
      <p id="product-search-hint" className="search-box__hint">
        {t('search.intro')}
      </p>
    </form>
  );
}
