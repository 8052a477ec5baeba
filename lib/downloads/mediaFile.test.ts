/** @jest-environment node */
import { mediaRelativePath } from './mediaFile';

describe('mediaRelativePath', () => {
  it('maps a published media URL to its file under content/media', () => {
    expect(mediaRelativePath('/globalassets/media/downloads/rating-report-2026.pdf')).toBe(
      'downloads/rating-report-2026.pdf',
    );
    expect(mediaRelativePath('globalassets/media/partners/forum.svg')).toBe('partners/forum.svg');
  });

  it('ignores query and fragment and decodes the segments', () => {
    expect(mediaRelativePath('/globalassets/media/downloads/Medien%20mitteilung.pdf?v=2#page=1')).toBe(
      'downloads/Medien mitteilung.pdf',
    );
  });

  it('gives nothing for URLs outside the published media', () => {
    expect(mediaRelativePath('https://www.example.ch/globalassets/media/x.pdf')).toBeUndefined();
    expect(mediaRelativePath('//cdn.example.ch/globalassets/media/x.pdf')).toBeUndefined();
    expect(mediaRelativePath('/globalassets/participants/sika.pdf')).toBeUndefined();
    expect(mediaRelativePath('/globalassets/media/')).toBeUndefined();
  });

  it('never leaves content/media', () => {
    expect(mediaRelativePath('/globalassets/media/../i18n/de-CH.json')).toBeUndefined();
    expect(mediaRelativePath('/globalassets/media/downloads/%2e%2e/x')).toBeUndefined();
    expect(mediaRelativePath('/globalassets/media/downloads/..%2F..%2Fsecret')).toBeUndefined();
    expect(mediaRelativePath('/globalassets/media/downloads//x.pdf')).toBeUndefined();
    expect(mediaRelativePath('/globalassets/media/downloads/%E0%A4%A')).toBeUndefined();
  });
});
