import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/**
 * Import direction (DESIGN.md): app -> features -> (components, lib, config). A feature may use
 * another feature's slice, api and types, never its components. The only upward imports
 * allowed are the typed hooks and createApiThunk of app/ (type glue, no runtime cycle), and for
 * a lazily injected slice the root reducer it injects itself into.
 */
const noApp = {
  group: ['@/app/*', '!@/app/hooks', '!@/app/withTypes'],
  message: 'Only app/hooks and app/withTypes may be imported below app/.',
};
const noAppInFeatures = {
  group: [...noApp.group, '!@/app/rootReducer'],
  message: 'A feature may import app/hooks, app/withTypes and (to inject a slice) app/rootReducer.',
};
const noFeatures = { group: ['@/features/*'], message: 'Shared code must not depend on features.' };
const noMocks = {
  group: ['@/mocks/*', '**/mocks/*'],
  message: 'Only main.tsx may load the demo API.',
};
const noForeignComponents = {
  group: ['@/features/*/components/*'],
  message: "A feature may not import another feature's components; compose them in app/routes.",
};
const noRelativeEscape = {
  group: ['../../*'],
  message: 'Use the @/ alias instead of climbing out of the folder.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'public/mockServiceWorker.js',
      'test-results',
      'test-results-nginx',
      'playwright-report',
      // StrykerJS's sandbox while a mutation run works, and its report (npm run test:mutation).
      '.stryker-tmp',
      'reports',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
      ],
      'no-restricted-imports': ['error', { patterns: [noMocks, noRelativeEscape] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noAppInFeatures, noMocks, noRelativeEscape, noForeignComponents] },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noApp, noFeatures, noMocks, noRelativeEscape] },
      ],
    },
  },
  {
    // The demo API is its own world: it may use config, never the app.
    files: ['src/mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...noApp, group: ['@/app/*'] }, noFeatures] },
      ],
    },
  },
  {
    files: ['src/main.tsx', 'test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      '*.config.{ts,js}',
      'build/**/*.ts',
      'scripts/**/*.mjs',
      'test/e2e/**/*.ts',
      'test/engines/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
