import { hasOfficialPhrases } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { getOfficialStatements } from '../../../lib/official-statements.ts';

/** Official statement texts by code, in one language. */
export type StatementTexts = ReadonlyMap<string, string>;

const languageOf = (locale: string) => locale.slice(0, 2).toLowerCase();

/**
 * The official H/EUH/P texts in the reader's language, when the EU publishes them in it and the
 * product is written in another (a Dutch sheet read in Polish); null otherwise — the product's
 * own texts stand then, merge phrases filled in. Fetched once per language and release.
 */
export function useStatementTexts(readerLocale: string, productLocale: string) {
  const isNeeded =
    hasOfficialPhrases(readerLocale) && languageOf(readerLocale) !== languageOf(productLocale);
  const language = languageOf(readerLocale);
  const query = useQuery({
    queryKey: ['statement-texts', language],
    queryFn: async ({ signal }): Promise<StatementTexts> => {
      const statements = await getOfficialStatements(readerLocale, signal);
      return new Map(statements.map((statement) => [statement.code, statement.text]));
    },
    enabled: isNeeded,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return isNeeded ? (query.data ?? null) : null;
}

/**
 * A statement's official text from `texts`: the code as it stands, else a combination the list
 * does not carry whole (`P301+P330`) as its parts' texts in a row; undefined when a part is
 * unknown, so the product's own text is shown.
 */
export function officialText(code: string, texts: StatementTexts): string | undefined {
  const whole = texts.get(code);
  if (whole !== undefined) return whole;
  const parts = code.split('+').map((part) => texts.get(part));
  if (parts.length < 2 || parts.some((text) => text === undefined)) return undefined;
  return parts.join(' ');
}

/** Whether an official text leaves a blank for the SDS to fill (`… use … to extinguish`). */
export function hasBlank(text: string): boolean {
  return /…|\.\.\./.test(text);
}
