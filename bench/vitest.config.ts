import { defineProject } from 'vitest/config';

// The benchmarks' pure parts (the import-quality scoring); the benchmarks themselves run by hand.
export default defineProject({
  test: { name: 'bench', include: ['**/*.test.ts'], environment: 'node' },
});
