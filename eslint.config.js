import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-undef': 'off',
    },
  },

  // Type-aware rules for the server and the packages (apps/web has a block of its own).
  // Only .ts files: the type information comes from each workspace's tsconfig through the
  // project service, which builds one program per tsconfig instead of one per file.
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
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
);
