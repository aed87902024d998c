import { fileURLToPath } from 'node:url';
import { LOCALES_ALIAS } from '@sds/i18n/files';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The catalogues are globbed from the @sds/i18n package (src/i18n/catalogues.ts).
  resolve: { alias: LOCALES_ALIAS },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle-size.ts reads the manifest.
    manifest: true,
    target: 'es2022',
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
