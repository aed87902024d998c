import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locales.ts';

/**
 * The locale schema lives apart from the locale helpers: the web's first screen uses the
 * helpers, and a module that also built a zod schema would pull zod into its entry chunk.
 */
export const Locale = z.enum(SUPPORTED_LOCALES);
