import { fileURLToPath } from 'node:url';
import { LOCALES_ALIAS } from '@sds/i18n/files';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In production one process serves the SPA, `/api` and `/config.json`; in development and
// `vite preview` the API runs beside Vite, so those two paths are proxied to it.
const apiOrigin = process.env.SDS_API_ORIGIN ?? 'http://127.0.0.1:8080';
const apiProxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/config.json': { target: apiOrigin, changeOrigin: false },
};

// What every screen needs, in one long-cached chunk that compresses better than five.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
// A locale's namespaces travel together: one request for the active locale, not five.
const CATALOGUE = /[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
// Except the namespaces the first screen does not show (src/i18n/lazy-catalogues.ts): each
// loads with its screens, in a chunk of its own, and stays out of the first screen's budget.
const LAZY_NAMESPACES = new Set([
  'products',
  'editor',
  'account',
  'import',
  'admin',
  'requests',
  'audit',
  'notifications',
]);

// The contract's schemas with zod, and TanStack Query: each in one chunk, not the dozen small
// ones automatic splitting cuts them into by which screens share what, each one more request on
// the way to a sheet (decision 0069). A contract module belongs to the schemas when it imports
// zod; the others (locale helpers, route table, header names) stay small and apart: the first
// screen and the data prefetch use them without loading the schemas.
const ZOD = /node_modules[\\/]zod[\\/]/;
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;
const QUERY = /node_modules[\\/]@tanstack[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function isSchemaModule(id: string, graph: ModuleGraph): boolean {
  if (ZOD.test(id)) return true;
  if (!CONTRACT_SOURCE.test(id)) return false;
  return graph.getModuleInfo(id)?.importedIds.some((imported) => ZOD.test(imported)) ?? false;
}

// The installable app (issue 24, decision 0053): the manifest, and the service worker at
// /sw.js built from src/service-worker/sw.ts with the list of the build's files to keep offline.
// The page registers it itself, after the first screen (src/app/app-update).
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'SDS Portal',
    short_name: 'SDS Portal',
    description: 'Safety data sheets for the chemical products your company uses.',
    lang: 'en-US',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // --color-primary and --color-canvas of src/styles/tokens.css (the e2e spec compares them).
    theme_color: '#0f5167',
    background_color: '#f3f5f7',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell: code, styles, index.html, every locale's catalogues, pictograms, icons,
    // and any WebAssembly (the barcode reader's), so the app starts and works offline.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm,webmanifest}'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    rollupFormat: 'iife',
  },
  // `vite dev` has no worker: offline use and push are tried on the build (`vite preview`).
  devOptions: { enabled: false },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), installableApp],
  resolve: {
    alias: {
      // The catalogues are globbed from the @sds/i18n package (src/i18n/catalogues.ts).
      ...LOCALES_ALIAS,
      // React 19's own hook instead of react-i18next's polyfill for React 17.
      'use-sync-external-store/shim': fileURLToPath(
        new URL('src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle-size.ts reads the manifest.
    manifest: true,
    target: 'es2022',
    // Every browser the app supports (es2022) preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and helpers, and its `z.…` calls are pure.
        // Saying so lets the bundler drop the schemas a chunk does not use, and with them zod:
        // the first screen uses the contract's locale helpers but has no room for zod.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'query', test: QUERY },
            {
              name: (id, graph) => (isSchemaModule(id, graph) ? 'contract' : null),
              // Not the zod-free modules the schemas import (the first screen's locale helpers).
              includeDependenciesRecursively: false,
            },
            {
              name: (id) => {
                const [, locale, namespace = ''] = CATALOGUE.exec(id) ?? [];
                if (!locale) return null;
                return LAZY_NAMESPACES.has(namespace)
                  ? `${namespace}-${locale}`
                  : `locale-${locale}`;
              },
            },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
