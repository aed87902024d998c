import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests (`npm run test:unit`).
export default defineConfig({
  test: {
    projects: ['apps/api', 'apps/web', 'packages/contract', 'packages/i18n', 'bench'],
  },
});
