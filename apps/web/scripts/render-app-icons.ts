// Renders the installed app's icons (public/icons/*.png, decision 0053) from public/favicon.svg
// in Chromium, the browser the e2e tests use: no image library to install. Run it again when
// the favicon changes, and commit the PNGs:
//   npm exec -- node apps/web/scripts/render-app-icons.ts
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDirectory = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDirectory), 'utf8');
/** The favicon's own tile colour (--color-primary of src/styles/tokens.css). */
const TILE = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!TILE) throw new Error('favicon.svg has no filled tile to take the colour from');

type Icon = {
  file: string;
  size: number;
  /**
   * A maskable icon is cropped to a circle, squircle or rounded square by the launcher: its tile
   * fills the whole square and the sign stays inside the middle 80 % (the safe zone).
   */
  maskable: boolean;
};

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS's home screen takes no manifest icon and rounds the corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

/** The page that draws one icon: the favicon, scaled, on a tile of its colour when maskable. */
function iconPage({ size, maskable }: Icon): string {
  const signSize = maskable ? Math.round(size * 0.72) : size;
  const svg = favicon.replace(/width="32" height="32"/, `width="${signSize}" height="${signSize}"`);
  const background = maskable ? TILE : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;
    display:grid;place-items:center;background:${background}">${svg}</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(iconPage(icon));
    await page.screenshot({
      path: new URL(`icons/${icon.file}`, publicDirectory).pathname,
      omitBackground: !icon.maskable,
    });
    await page.close();
    process.stdout.write(`public/icons/${icon.file} (${icon.size} px)\n`);
  }
} finally {
  await browser.close();
}
