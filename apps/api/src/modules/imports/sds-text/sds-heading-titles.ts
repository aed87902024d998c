import {
  foldForMatching,
  languagesOfTitle,
  SECTION_TITLE_WORDS,
  type SdsLanguage,
} from './sds-languages.ts';

// Which section a heading's title names, by the title words of sds-languages.ts.

/**
 * The languages whose title words for section `number` a title holds; also with the spaces
 * left out, as some PDFs break words apart (`Acci dental release`).
 */
export function titleLanguages(number: number, title: string): SdsLanguage[] {
  const folded = foldForMatching(title);
  const languages = languagesOfTitle(number, folded);
  if (languages.length > 0) return languages;
  const joined = folded.replace(/ /g, '');
  const words = SECTION_TITLE_WORDS[number];
  if (!words) return [];
  return (Object.keys(words) as SdsLanguage[]).filter((language) =>
    words[language].some((word) => joined.includes(word.replace(/ /g, ''))),
  );
}

/** The one language a title for section `number` is written in, or null when it does not tell. */
export function onlyLanguage(number: number, title: string): SdsLanguage | null {
  const languages = titleLanguages(number, title);
  return languages.length === 1 ? (languages[0] ?? null) : null;
}

/**
 * The section a title names, whatever number stands before it: the section whose title words
 * come first in it when it holds several (`HAZARDS IDENTIFICATION` is 2, not 1), or null.
 */
export function sectionNamedBy(title: string): number | null {
  const folded = foldForMatching(title);
  let best: { number: number; at: number } | null = null;
  for (const [number, languages] of Object.entries(SECTION_TITLE_WORDS)) {
    for (const word of Object.values(languages).flat()) {
      const at = folded.indexOf(word);
      if (at >= 0 && (best === null || at < best.at)) best = { number: Number(number), at };
    }
  }
  return best?.number ?? null;
}
