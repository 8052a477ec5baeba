import { COVER_WIDTHS, generatedSrcSet } from './generated';

describe('generated image copies', () => {
  it("lists a copy per width for the site's own files", () => {
    const set = generatedSrcSet('/globalassets/participants/sika.jpg', [120, 240]);
    expect(set).toBe('/globalassets/participants/sika-120w.webp 120w, /globalassets/participants/sika-240w.webp 240w');
  });

  it('gives no srcset for images on a storage host, where no copies exist', () => {
    expect(generatedSrcSet('https://storage.example.org/participants/sika.jpg', COVER_WIDTHS)).toBeUndefined();
    expect(generatedSrcSet('/other/sika.jpg', COVER_WIDTHS)).toBeUndefined();
  });

  it('keeps every cover place within 1.5 times its displayed width at 1× and 2×', () => {
    // Displayed CSS widths of the covers (teaser, phone head, slider card, desktop head).
    for (const css of [88, 150, 280, 392]) {
      for (const dpr of [1, 2]) {
        const needed = css * dpr;
        const chosen = COVER_WIDTHS.find((w) => w >= needed) ?? 900;
        expect(chosen / needed).toBeLessThanOrEqual(1.5);
      }
    }
  });
});
