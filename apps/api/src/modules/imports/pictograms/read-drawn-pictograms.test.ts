import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPictogramPdf } from '../../../testing/pictogram-pdf-fixtures.ts';
import { withPdf, type PdfLimits } from '../pdf/read-pdf.ts';
import { readDrawnPictograms } from './read-drawn-pictograms.ts';

const LIMITS: PdfLimits = { maxPages: 10, maxTextCharacters: 100_000, maxAttachmentBytes: 0 };

const heading = (number: number, title: string) => ({
  kind: 'text' as const,
  lines: [`SECTION ${number}: ${title}`],
  x: 50,
  y: 50,
});

/** A white page of 10 × 10 pixels. */
const BLANK_PAGE = { width: 10, height: 10, data: new Uint8ClampedArray(400).fill(255), scale: 1 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reading the pictograms drawn on an SDS's section 2 pages", () => {
  it("reads section 2's pictograms, not the ADR labels of section 14", async () => {
    const pdf = await buildPictogramPdf([
      [heading(1, 'Identification')],
      [
        heading(2, 'Hazards identification'),
        { kind: 'picture', pictogram: 'GHS02', x: 60, y: 120, size: 50 },
        { kind: 'vector-exclamation', x: 130, y: 120, size: 50, frame: 'red' },
      ],
      [heading(3, 'Composition')],
      [heading(14, 'Transport information'), { kind: 'adr-label', x: 60, y: 120, size: 80 }],
      [
        heading(16, 'Other information'),
        { kind: 'picture', pictogram: 'GHS08', x: 60, y: 120, size: 50 },
      ],
    ]);

    expect(await withPdf(pdf, LIMITS, readDrawnPictograms)).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      unrecognised: 0,
    });
  });

  it('reads the first two pages of a PDF without text, as a scan', async () => {
    const pdf = await buildPictogramPdf([
      [],
      [{ kind: 'picture', pictogram: 'GHS09', x: 60, y: 120, size: 50 }],
      [{ kind: 'picture', pictogram: 'GHS08', x: 60, y: 120, size: 50 }],
    ]);

    expect(await withPdf(pdf, LIMITS, readDrawnPictograms)).toEqual({
      pictograms: ['GHS09'],
      unrecognised: 0,
    });
  });

  it('finds none on section 2 pages without pictograms', async () => {
    const pdf = await buildPictogramPdf([[heading(2, 'Hazards identification')]]);

    expect(await withPdf(pdf, LIMITS, readDrawnPictograms)).toEqual({
      pictograms: [],
      unrecognised: 0,
    });
  });

  it('leaves the pictograms unknown when no page can be drawn', async () => {
    const pages = {
      pageTexts: ['SECTION 2: Hazards'],
      rasterise: () => Promise.reject(new Error('damaged')),
    };

    expect(await readDrawnPictograms(pages)).toBeNull();
  });

  it('begins no page once drawing took two seconds, and then knows nothing if it found nothing', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const drawn: number[] = [];
    const pages = {
      pageTexts: ['SECTION 2: Hazards identification', 'Label elements', 'Hazard statements'],
      rasterise: (page: number) => {
        drawn.push(page);
        now += 3_000;
        return Promise.resolve(BLANK_PAGE);
      },
    };

    expect(await readDrawnPictograms(pages)).toBeNull();
    expect(drawn).toEqual([1]);
  });
});
