// `npm run lint` (then knip, knip.jsonc): typescript-eslint's recommended rules (type-checked ones for
// backend/src, cli/src and frontend/src), and the layer rules of docs/architecture.md as errors
// (eslint-plugin-boundaries). scripts/lint.test.mjs proves them.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['**/dist/**', 'frontend/dist-dev/**', '**/coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Type-checked rules (typescript-eslint recommendedTypeChecked) for the shipped code: each file
    // is checked against its workspace's tsconfig.json (projectService).
    files: ['backend/src/**/*.ts', 'cli/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Off: every finding was a value of unknown type (a request field, a CLI argument, a caught error)
      // stringified on purpose to be checked or quoted; `x ?? ''` types it `{}`, which the rule takes for an object.
      '@typescript-eslint/no-base-to-string': 'off',
      // Off: `InsuranceType | string`-style unions are how input types name their expected values while accepting any string.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // A caught error of unknown type is passed on unchanged.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `rollback(value)` (application/ports/unit-of-work.ts) throws RolledBack, a value, not an error.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'file', name: 'RolledBack' }] }],
      // Raw (staff-html.ts) is HTML that the staff pages' html`` template puts in unescaped.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allow: [{ from: 'lib', name: ['Error', 'URL', 'URLSearchParams'] }, { from: 'file', name: 'Raw' }] },
      ],
    },
  },
  {
    // Off here: the DOM's own removeChild and insertBefore are kept to be called with `.call(this, …)` by their patches.
    files: ['frontend/src/lib/translation-errors.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests, bench and picture scripts hand functions to page.evaluate: they run in the page.
    files: ['e2e/**', 'bench/**', 'frontend/scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests read the JSON the CLI and the API print without declaring its whole shape.
    files: ['**/test/**/*.ts', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The site words an error from its code and params (docs/api.md), never by matching the API's
    // English text back to a code: the English texts reach it only through its catalogues.
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@domain/**/messages*', '**/domain/**/messages*'],
              importNames: ['BOOKING_MESSAGES', 'MESSAGES', 'API_MESSAGES'],
              message: "the site words errors from their code and params, not from the API's English texts (docs/api.md)",
            },
          ],
        },
      ],
    },
  },
  {
    // One domain folder does not borrow another's formatting: dates as people read them are in
    // domain/shared/date-format.ts (docs/architecture.md).
    files: ['backend/src/domain/**/*.ts'],
    ignores: ['backend/src/domain/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*', '!../shared/*'],
              importNamePattern: '^format',
              message: 'formatting is shared: import it from domain/shared/ (date-format.ts), not from another domain folder',
            },
          ],
        },
      ],
    },
  },
  {
    // An application port (an abstract class used as an injection token) lives in application/ports/,
    // not in the service that uses it (docs/architecture.md).
    files: ['backend/src/application/**/*.ts'],
    ignores: ['backend/src/application/ports/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ClassDeclaration[abstract=true]', message: 'an application port (abstract class) belongs in application/ports/' },
      ],
    },
  },
  {
    // The CLI may use the backend's application and domain as it does (docs/architecture.md).
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts'], // tests may wire any layer to any other
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { noWarnOnMultipleProjects: true, project: ['backend/tsconfig.json', 'frontend/tsconfig.json'] },
      },
      'boundaries/elements': [
        { type: 'domain', pattern: 'backend/src/domain' },
        { type: 'application', pattern: 'backend/src/application' },
        { type: 'adapters', pattern: 'backend/src/adapters' },
        { type: 'config', pattern: 'backend/src/config' },
        { type: 'composition', pattern: 'backend/src/modules' },
        { type: 'backend', pattern: 'backend/src' },
        { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'frontend/src/app' },
        { type: 'frontend', pattern: 'frontend/src' },
      ],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { type: 'domain' } },
              disallow: { to: [{ element: { type: '!domain' } }, { module: { origin: ['external', 'core'] } }] },
              message: 'domain/ imports only domain/: no other layer, no package, no node: module',
            },
            {
              from: { element: { type: 'application' } },
              disallow: { to: [{ element: { type: '!{domain,application}' } }, { module: { origin: ['external', 'core'] } }] },
              message: 'application/ imports only domain/, application/ (its ports) and @nestjs/common',
            },
            { from: { element: { type: 'application' } }, allow: { to: { module: { source: '@nestjs/common' } } } },
            {
              from: { element: { type: 'adapters' } },
              disallow: { to: { element: { type: '{backend,composition}' } } },
              message: 'adapters/ may not import the composition root (app.module, core.module, main.ts, modules/): it imports them',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'a feature imports another feature only through its index.ts or its lib/',
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', fileInternalPath: ['index.ts', 'lib/**'] } } } },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'a feature does not import app/ (the shell imports the features): shared code lives in lib/ or components/',
            },
            {
              from: { element: { type: '{frontend,feature,app}' } },
              disallow: { to: { element: { type: '{application,adapters,config,composition,backend}' } } },
              message: 'the frontend imports from the backend only its domain (@domain/*)',
            },
          ],
        },
      ],
    },
  },
);
