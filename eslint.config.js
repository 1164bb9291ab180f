import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * A file `depth` folders below its feature's folder reaches another feature with one more `../`
 * than that, followed by a name.
 */
const crossFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!\\.\\.)`,
  message: 'A feature never imports another feature: compose them in a route under app/.',
});
/** An import of a module's file other than its door (`index.ts`), after `prefix`. */
const moduleDoor = (prefix) => ({
  regex: `${prefix}[\\w-]+/(?!index\\.ts$)`,
  message: "Another module is reached through its door, its index.ts: import '<module>/index.ts'.",
});
/** The feature rule for files at each depth inside a feature, up to four folders down. */
const featureBoundaries = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(depth)] }] },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      '.tmp/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['error'] }],
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser ships no schemas: values come from the zod-free entry, types from the main one.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tandem/contract',
              allowTypeImports: true,
              message: "Import values from '@tandem/contract/browser'; the main entry carries zod.",
            },
            { name: 'zod', message: 'The browser bundle carries no zod.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features/', message: 'Shared code never imports a feature.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm', message: 'SQL lives in repos (*.repo.ts) and db/ only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.policy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm', message: 'SQL lives in repos (*.repo.ts) and db/ only.' },
            { regex: '^fastify', message: 'Services and policies know nothing of HTTP.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.repo\\.ts$', message: 'A route calls a service, never a repo.' },
            { regex: '^drizzle-orm', message: 'SQL lives in repos (*.repo.ts) and db/ only.' },
          ],
        },
      ],
    },
  },
  // Modules meet through doors: another module is reached through its index.ts only.
  ...[
    ['apps/server/src/**/*.ts', [moduleDoor('/modules/')]],
    ['apps/server/src/modules/*/*.ts', [moduleDoor('/modules/'), moduleDoor('^\\.\\./')]],
  ].map(([files, patterns]) => ({
    files: [files],
    ignores: [
      '**/*.test.ts',
      '**/*.authorization.ts',
      'apps/server/src/test/**',
      'apps/server/src/modules/index.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  })),
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.authorization.ts',
      'e2e/**',
      'bench/**',
      'apps/server/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'no-console': 'off',
    },
  },
  { files: ['apps/server/src/main.ts'], rules: { 'no-console': 'off' } },
);
