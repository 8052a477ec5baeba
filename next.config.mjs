import os from 'node:os';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The build script points this at a temporary folder so that a failed build never touches out/.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Type checking is its own step (npm run typecheck, part of npm test); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    globalNotFound: true,
    // Static generation runs in this many worker processes. Next's default is one core fewer than
    // the machine has (a single worker on 2 cores), but the export's main process only waits while
    // the workers render, so every core can render pages (measured with npm run bench).
    cpus: os.availableParallelism(),
  },
};

export default withNextIntl(nextConfig);
