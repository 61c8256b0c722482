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
      'test-results-chain',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'scripts/stately-check/node_modules',
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
    // Machines stay pure: values only from xstate, so Stately's tools can read them and tests can swap effects.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|\\./).*',
              message: 'Machine files import values only from xstate.',
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
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
