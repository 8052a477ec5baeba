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
  experimental: { globalNotFound: true },
};

export default withNextIntl(nextConfig);
