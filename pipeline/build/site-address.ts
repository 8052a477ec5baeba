import { z } from 'zod';
import { isLocalSiteUrl, sampleDataOn } from '../../lib/content/sample-data';

/**
 * Whether the site address fits the build: links, sitemap, badges and open data carry it, so a real
 * build with a missing or local one stops at once; with sample data or LOCAL_BUILD=1 it warns.
 */
const SITE_URL_SETTING = 'NEXT_PUBLIC_SITE_URL';

type SiteAddressFinding = { level: 'error' | 'warning'; message: string };
const warning = (message: string): SiteAddressFinding => ({ level: 'warning', message });

const WHERE =
  `set ${SITE_URL_SETTING} to the public address, such as https://www.example.ch, in .env.local ` +
  '(copied from .env.example) or in the build’s environment; see docs/deploy.md, section 1.';

/** What is wrong with the address for a published site, or null when nothing is. */
function addressProblem(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (!value)
    return (
      `${SITE_URL_SETTING} is not set, so canonical links, the sitemap, robots.txt, the badge ` +
      'snippets and the open-data files would point to http://localhost:3000.'
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${SITE_URL_SETTING} is "${value}", which is not an address.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `${SITE_URL_SETTING} is "${value}": it must start with https://.`;
  if (isLocalSiteUrl(value))
    return (
      `${SITE_URL_SETTING} is "${value}", an address of this machine or network: canonical links, ` +
      'the sitemap, robots.txt, the badge snippets and the open-data files would point to it.'
    );
  if (url.username || url.password || url.search || url.hash || url.pathname.replace(/\/+$/, '') !== '') {
    // The pages are served at the root of the host; a path would be in every link but not on the server.
    return `${SITE_URL_SETTING} is "${value}": it must be the site's origin, without a path, query or fragment.`;
  }
  if (url.protocol === 'http:') {
    // The site sends Strict-Transport-Security: browsers reach it over https only.
    return `${SITE_URL_SETTING} is "${value}": the site is served over https (it sends Strict-Transport-Security), so its address must start with https://.`;
  }
  return null;
}

/** The finding for a build, or null when the address is fine for it. */
export function checkSiteAddress({
  siteUrl,
  sampleData,
  localBuild,
}: {
  /** NEXT_PUBLIC_SITE_URL as set, undefined when unset. */
  siteUrl: string | undefined;
  sampleData: boolean;
  /** LOCAL_BUILD=1: the build is for this machine and will not be published. */
  localBuild: boolean;
}): SiteAddressFinding | null {
  const problem = addressProblem(siteUrl);
  if (sampleData) {
    const value = siteUrl?.trim();
    if (problem && (!value || isLocalSiteUrl(value)))
      return warning(`${problem} Fine for the sample data on this machine; before publishing, ${WHERE}`);
    if (problem) return warning(`${problem} Before publishing, ${WHERE}`);
    // Sample data on a public address would put invented results in front of readers.
    return warning(
      `content/site.json says the data is sample data, but the site URL is ${value}. Every page will say ` +
        'so and ask not to be indexed; set "sampleData": false once the real ranking is imported.',
    );
  }
  if (!problem) return null;
  if (localBuild) return warning(`${problem} LOCAL_BUILD=1: a build for this machine only; do not publish it.`);
  return {
    level: 'error',
    message: `${problem} A build of the real ranking (sample data off) must not carry it: ${WHERE} For a build that stays on this machine, set LOCAL_BUILD=1.`,
  };
}

/** LOCAL_BUILD in the environment: 1/true (any case) means on. */
export function localBuildOn(value = process.env.LOCAL_BUILD): boolean {
  return /^(1|true)$/i.test(value?.trim() ?? '');
}

/** Whether site.json's text asks for sample data (with SAMPLE_DATA); undefined when it is not such JSON. */
export function sampleDataFromSiteFile(text: string, override = process.env.SAMPLE_DATA): boolean | undefined {
  try {
    return sampleDataOn(z.object({ sampleData: z.boolean().optional() }).parse(JSON.parse(text)), override);
  } catch {
    return undefined;
  }
}
