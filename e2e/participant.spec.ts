import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { currentYear, localePath, locales, messages } from './support/site';
import {
  activeCategory,
  awarded,
  awards,
  categoryNav,
  circle,
  DASH,
  isRank,
  nameOf,
  noScheme,
  nonWinner,
  openParticipant as open,
  participantUrl as url,
  rank999,
  rankEmpty,
  row,
  rows,
  websiteOnly,
  type Row,
} from './support/participants';

/**
 * Participant pages (issue 3): a winner, a participant without award, the special mentions,
 * unranked values, website fallbacks, the laudatio, the score profile, 404s and axe. The winner
 * header and its `category` parameter: participant-category.spec.ts. Every expectation is read
 * from content/ (support/participants.ts), so the checks follow the content.
 */
test.describe('the page of a winner', () => {
  for (const locale of locales) {
    test(`sika: name, award, ranks, links, laudatio (${locale})`, async ({ page, request }) => {
      const sika = row('sika');
      const t = messages[locale];
      await open(page, url(locale, 'sika'));
      await expect(page).toHaveTitle(`${nameOf(sika)}: ${t.pages.participant.seo.title} | ${t.site.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(sika));
      // Meta and Open Graph per participant and locale.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(nameOf(sika)));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        new RegExp(`^${nameOf(sika)}`),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/globalassets/og/${currentYear}/sika\\.jpg$`),
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale.replace('-', '_'));

      // Its own category is active, with its number marked as the current page.
      expect(await activeCategory(page, locale)).toBe(
        awards.winnerCategories.findIndex((c) => c.winners.includes('sika')),
      );
      const current = categoryNav(page, locale).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', url(locale, 'sika', '?category=0'));

      // Three rank circles; rank 1 is filled gold.
      await expect(circle(page, 'valueReporting')).toContainText(sika.rankVR);
      await expect(circle(page, 'design')).toContainText(sika.rankDS);
      await expect(circle(page, 'overall')).toContainText(sika.rankOverall);
      await expect(circle(page, 'valueReporting')).toContainText(t.participant.ranks.valueReporting);
      if (sika.rankOverall === '1') {
        await expect(circle(page, 'overall')).toHaveAttribute('data-first', 'true');
        const fill = await circle(page, 'overall')
          .locator(':scope > span')
          .last()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(fill).toBe('rgb(201, 162, 39)');
      }

      // The cover with its size set, loaded.
      const cover = page.locator(`main img[src="/globalassets/participants/${currentYear}/sika.jpg"]`).first();
      await expect(cover).toHaveAttribute('width', /\d+/);
      await expect(cover).toHaveAttribute('height', /\d+/);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      // Website: external, new tab, no opener; the PDF download exists.
      const website = page.locator(`main a[href="${new URL(sika.url).href}"]`).first();
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
      const pdf = page.locator(`main a[href="/globalassets/participants/${currentYear}/sika.pdf"]`).first();
      await expect(pdf).toHaveAttribute('download', '');
      const pdfResponse = await request.get(`/globalassets/participants/${currentYear}/sika.pdf`);
      expect(pdfResponse.status()).toBe(200);
      expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
      if (sika.online) await expect(page.locator('main [data-online]')).toBeVisible();

      // The laudatio from the translations, with the report spreads in the carousel.
      const laudatio = t.laudatio.sika;
      expect(laudatio, 'a laudatio for sika in the translations').toBeDefined();
      await expect(page.getByRole('heading', { level: 2, name: laudatio?.title })).toBeVisible();
      await expect(page.getByText(laudatio?.subtitle ?? '', { exact: true })).toBeVisible();
      const carousel = page.locator('main [aria-roledescription="carousel"]');
      await expect(carousel).toHaveCount(1);
      for (const n of [1, 2, 3]) {
        const image = carousel.locator(`img[src="/globalassets/laudatio/${currentYear}/sika-${n}.jpg"]`);
        await expect(image).toHaveAttribute('width', '1600');
        await expect(image).toHaveAttribute('height', '1000');
        await expect(image).toHaveAttribute('alt', laudatio?.images[n - 1]?.alt ?? '');
      }
      // No video files exist: the sample content names none, and none is rendered.
      await expect(page.locator('main video')).toHaveCount(laudatio?.video ? 1 : 0);

      // The bottom teaser: two other winners and the winners page.
      const teaser = page.locator('main section.teaser');
      const winnerLinks = teaser.locator('a[href*="/teilnehmer/"]');
      await expect(winnerLinks).toHaveCount(2);
      for (const href of await winnerLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        const ref = /\/teilnehmer\/([^?]+)/.exec(href)?.[1] ?? '';
        expect(ref).not.toBe('sika');
        expect(
          awards.winnerCategories.some((c) => c.winners.includes(ref)),
          `${ref} is a winner`,
        ).toBe(true);
      }
      await expect(teaser.locator(`a[href="${localePath(locale, '/gewinner')}"]`)).toBeVisible();
    });
  }
});

test.describe('the page of a participant without an award', () => {
  for (const locale of locales) {
    test(`${nonWinner.ref}: ranks, tables, no laudatio, no active category (${locale})`, async ({ page }) => {
      await open(page, url(locale, nonWinner.ref));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(nonWinner));
      expect(await activeCategory(page, locale)).toBeNull();
      await expect(categoryNav(page, locale).locator('[aria-current]')).toHaveCount(0);
      await expect(circle(page, 'valueReporting')).toContainText(nonWinner.rankVR);
      await expect(circle(page, 'special')).toHaveCount(0);
      await expect(page.locator('main [aria-roledescription="carousel"]')).toHaveCount(0);
      await expect(page.getByText(messages[locale].participant.laudatio.eyebrow)).toHaveCount(0);

      // Score tables: rank and total points with two decimals; the design detail.
      const vr = page.locator('main table[data-table="valueReporting"]');
      await expect(vr).toContainText(nonWinner.rankVR);
      await expect(vr).toContainText(Number(nonWinner.totalVR.replace(',', '.')).toFixed(2));
      const detail = page.locator('main table').filter({ has: page.locator('[data-field="qualDS1"]') });
      for (const field of [
        'qualDS1',
        'qualDS2',
        'qualDS3',
        'qualDS4',
        'commDS1',
        'commDS2',
        'commDS3',
        'commDS4',
        'mediaDS1',
        'mediaDS2',
        'mediaDS3',
        'averageMedia',
      ] as const) {
        await expect(detail.locator(`[data-field="${field}"] td`)).toHaveText(
          Number(nonWinner[field].replace(',', '.')).toFixed(2),
        );
      }
      const toResult = messages[locale].participant.teaser.toResult;
      await expect(page.locator('main a[href*="/teilnehmer/"]').filter({ hasText: toResult })).toHaveCount(2);
      if (!nonWinner.online) await expect(page.locator('main [data-online]')).toHaveCount(0);
    });
  }

  test('an online marker shows exactly when the row sets online', async ({ page }) => {
    const online = rows.find((r) => r.online && !awarded.has(r.ref)) as Row;
    const offline = rows.find((r) => !r.online && !awarded.has(r.ref)) as Row;
    await open(page, url('de-CH', online.ref));
    await expect(page.locator('main [data-online]')).toBeVisible();
    await open(page, url('de-CH', offline.ref));
    await expect(page.locator('main [data-online]')).toHaveCount(0);
  });
});

test.describe('special mentions', () => {
  for (const mention of awards.specialMentions.filter(
    (m) => !awards.winnerCategories.some((c) => c.winners.includes(m.ref)),
  )) {
    for (const locale of locales) {
      test(`${mention.ref}: special prize circle and badge, laudatio (${locale})`, async ({ page }) => {
        const t = messages[locale];
        await open(page, url(locale, mention.ref));
        const special = circle(page, 'special');
        await expect(special).toHaveCount(1);
        await expect(special).toHaveAttribute('data-special', mention.key);
        await expect(special).toContainText(t.participant.specialPrize[mention.key]);
        await expect(special).toContainText(t.participant.specialPrize.badge);
        await expect(
          page.locator('main').getByText(t.awards.specialMentions[mention.key]?.title ?? '', { exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: t.laudatio[mention.ref]?.title })).toBeVisible();
        // Not a winner: no category is active.
        expect(await activeCategory(page, locale)).toBeNull();
      });
    }
  }

  test('a winner with a special mention shows both', async ({ page }) => {
    const both = awards.specialMentions.find((m) => awards.winnerCategories.some((c) => c.winners.includes(m.ref)));
    expect(both, 'content/awards.json names a winner with a special mention').toBeDefined();
    if (!both) return;
    await open(page, url('de-CH', both.ref));
    await expect(circle(page, 'special')).toHaveAttribute('data-special', both.key);
    expect(await activeCategory(page, 'de-CH')).toBe(
      awards.winnerCategories.findIndex((c) => c.winners.includes(both.ref)),
    );
  });
});

test.describe('values shown as a dash', () => {
  test(`rank 999 (${rank999.ref}) and empty ranks (${rankEmpty.ref}) show a dash`, async ({ page }) => {
    const t = messages['de-CH'].participant.ranks;
    await open(page, url('de-CH', rank999.ref));
    const design = circle(page, 'design');
    await expect(design).toHaveAttribute('data-kind', 'unranked');
    await expect(design.locator('[aria-hidden="true"]')).toHaveText(DASH);
    await expect(design).toContainText(t.unranked);
    await expect(design).not.toContainText('999');
    await expect(page.locator('main')).not.toContainText('999');
    // No design points: every detail cell shows a dash.
    if (rank999.qualDS1 === '') await expect(page.locator('main [data-field="qualDS1"] td')).toHaveText(DASH);

    await open(page, url('de-CH', rankEmpty.ref));
    const vr = circle(page, 'valueReporting');
    await expect(vr).toHaveAttribute('data-kind', 'unranked');
    await expect(vr.locator('[aria-hidden="true"]')).toHaveText(DASH);
    await expect(page.locator('main table[data-table="valueReporting"] td').first()).toContainText(DASH);
  });
});

test.describe('website links', () => {
  test(`an empty url falls back to the website column (${websiteOnly.ref})`, async ({ page }) => {
    await open(page, url('de-CH', websiteOnly.ref));
    const link = page.locator(`main a[href="${new URL(websiteOnly.website).href}"]`);
    await expect(link.first()).toBeVisible();
    await expect(link.first()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test(`a url without scheme gets https:// (${noScheme.ref})`, async ({ page }) => {
    await open(page, url('en-GB', noScheme.ref));
    const link = page.locator(`main a[href="${new URL(`https://${noScheme.url}`).href}"]`);
    await expect(link.first()).toBeVisible();
    await expect(link.first()).toHaveAttribute('target', '_blank');
  });
});

test.describe('score profile', () => {
  test('the SVG chart is drawn on the server and has a table for screen readers', async ({ page, request }) => {
    const sika = row('sika');
    const html = await (await request.get(url('de-CH', 'sika'))).text();
    expect(html).toContain('data-profile-chart');
    expect((html.match(/<svg[^>]*preserveAspectRatio="none"/g) ?? []).length).toBe(4);

    await open(page, url('de-CH', 'sika'));
    const chart = page.locator('main [data-profile-chart]');
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    const caption = page.locator('caption', { hasText: messages['de-CH'].participant.profile.title });
    const table = page.locator('main table').filter({ has: caption });
    const body = table.locator('tbody tr');
    await expect(body).toHaveCount(4);
    // Value reporting: the participant's points, the median and the best of all participants.
    // Participants without value reporting points (empty) count neither way.
    const points = rows
      .map((p) => Number(p.totalVR.replace(',', '.')))
      .filter((v) => Number.isFinite(v) && v > 0)
      .sort((a, b) => a - b);
    const mid = Math.floor(points.length / 2);
    const median =
      points.length % 2 ? (points[mid] as number) : ((points[mid - 1] as number) + (points[mid] as number)) / 2;
    const cells = body.first().locator('td');
    await expect(cells.nth(0)).toContainText(Number(sika.totalVR.replace(',', '.')).toFixed(2));
    // Two decimals: the shown median is the true one to within half a hundredth.
    const shownMedian = Number(await cells.nth(1).textContent());
    expect(Math.abs(shownMedian - median)).toBeLessThanOrEqual(0.0051);
    await expect(cells.nth(1)).toHaveText(/^\d+\.\d{2}$/);
    // Sika has a sector: its median sits between the edition's median and the best.
    await expect(table.locator('thead th').nth(3)).toHaveText(
      messages['de-CH'].participant.profile.sectorMedian.replace('{sector}', 'Industrie'),
    );
    await expect(cells.last()).toHaveText(Math.max(...points).toFixed(2));
  });

  test('the year-over-year movement of the ranks', async ({ page }) => {
    const moved = rows.find(
      (r) => isRank(r.rankVR) && isRank(r.prevYearVR) && Number(r.prevYearVR) > Number(r.rankVR),
    ) as Row;
    await open(page, url('de-CH', moved.ref));
    const item = page.locator('main [data-group="valueReporting"][data-movement]');
    await expect(item).toHaveAttribute('data-movement', 'up');
    await expect(item).toContainText(String(Number(moved.prevYearVR) - Number(moved.rankVR)));
    await expect(item).toContainText(moved.prevYearVR);

    const newcomer = rows.find((r) => isRank(r.rankVR) && r.prevYearVR === '') as Row;
    await open(page, url('en-GB', newcomer.ref));
    await expect(page.locator('main [data-group="valueReporting"][data-movement]')).toHaveAttribute(
      'data-movement',
      'new',
    );
  });
});

test.describe('participants that do not exist', () => {
  for (const locale of locales) {
    test(`an unknown participant answers 404 with the not-found page (${locale})`, async ({ page, consoleGuard }) => {
      const target = url(locale, 'gibt-es-nicht-ag');
      consoleGuard.allowNotFound(target);
      const response = await page.goto(target);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pages.notFound.intro.pageTitle);
    });
  }

  test('a page arriving under another participant’s address logs "Participant not available." and goes to 404', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // A host that answers an unknown address with some participant's page (or a stale copy):
    // the category island notices that the address names another participant.
    const body = await (await request.get(url('de-CH', 'sika'))).text();
    await page.route('**/teilnehmer/nicht-mehr-dabei', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
    );
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    consoleGuard.allow(/^Participant not available\. /);
    consoleGuard.allowNotFound('/404');
    await page.goto('/teilnehmer/nicht-mehr-dabei');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['de-CH'].pages.notFound.intro.pageTitle);
    expect(logged).toContain('Participant not available.');
  });
});

test.describe('accessibility', () => {
  for (const locale of locales) {
    // A participant without an award: routes.spec.
    for (const ref of ['sika', 'swica', rank999.ref]) {
      test(`axe: ${url(locale, ref)}`, async ({ page }) => {
        await open(page, url(locale, ref));
        await expectNoSeriousViolations(page, url(locale, ref));
      });
    }
    test(`axe with ?category on swisscom (${locale})`, async ({ page }) => {
      await open(page, url(locale, 'swisscom', '?category=3'));
      await expectNoSeriousViolations(page, url(locale, 'swisscom', '?category=3'));
    });
  }
});
