// One lint setup for the whole monorepo. Formatting is Prettier's job (eslint-config-prettier
// switches off the rules that would fight it); `npm run lint` runs both.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const webFeaturesDir = './apps/web/src/features';

/** The web app's feature folders. */
function webFeatures() {
  try {
    return readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Features never import each other (eslint's feature rule; docs/ARCHITECTURE.md#the-tree): inside
 * each feature folder, imports that reach into another feature — by a relative path or through
 * `features/` — are refused.
 */
function featureBoundaries() {
  const features = webFeatures();
  return features.map((name) => {
    const others = features.filter((other) => other !== name);
    return {
      files: [`apps/web/src/features/${name}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              webNeverImportsApi,
              ...others.map((other) => ({
                group: [
                  `**/features/${other}/**`,
                  `../${other}/**`,
                  `../../${other}/**`,
                  `../../../${other}/**`,
                ],
                message: `Features do not import each other (${name} → ${other}); move shared code to components/ or lib/.`,
              })),
            ],
          },
        ],
      },
    };
  });
}

const webNeverImportsApi = {
  group: ['@sds/api', '**/apps/api/**', '**/api/src/**'],
  message: 'The web app never imports the API.',
};

/** One workspace never reaches into another's sources. */
const boundary = (group, message) => ['error', { patterns: [{ group, message }] }];

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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundary(
        ['@sds/api', '**/apps/api/**', '**/api/src/**'],
        'The web app never imports the API.',
      ),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary(
        ['@sds/web', '**/apps/web/**', '**/web/src/**'],
        'The API never imports the web app.',
      ),
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary(
        ['@sds/api', '@sds/web', '**/apps/**'],
        'The contract depends on nothing in the apps.',
      ),
    },
  },
  {
    files: ['packages/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary(
        ['@sds/api', '@sds/web', '**/apps/**'],
        'The translations depend on nothing in the apps.',
      ),
    },
  },
  ...featureBoundaries(),
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
