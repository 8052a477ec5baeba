import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * ESM-only packages that Jest (CommonJS) must transform: next-intl and its dependencies, the
 * ones jsdom 29 (used by isomorphic-dompurify in lib/content/sanitize) pulls in, and Pagefind's
 * Node API (pipeline/search/, whose test runs the real Pagefind), and the Atom feed's writer.
 */
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
  '@exodus',
  '@asamuzakjp',
  '@csstools',
  'parse5',
  'entities',
  'pagefind',
  'feed',
];

/** @type {import('jest').Config} */
const customConfig = {
  // Files that need Node instead of the DOM say so with a `@jest-environment node` docblock.
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Pagefind exports itself for import only, which Jest's require cannot resolve.
    '^pagefind$': '<rootDir>/node_modules/pagefind/lib/index.js',
  },
  // Unit and component tests only: e2e/ belongs to Playwright (*.spec.ts), apart from the unit
  // tests of the hostile-content writer beside its specs.
  testMatch: [
    '<rootDir>/{lib,pipeline,components,scripts,tools}/**/*.test.{ts,tsx}',
    '<rootDir>/e2e/hostile/*.test.ts',
  ],
  testPathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/\\.out-'],
};

// next/jest only lets custom transformIgnorePatterns be appended to its own, which skip all of
// node_modules; replace them so that the packages above are transformed, also when nested
// (node_modules/jsdom/node_modules/parse5).
export default async function jestConfig() {
  const config = await createJestConfig(customConfig)();
  return {
    ...config,
    transformIgnorePatterns: [
      `^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
