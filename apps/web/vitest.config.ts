import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The `web` project of the root Vitest run (`npx vitest run --project web`).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
