import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SdsLanguage } from '../sds-text/sds-languages.ts';

/** Tesseract's name of each language the text reader knows (ISO 639-2, as its data files). */
export const OCR_LANGUAGE_CODES = {
  en: 'eng',
  de: 'deu',
  nl: 'nld',
  fr: 'fra',
} as const satisfies Record<SdsLanguage, string>;

export type OcrLanguageCode = (typeof OCR_LANGUAGE_CODES)[SdsLanguage];

/** A language's trained model for tesseract.js: its code and the gzipped `.traineddata`. */
export interface OcrLanguageData {
  code: OcrLanguageCode;
  data: Uint8Array;
}

/** Where a language's model is: the npm package, and the variant inside it. */
const packageOf = (code: OcrLanguageCode) => `@tesseract.js-data/${code}`;
/**
 * Tesseract 4's "best" LSTM models quantised to integers: what tesseract.js itself uses for its
 * LSTM engine, 3 MB for English instead of 11 MB with the legacy engine's data (decision 0041).
 */
const MODEL_FOLDER = '4.0.0_best_int';

const require = createRequire(import.meta.url);
const loaded = new Map<OcrLanguageCode, OcrLanguageData>();

/**
 * A language's model from its npm package (`@tesseract.js-data/eng` and so on, installed with
 * the API), read once per process; never from the network. Throws `OcrLanguageMissing` when the
 * package is not installed, so the import can say which package to add.
 */
export function loadOcrLanguage(code: OcrLanguageCode): OcrLanguageData {
  const known = loaded.get(code);
  if (known) return known;
  let folder: string;
  try {
    folder = dirname(require.resolve(`${packageOf(code)}/package.json`));
  } catch {
    throw new OcrLanguageMissing(code);
  }
  const language = {
    code,
    data: readFileSync(join(folder, MODEL_FOLDER, `${code}.traineddata.gz`)),
  };
  loaded.set(code, language);
  return language;
}

/** A language's OCR model is not installed: the message names the npm package it needs. */
export class OcrLanguageMissing extends Error {
  readonly code: OcrLanguageCode;

  constructor(code: OcrLanguageCode) {
    super(`OCR in ${code} needs the npm package ${packageOf(code)}, which is not installed`);
    this.name = 'OcrLanguageMissing';
    this.code = code;
  }
}
