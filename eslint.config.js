// One lint setup for the whole monorepo. Formatting is Prettier's job (eslint-config-prettier
// switches off the rules that would fight it); `npm run lint` runs both.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Features never import each other (STYLE §10): one zone per feature folder. */
function featureZones(featuresDir) {
  let names;
  try {
    names = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return names.map((name) => ({
    target: `${featuresDir}/${name}`,
    from: featuresDir,
    except: [`./${name}`],
    message: 'Features do not import each other; move shared code to components/ or lib/.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/api',
              message: 'The web app never imports the API.',
            },
            {
              target: './apps/api',
              from: './apps/web',
              message: 'The API never imports the web app.',
            },
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract depends on nothing in the apps.',
            },
            ...featureZones('./apps/web/src/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests state what they expect; a wrong assumption fails the test loudly anyway.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
