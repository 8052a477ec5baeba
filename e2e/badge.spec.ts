import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { nameOf, openParticipant, participantUrl, rows, isRank, type Row } from './support/participants';
import { currentYear, localePath, locales, messages, translator, type Locale } from './support/site';

/**
 * The embeddable badges (lib/badge): /badge/{ref}.svg and /en/badge/{ref}.svg are static SVG
 * files with a day of cache and headers that let other sites show them, naming the right result
 * in their title and aria-label; the participant page's box shows the badge and the snippet to
 * paste. The sample has no certified participant without a numeric overall rank: that kind is
 * tested with the builder (lib/badge/badge-texts.test.ts, pipeline/media/badge-svg.test.ts).
 */
const ranked = rows.find((r) => isRank(r.rankOverall) && Number(r.rankOverall) <= 3) as Row;
const unrankedPlain = rows.find((r) => !isRank(r.rankOverall) && r.certificate !== '*') as Row;
const BADGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const badgeUrl = (locale: Locale, ref: string) => localePath(locale, `/badge/${ref}.svg`);

function expectedLabel(locale: Locale, participant: Row): string {
  const t = translator(locale);
  const args = {
    name: nameOf(participant),
    programme: messages[locale].seo.organization.name,
    year: String(currentYear),
    rank: participant.rankOverall.trim(),
  };
  return isRank(participant.rankOverall) ? t('badge.label.rank', args) : t('badge.label.rated', args);
}

test.describe('badges', () => {
  test('the sample has a ranked participant and one without rank or certificate', () => {
    expect(ranked).toBeDefined();
    expect(unrankedPlain).toBeDefined();
  });

  for (const locale of locales) {
    for (const [kind, participant] of [
      ['ranked', ranked],
      ['not ranked', unrankedPlain],
    ] as const) {
      test(`the ${kind} badge is a valid SVG naming its result, served to be embedded (${locale})`, async ({
        page,
        request,
      }) => {
        const url = badgeUrl(locale, participant.ref);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const headers = response.headers();
        expect(headers['content-type']).toBe('image/svg+xml');
        expect(headers['cache-control']).toBe(BADGE_CACHE);
        expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(headers['content-security-policy']).toContain("default-src 'none'");
        const svg = await response.text();
        await page.goto('about:blank');
        const parsed = await page.evaluate((source) => {
          const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
          const root = doc.documentElement;
          return {
            error: doc.getElementsByTagName('parsererror').length > 0,
            root: root.localName,
            namespace: root.namespaceURI,
            role: root.getAttribute('role'),
            label: root.getAttribute('aria-label'),
            title: root.querySelector('title')?.textContent,
            scripts: doc.getElementsByTagName('script').length,
          };
        }, svg);
        const label = expectedLabel(locale, participant);
        expect(parsed).toEqual({
          error: false,
          root: 'svg',
          namespace: 'http://www.w3.org/2000/svg',
          role: 'img',
          label,
          title: label,
          scripts: 0,
        });
        if (kind === 'ranked') expect(label).toContain(participant.rankOverall.trim());
      });
    }

    test(`the participant page's box shows the badge and the snippet with absolute URLs (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const t = messages[locale].badge.box;
      await openParticipant(page, participantUrl(locale, ranked.ref));
      const box = page.getByRole('region', { name: t.title });
      await expect(box).toBeVisible();
      const image = box.getByRole('img', { name: expectedLabel(locale, ranked) });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', badgeUrl(locale, ranked.ref));
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      const field = box.getByRole('textbox', { name: t.code });
      await expect(field).toHaveAttribute('readonly', '');
      const snippet = await field.inputValue();
      const parts = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const a = doc.body.firstElementChild;
        const img = a?.querySelector('img');
        return {
          tag: a?.localName,
          href: a?.getAttribute('href'),
          src: img?.getAttribute('src'),
          alt: img?.getAttribute('alt'),
          size: [img?.getAttribute('width'), img?.getAttribute('height')],
          children: doc.body.children.length,
        };
      }, snippet);
      expect(parts.tag).toBe('a');
      expect(parts.children).toBe(1);
      expect(parts.alt).toBe(expectedLabel(locale, ranked));
      const href = new URL(parts.href!);
      const src = new URL(parts.src!);
      expect(href.protocol).toMatch(/^https?:$/);
      expect(href.pathname).toBe(participantUrl(locale, ranked.ref));
      expect(src.origin).toBe(href.origin);
      expect(src.pathname).toBe(badgeUrl(locale, ranked.ref));
      const [width, height] = parts.size.map(Number);
      expect(height).toBe(64);
      expect(width).toBeGreaterThan(150);

      await box.getByRole('button', { name: t.copy }).click();
      await expect(box.getByRole('status')).toHaveText(t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
      await expectNoSeriousViolations(page, `participant page with badge box (${locale})`);
    });
  }
});
