import type { Browser } from '@playwright/test';
import { oversizeFactor, srcsetUrls } from './image-fit';
import type { CheckResult } from './types';

/**
 * The image rules, checked in the browser on each page at 390 px (2× pixels) and 1440 px (1×):
 * width and height on every <img>; a WebP/AVIF srcset for content images (rasters under
 * /globalassets/); loading="lazy" for every image outside the first view; the largest
 * first-view image preloaded and fetchpriority="high"; no image sent more than 1.5× larger
 * than its displayed size (after scrolling through the page so lazy images load).
 */
export const viewports = [
  { name: '390', width: 390, height: 844, dpr: 2 },
  { name: '1440', width: 1440, height: 900, dpr: 1 },
] as const;

const MAX_OVERSIZE = 1.5;

interface ImgInfo {
  src: string;
  currentSrc: string;
  srcset: string;
  pictureTypes: string[];
  hasWidth: boolean;
  hasHeight: boolean;
  loading: string;
  fetchPriority: string;
  inFirstView: boolean;
  area: number;
}

interface ShownInfo {
  currentSrc: string;
  naturalWidth: number;
  naturalHeight: number;
  boxWidth: number;
  boxHeight: number;
  objectFit: string;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const isContentRaster = (src: string) => /\/globalassets\/.*\.(jpe?g|png|webp|avif)(\?|$)/i.test(src);

export async function checkImages(browser: Browser, origin: string, paths: readonly string[]): Promise<CheckResult[]> {
  const missingSize = new Set<string>();
  const noModernSrcset = new Set<string>();
  const notLazy = new Set<string>();
  const lcpProblems = new Set<string>();
  const oversized = new Set<string>();
  let images = 0;
  let lcpChecked = 0;

  for (const viewport of viewports) {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.dpr,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        localStorage.setItem('allowCookies', '0');
        localStorage.setItem('introAnimationShown', String(Date.now()));
      });
      await page.goto(origin + path, { waitUntil: 'load' });
      const at = `${path} @${viewport.name}`;
      const { imgs, preloads } = await page.evaluate(() => {
        const list = [...document.querySelectorAll('img')].map((img) => {
          const rect = img.getBoundingClientRect();
          const visible = rect.width > 0 && rect.height > 0 && getComputedStyle(img).visibility !== 'hidden';
          const inFirstView =
            visible && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
          const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
          return {
            src: img.getAttribute('src') ?? '',
            currentSrc: img.currentSrc,
            srcset: img.getAttribute('srcset') ?? '',
            pictureTypes: picture ? [...picture.querySelectorAll('source')].map((s) => s.type) : [],
            hasWidth: img.hasAttribute('width'),
            hasHeight: img.hasAttribute('height'),
            loading: img.getAttribute('loading') ?? '',
            fetchPriority: img.getAttribute('fetchpriority') ?? '',
            inFirstView,
            area: inFirstView
              ? Math.max(0, Math.min(rect.right, innerWidth) - Math.max(rect.left, 0)) *
                Math.max(0, Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0))
              : 0,
          };
        });
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => ({
          href: l.getAttribute('href') ?? '',
          srcset: l.getAttribute('imagesrcset') ?? '',
          fetchPriority: l.getAttribute('fetchpriority') ?? '',
        }));
        return { imgs: list, preloads: links };
      });
      images += imgs.length;
      for (const img of imgs as ImgInfo[]) {
        const name = `${short(img.src)} on ${at}`;
        if (!img.hasWidth || !img.hasHeight) missingSize.add(name);
        if (
          isContentRaster(img.src) &&
          !/\.(webp|avif)\b/i.test(img.srcset) &&
          !img.pictureTypes.some((t) => /webp|avif/.test(t))
        )
          noModernSrcset.add(`${short(img.src)} on ${path}`);
        if (!img.inFirstView && img.loading !== 'lazy') notLazy.add(name);
      }
      const largest = (imgs as ImgInfo[]).filter((i) => i.inFirstView && i.area > 0).sort((a, b) => b.area - a.area)[0];
      if (largest && isContentRaster(largest.src)) {
        lcpChecked += 1;
        const urls = new Set([largest.src, ...srcsetUrls(largest.srcset)].map(short));
        const preload = preloads.find(
          (p) => urls.has(short(p.href)) || srcsetUrls(p.srcset).some((u) => urls.has(short(u))),
        );
        const problems = [
          ...(largest.fetchPriority === 'high' ? [] : ['img without fetchpriority="high"']),
          ...(preload
            ? preload.fetchPriority === 'high'
              ? []
              : ['preload without fetchpriority="high"']
            : ['not preloaded']),
          ...(largest.loading === 'lazy' ? ['lazy'] : []),
        ];
        if (problems.length) lcpProblems.add(`${short(largest.src)} on ${at}: ${problems.join(', ')}`);
      }

      // Scroll through the page so that lazy images load, then compare what arrived with what shows.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += Math.round(viewport.height * 0.8)) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.waitForTimeout(80);
      }
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.evaluate(() =>
        Promise.race([
          Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
          new Promise((done) => setTimeout(done, 3000)),
        ]),
      );
      const shown: ShownInfo[] = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.naturalWidth > 0 && !/\.svg(\?|$)/i.test(img.currentSrc))
          .map((img) => {
            const rect = img.getBoundingClientRect();
            return {
              currentSrc: img.currentSrc,
              naturalWidth: img.naturalWidth,
              naturalHeight: img.naturalHeight,
              boxWidth: rect.width,
              boxHeight: rect.height,
              objectFit: getComputedStyle(img).objectFit,
            };
          })
          .filter((i) => i.boxWidth > 0 && i.boxHeight > 0),
      );
      for (const img of shown) {
        const factor = oversizeFactor({ ...img, dpr: viewport.dpr });
        if (factor > MAX_OVERSIZE)
          oversized.add(
            `${short(img.currentSrc)} on ${at}: ${img.naturalWidth} px for ${Math.round(img.boxWidth * viewport.dpr)} device px (${factor.toFixed(2)}×)`,
          );
      }
      await context.close();
    }
  }
  const result = (name: string, offenders: Set<string>, detail: string): CheckResult => ({
    name,
    pass: offenders.size === 0,
    detail: offenders.size ? `${offenders.size} offending` : detail,
    offenders: [...offenders],
  });
  return [
    result(
      'every <img> has width and height',
      missingSize,
      `${images} <img> in ${paths.length} pages × ${viewports.length} widths`,
    ),
    result('content images have a WebP/AVIF srcset', noModernSrcset, 'all'),
    result('images outside the first view are lazy', notLazy, 'all'),
    result(
      'largest first-view image preloaded, fetchpriority high',
      lcpProblems,
      `${lcpChecked} page views with a first-view content image`,
    ),
    result('no image sent > 1.5× its displayed size', oversized, 'none'),
  ];
}
