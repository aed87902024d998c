// Loaded only when the scan dialog opens: the barcode-detector polyfill and its 1 MB of
// WebAssembly never touch the first screen's budget.
// Both files are build assets, hashed, served from this origin (and precached for offline use).
import ponyfillScriptUrl from '../../../../../node_modules/barcode-detector/dist/iife/ponyfill.js?url';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type * as BarcodeDetectionModule from 'barcode-detector/ponyfill';

/** The codes the portal reads: its labels' QR codes and the product barcodes (EAN/UPC). */
const FORMATS = ['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

/** What a reader found in a frame. */
export interface ReadCode {
  rawValue: string;
}

/** Reads codes from the live camera picture (the W3C Barcode Detection API's shape). */
export interface CodeReader {
  detect(source: HTMLVideoElement): Promise<ReadCode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): CodeReader;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector (Android, macOS, ChromeOS) when it reads every format. */
async function nativeReader(): Promise<CodeReader | null> {
  const native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!native) return null;
  try {
    const supported = await native.getSupportedFormats();
    if (!FORMATS.every((format) => supported.includes(format))) return null;
    return new native({ formats: [...FORMATS] });
  } catch {
    return null;
  }
}

/** What barcode-detector's browser build puts on `window`. */
type BarcodeDetectionApi = typeof BarcodeDetectionModule;

/**
 * barcode-detector's own browser build (an IIFE that defines `window.BarcodeDetectionAPI`),
 * loaded as a plain script file. Not its ES module: Vite 8's bundler drops part of the
 * Emscripten glue inside it as dead code (embind's type registration), and every read then
 * fails with "unbound types" — decision 0055. The script is a build asset from this origin, so
 * the CSP's `script-src 'self'` allows it.
 */
function loadBarcodeDetectionApi(): Promise<BarcodeDetectionApi> {
  const loaded = (window as { BarcodeDetectionAPI?: BarcodeDetectionApi }).BarcodeDetectionAPI;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = ponyfillScriptUrl;
    script.onload = () => {
      const api = (window as { BarcodeDetectionAPI?: BarcodeDetectionApi }).BarcodeDetectionAPI;
      if (api) resolve(api);
      else reject(new Error('barcode-detector did not load'));
    };
    script.onerror = () => reject(new Error('barcode-detector did not load'));
    document.head.append(script);
  });
}

/**
 * The zxing-wasm polyfill, its .wasm served by the app itself (a build asset, so it works
 * offline and under the CSP) instead of the CDN the package would fetch it from.
 */
async function polyfillReader(): Promise<CodeReader> {
  const { BarcodeDetector, prepareZXingModule } = await loadBarcodeDetectionApi();
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}

/** A reader for the portal's codes: the browser's own where it has one, else the polyfill. */
export async function createCodeReader(): Promise<CodeReader> {
  return (await nativeReader()) ?? (await polyfillReader());
}
