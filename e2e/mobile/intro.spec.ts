import { introOverlay, openWithStoppedClock, skipIntro } from '../support/intro';
import { expect, test, waitForHydration } from '../support/test';
import { localePath, locales } from '../support/site';

/** The home page at phone width (390 px): the intro fits the screen, the page does not overflow. */
for (const locale of locales) {
  const url = localePath(locale, '/');

  test(`${url} at 390 px: the intro plays centred within the screen and goes`, async ({ page }) => {
    await openWithStoppedClock(page, url);
    const overlay = introOverlay(page);
    await expect(overlay).toHaveAttribute('data-intro-overlay', 'playing', { timeout: 15_000 });
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const stage = await overlay.locator('svg').last().boundingBox();
    expect(stage).not.toBeNull();
    if (stage) {
      expect(stage.x).toBeGreaterThanOrEqual(0);
      expect(stage.x + stage.width).toBeLessThanOrEqual(viewport.width);
      expect(Math.abs(stage.x + stage.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(Math.abs(stage.y + stage.height / 2 - viewport.height / 2)).toBeLessThan(2);
    }
    // 2.5 s of animation, 0.9 s of fading.
    await page.clock.runFor(2_600);
    await expect(overlay).toHaveAttribute('data-intro-overlay', 'fading');
    await page.clock.runFor(900);
    await expect(overlay).toHaveCount(0);
  });

  test(`${url} at 390 px: no horizontal overflow, the title breaks only between syllables`, async ({ page }) => {
    await skipIntro(page);
    await page.goto(url);
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Every word of the title is whole on its line, or broken at a soft hyphen the content provides.
    const title = page.getByRole('heading', { level: 1 });
    const brokenInsideWord = await title.evaluate((h1) => {
      const text = h1.firstChild as Text;
      const range = document.createRange();
      let previousTop = -1;
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        // A character at a line start may also report an empty box at the end of the line before.
        const top = [...range.getClientRects()].filter((r) => r.width > 0).at(-1)?.top ?? previousTop;
        if (previousTop >= 0 && top > previousTop + 1) {
          const before = text.data[i - 1] ?? ' ';
          if (!/[\s\u00ad-]/.test(before) && !/[\s\u00ad]/.test(text.data[i] ?? ' '))
            return text.data.slice(Math.max(0, i - 8), i + 8);
        }
        previousTop = top;
      }
      return null;
    });
    expect(brokenInsideWord).toBeNull();
  });
}
