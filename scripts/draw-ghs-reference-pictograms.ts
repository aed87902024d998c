// `npm exec -- node scripts/draw-ghs-reference-pictograms.ts [folder with GHS01.svg … GHS09.svg]`:
// draws the nine GHS pictograms into the small reference pictures the SDS import compares drawn
// pictograms with (apps/api/src/modules/imports/pictograms/, decision 0043). The folder defaults
// to ../shared/data/ghs-pictograms beside the repository (the SVGs of cheminfo/ghs-hazard, MIT).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Big enough for the recogniser's 32 × 32 comparison grid, small enough to ship. */
const SIZE = 96;
const CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => `GHS${n}`);

const typedFrom = process.env.INIT_CWD ?? process.cwd();
const defaultFolder = fileURLToPath(new URL('../../shared/data/ghs-pictograms/', import.meta.url));
const folder = resolve(typedFrom, process.argv[2] ?? defaultFolder);
const target = fileURLToPath(
  new URL('../apps/api/reference-data/ghs-pictograms/', import.meta.url),
);

for (const code of CODES) {
  const svg = readFileSync(resolve(folder, `${code}.svg`), 'utf8');
  // GHS07's artwork names its colours capitalised (`fill:Red`), which the canvas's SVG renderer
  // does not know: CSS colour names are case-insensitive, so they are lowercased.
  const image = await loadImage(
    Buffer.from(
      svg.replace(
        /(fill|stroke):([A-Za-z]+)/g,
        (_, property: string, colour: string) => `${property}:${colour.toLowerCase()}`,
      ),
    ),
  );
  const canvas = createCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d');
  // On white, as a page is: the pictures' outside corners are transparent.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, SIZE, SIZE);
  context.drawImage(image, 0, 0, SIZE, SIZE);
  writeFileSync(resolve(target, `${code}.png`), await canvas.encode('png'));
  console.log(`${code}.png`);
}
