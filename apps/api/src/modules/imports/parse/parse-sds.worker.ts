import { parseSds } from './parse-sds.ts';

/** The parser thread's entry (Piscina calls the default export with each task). */
export default parseSds;
