import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', '.tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', document: 'readonly', window: 'readonly' },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      // French typography (issue 14) writes no-break spaces before : ; ? ! and inside « », templates and patterns included.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipRegExps: true, skipJSXText: true },
      ],
      // The layers of design.md section 4: contract <- server, contract <- app; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./app', './server'],
              message: 'contract/ imports nothing from app/ or server/',
            },
            { target: './server', from: './app', message: 'server/ never imports app/ (only the built SSR bundle)' },
            { target: './app', from: './server', message: 'app/ reads the server through the API or the load context' },
            // The server's floors (ADR 0042): http/ and lib/ <- modules/ <- routes/ (the composition) <- app.ts.
            // Tests are exempt: an API test builds the whole app, as a visitor meets it.
            {
              target: ['./server/{http,lib}/**/!(*.test).ts'],
              from: ['./server/modules', './server/routes', './server/app.ts'],
              message: 'http/ and lib/ are the ground floor: they import no module and no composition',
            },
            {
              target: './server/modules/**/!(*.test).ts',
              from: ['./server/routes', './server/app.ts'],
              message: 'a module is composed by server/routes/, never the other way round',
            },
            ...readdirSync('app/features').map((feature) => ({
              target: `./app/features/${feature}`,
              from: './app/features',
              except: [`./${feature}`],
              message: 'features do not import each other',
            })),
          ],
        },
      ],
    },
  },
  {
    // What every public page runs: the islands and the layout's. A schema brings zod along (25 KB
    // compressed, TBT 4 -> 112 ms on the home page when the header's search box read its limit from one).
    files: ['app/**/*.island.tsx', 'app/components/layout/**', 'app/components/whatsapp/**', 'app/islands/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#contract/schemas/|zod$)',
              allowTypeImports: true,
              message: 'public pages ship no schema: take the constant from contract/constants.ts, or a type',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/e2e/support/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', setTimeout: 'readonly' },
    },
  },
);
