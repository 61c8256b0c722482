import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-browser-wallet',
      'dist-flows',
      'dist-production',
      'dist-chain',
      'dist-local-chain',
      'dist-hosts',
      'test-results-chain',
      'test-results-hosts',
      '.hosts-tools',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'scripts/stately-check/node_modules',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Machines stay pure: values only from xstate and pure domain modules, so Stately's tools can read
    // them, tests can swap effects, and no chart copies a rule (test/project/machines.test.ts also
    // follows what a domain module imports in turn).
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|\\./|\\.\\./\\.\\./src/domain/).*',
              message: 'Machine files import values only from xstate and pure src/domain modules.',
              allowTypeImports: true,
            },
            {
              regex: '^\\.\\./\\.\\./src/domain/(sleep|loadOnce|retry)$',
              message: 'Timers and caches are effects: bind them at the edge.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The mock hosted apps are plain browser scripts served as they are.
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', URLSearchParams: 'readonly' },
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,mjs,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
