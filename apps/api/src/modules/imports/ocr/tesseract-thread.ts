// The worker thread Tesseract runs in (ocr-engine.ts starts it): tesseract.js's own worker script
// (its WebAssembly core from npm, the jobs load, loadLanguage, initialize, recognize) behind the
// adapter tesseract.js's Node script gives it, except that it never fetches — language data
// comes from the npm packages the parser process reads (ocr-languages.ts), never a CDN: a
// parser has no business on the network (decision 0041).
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);

interface TesseractWorkerScript {
  dispatchHandlers(packet: unknown, send: (reply: unknown) => void): void;
  setAdapter(adapter: object): void;
}

const workerScript = require('tesseract.js/src/worker-script/index.js') as TesseractWorkerScript;

function refuseNetwork(url: string): Promise<never> {
  return Promise.reject(new Error(`OCR reads no network: ${url} was asked for`));
}

workerScript.setAdapter({
  getCore: require('tesseract.js/src/worker-script/node/getCore.js') as unknown,
  gunzip: require('tesseract.js/src/worker-script/node/gunzip.js') as unknown,
  fetch: refuseNetwork,
  ...(require('tesseract.js/src/worker-script/node/cache.js') as object),
});

parentPort?.on('message', (packet: unknown) => {
  workerScript.dispatchHandlers(packet, (reply) => parentPort?.postMessage(reply));
});
