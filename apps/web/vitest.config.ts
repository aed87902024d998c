import { LOCALES_ALIAS } from '@sds/i18n/files';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The `web` project of the root Vitest run (`npx vitest run --project web`).
export default defineProject({
  plugins: [react()],
  // The catalogues are globbed from the @sds/i18n package, as in vite.config.ts.
  resolve: { alias: LOCALES_ALIAS },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Component tests type into forms with user-event: a few hundred ms alone, but the API's
    // tests share the two cores in the same run, and the product editor's took over 5 s there.
    testTimeout: 15_000,
  },
});
