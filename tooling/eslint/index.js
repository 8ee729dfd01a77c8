// The shared ESLint flat config. The repository's eslint.config.js is one call of `talentConfig`;
// the boundary fixtures use the same factory, so the fixtures prove the rules that lint the code.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { IO_GLOBALS, IO_MODULES, TOOLING_TEST_HELPERS, UI_MODULES } from './architecture.js';
import { apiLayersRule } from './apiLayersRule.js';
import { boundariesRule } from './boundariesRule.js';
import { literalStringsRule } from './literalStringsRule.js';

/** The local plugin: rules this repository needs and no maintained plugin states as plainly. */
export const talentPlugin = {
  meta: { name: '@talent/eslint-plugin' },
  rules: {
    boundaries: boundariesRule,
    'api-layers': apiLayersRule,
    'no-literal-string-in-jsx': literalStringsRule,
  },
};

const PURE_MESSAGE = '@talent/domain is pure: it does no I/O and reads no clock; take it as a parameter.';
const NO_UI_IN_DOMAIN = '@talent/domain holds rules only: no React or other UI code.';
const NO_UI_IN_API = 'apps/api never imports UI code.';

/**
 * @param {{ typeChecked?: boolean, tsconfigRootDir?: string }} [options]
 *   typeChecked: run typescript-eslint's type-aware rules (needs every file in a tsconfig).
 */
export function talentConfig({ typeChecked = true, tsconfigRootDir } = {}) {
  return defineConfig(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/coverage/**',
        '**/reports/**',
        '**/.turbo/**',
        '**/.stryker-tmp/**',
        '**/storybook-static/**',
        '**/*.gen.ts',
        '.toolchain/**',
        'var/**',
        // Deliberate violations, linted only by their own test (tooling/eslint/boundaries.test.js).
        'tooling/eslint/fixtures/**',
      ],
    },
    js.configs.recommended,
    typeChecked ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended,
    {
      languageOptions: {
        parserOptions: typeChecked ? { projectService: true, tsconfigRootDir } : {},
      },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      plugins: { talent: talentPlugin },
      rules: {
        'talent/boundaries': 'error',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        eqeqeq: ['error', 'always', { null: 'ignore' }],
      },
    },
    ...(typeChecked
      ? [
          {
            // TanStack Router's control flow: `throw redirect(…)` and `throw notFound()` in beforeLoad/loader.
            files: ['**/*.{ts,tsx}'],
            rules: {
              '@typescript-eslint/only-throw-error': [
                'error',
                {
                  allow: [
                    { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
                    { from: 'package', package: '@tanstack/react-router', name: ['Redirect', 'NotFoundError'] },
                  ],
                },
              ],
            },
          },
        ]
      : []),
    {
      files: ['**/*.test.{ts,tsx,js}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            // Vitest 5's toThrow('text') / toThrow(/re/) also pass when the code throws `undefined`.
            selector: 'CallExpression[callee.property.name=/^toThrow(Error)?$/] > Literal.arguments',
            message:
              'toThrow with a string or regex passes when `undefined` is thrown: catch the Error and assert on its message.',
          },
        ],
      },
    },
    {
      // React: hooks are called unconditionally and effects list what they read.
      files: ['**/*.{ts,tsx}'],
      extends: [reactHooks.configs.flat.recommended],
      rules: { 'react-hooks/exhaustive-deps': 'error' },
    },
    {
      // Accessible markup (axe checks the rendered DOM in tests; this catches it while typing).
      files: ['**/*.tsx'],
      extends: [jsxA11y.flatConfigs.recommended],
      rules: {
        // A scrollable region must take keyboard focus to be scrolled (WCAG 2.1.1, axe
        // scrollable-region-focusable); such regions are named <section>s.
        'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['section'], roles: ['tabpanel'] }],
      },
    },
    {
      // i18n: every message has its default (English) text in the code, and no UI text is
      // written into JSX: it comes from a message catalog or from props.
      files: ['**/*.{ts,tsx}'],
      plugins: { formatjs },
      rules: {
        'formatjs/enforce-default-message': ['error', 'literal'],
        // formatjs's rule, allowing text without letters (spaces, punctuation): literalStringsRule.js.
        'talent/no-literal-string-in-jsx': 'error',
      },
    },
    {
      // Tests, stories and the test-only helpers package state their own fixture texts.
      files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/src/test/**', '**/e2e/**', 'packages/test-utils/**'],
      rules: { 'talent/no-literal-string-in-jsx': 'off' },
    },
    {
      // Scripts and config files are plain JavaScript run by Node.
      files: ['**/*.{js,mjs,cjs}'],
      extends: [tseslint.configs.disableTypeChecked],
      languageOptions: { globals: globals.node },
      rules: { '@typescript-eslint/consistent-type-imports': 'off' },
    },
    {
      // Every package exposes only its entry point: no `@talent/x/deep/path` anywhere
      // (talent/boundaries reports these too, with the owning package; this catches them in
      // files that belong to no workspace package). @talent/tooling has no entry point but
      // subpaths: its test helpers (`@talent/tooling/axe`) are allowed here, and talent/boundaries
      // says which files may import them.
      files: ['**/*.{ts,tsx,js,mjs}'],
      ignores: ['**/*.config.*'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^@talent/(?!tooling/(?:${TOOLING_TEST_HELPERS.join('|')})$)[^/]+/.+`,
                message: 'Import a package through its entry point only.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['packages/domain/**/*.{ts,tsx}'],
      // Tests may read files (the README check) and use host APIs; they still may not use React.
      ignores: ['**/*.config.*', '**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^@talent/[^/]+/.+', message: 'Import a package through its entry point only.' },
              { group: UI_MODULES, message: NO_UI_IN_DOMAIN },
              { group: IO_MODULES, message: PURE_MESSAGE },
            ],
          },
        ],
        'no-restricted-globals': ['error', ...IO_GLOBALS.map((name) => ({ name, message: PURE_MESSAGE }))],
        'no-restricted-syntax': [
          'error',
          { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: PURE_MESSAGE },
          { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: PURE_MESSAGE },
          {
            selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
            message: PURE_MESSAGE,
          },
          { selector: 'JSXElement, JSXFragment', message: NO_UI_IN_DOMAIN },
        ],
      },
    },
    {
      files: ['packages/domain/**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^@talent/[^/]+/.+', message: 'Import a package through its entry point only.' },
              { group: UI_MODULES, message: NO_UI_IN_DOMAIN },
            ],
          },
        ],
      },
    },
    {
      files: ['apps/api/**/*.{ts,tsx,js,mjs}'],
      ignores: ['**/*.config.*'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^@talent/[^/]+/.+', message: 'Import a package through its entry point only.' },
              { group: UI_MODULES, message: NO_UI_IN_API },
            ],
          },
        ],
        'no-restricted-syntax': ['error', { selector: 'JSXElement, JSXFragment', message: NO_UI_IN_API }],
        'talent/api-layers': 'error',
      },
    },
  );
}
