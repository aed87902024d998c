declare module 'fontkit' {
  /** The part of a fontkit font the portal reads: which characters it has a glyph for. */
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  /** Parses a TrueType, OpenType or WOFF font (a collection needs a postscript name). */
  export function create(buffer: Buffer, postscriptName?: string): Font;
}

declare module 'linebreak' {
  interface Break {
    /** Where the next line may start, in UTF-16 units. */
    position: number;
    /** A hard break (a line feed): the line must end here. */
    required: boolean;
  }
  /** The Unicode line breaking algorithm (UAX #14) over a string, as pdfkit uses it. */
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
