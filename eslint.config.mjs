import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Formatting is Prettier's (npm run format); ESLint checks the code only.
  prettier,
  {
    rules: {
      // HTML from content goes through components/content/RichText (sanitised) only.
      'react/no-danger': 'error',
    },
  },
  {
    files: ['components/content/RichText.tsx'],
    rules: { 'react/no-danger': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    '.out-*/**',
    'out-hostile/**',
    '.hostile/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'screenshots/**',
    'coverage/**',
  ]),
]);
