import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that Jest (CommonJS) must transform; next/jest leaves node_modules alone. */
const esmPackages = ['next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', '@schummar'];

/** @type {import('jest').Config} */
const customConfig = {
  // Files that need Node instead of the DOM say so with a `@jest-environment node` docblock.
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: ['<rootDir>/{lib,components,scripts}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/\\.out-'],
};

// next/jest only lets custom transformIgnorePatterns be appended to its own, which ignore all of
// node_modules; replace them so the ESM-only packages above are transformed.
export default async function jestConfig() {
  const config = await createJestConfig(customConfig)();
  return {
    ...config,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmPackages.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
