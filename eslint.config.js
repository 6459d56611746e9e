import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// ---------------------------------------------------------------------------------------------
// apps/web boundaries (issue 19). A feature may import lib, components and contracts, and its own
// folder; another feature only through this allow-list, kept short: a screen composing the pieces
// other features build for it, as a route would. Everything else two features need lives in
// src/lib or src/components.
// ---------------------------------------------------------------------------------------------
const WEB_FEATURES = ['admin', 'auth', 'chat', 'collections', 'library', 'notifications', 'profile', 'teach', 'voice'];
const WEB_COMPOSES = {
  // /chat: the library's sidebar and carousel, the notification bell, the voice buttons, the appeal button on a reply.
  chat: ['library', 'notifications', 'voice', 'teach'],
  // /profile: the teach feature's join-a-class card.
  profile: ['teach'],
};
const WEB_SRC = 'apps/web/src';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }], 'no-undef': 'off' },
  },

  // Type-aware rules for the server and the packages (apps/web has a block of its own).
  // Only .ts files: the type information comes from each workspace's tsconfig through the
  // project service, which builds one program per tsconfig instead of one per file.
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify handlers and repository functions are async by contract even when a body happens
      // not to await (they return a promise the framework awaits); the rule would only force noise.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read untyped JSON from `res.json()` on purpose and assert on its shape; typing every
    // response body there would duplicate the contracts. Production code keeps these rules on.
    files: ['apps/server/test/**/*.ts', 'apps/server/**/*.test.ts', 'packages/*/test/**/*.ts', 'packages/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // --- apps/web: import layering and no cycles -------------------------------------------------
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle follows imports only through files it can parse.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: [`${WEB_SRC}/lib`, `${WEB_SRC}/components`], from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`], message: 'lib and components are shared: they import no feature and not the app.' },
            { target: `${WEB_SRC}/features`, from: `${WEB_SRC}/app`, message: 'Features do not import the app shell.' },
            ...WEB_FEATURES.map((feature) => ({
              target: `${WEB_SRC}/features/${feature}`,
              from: `${WEB_SRC}/features`,
              except: [feature, ...(WEB_COMPOSES[feature] ?? [])].map((allowed) => `./${allowed}`),
              message: 'A feature imports another only through WEB_COMPOSES in eslint.config.js; move what two features share to src/lib or src/components.',
            })),
          ],
        },
      ],
    },
  },

  // --- apps/web: React hooks rules -------------------------------------------------------------
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // Off: the 8 effects it flagged set state on purpose after something changed (a timer, session storage, an object URL,
      // Mantine's store, a query's answer, the end of editing); rewriting them would change when screens update.
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  // --- apps/web: type-aware rules (typescript-eslint recommendedTypeChecked, apps/web/tsconfig.json) ---
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['apps/web/**/*.{ts,tsx}'] })),
  { files: ['apps/web/**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
);
