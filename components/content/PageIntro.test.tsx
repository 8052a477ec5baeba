import { render, screen } from '@testing-library/react';
import { PageIntro } from './PageIntro';
import type { PageIntro as PageIntroData } from '@/lib/content/message-schema';

// The sanitiser needs Node's jsdom, which does not load in this DOM environment; it has its own
// tests (lib/content/sanitize.test.ts), and the fixture below is trusted HTML.
jest.mock('@/lib/content/sanitize', () => ({ sanitizeHtml: (html: string) => html }));

/**
 * The page intro's side image and column layouts, and that pages without them render
 * as before. The side image's URL is outside content/media, so its size comes from the asset.
 */
const linkLabels = { toJury: 'Zur Jury' };
const base: PageIntroData = {
  navTitle: 'Vorwort',
  pageTitle: 'Über uns',
  leftIntro: '<p>Links: die Einleitung.</p>',
  rightIntro: '<p>Rechts: die Trägerschaft.</p>',
  twoColIntro: true,
  richText: '<h2>Rechenschaft</h2><p>Der Text des Vorworts.</p>',
};
const side = {
  url: 'https://media.example.ch/stapel.jpg',
  type: 'image' as const,
  altText: 'Ein Stapel Berichte',
  width: 1600,
  height: 2000,
};

const renderIntro = (intro: PageIntroData, props: Partial<Parameters<typeof PageIntro>[0]> = {}) =>
  render(<PageIntro intro={intro} locale="de-CH" linkLabels={linkLabels} {...props} />);

describe('PageIntro', () => {
  it('renders title, eyebrow, both columns and the rich text without a side image as before', () => {
    const { container } = renderIntro(base);
    expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getByText('Vorwort')).toBeInTheDocument();
    expect(screen.getByText('Links: die Einleitung.').closest('.page-intro__left')).toHaveClass('lead');
    expect(screen.getByText('Rechts: die Trägerschaft.').closest('.page-intro__right')).not.toBeNull();
    expect(container.querySelector('.page-intro__body')).toHaveClass('page-intro__body--two');
    expect(screen.getByRole('heading', { level: 2, name: 'Rechenschaft' })).toBeInTheDocument();
    expect(container.querySelector('figure')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('sets the side image with alt text and its size, before the rich text it stands beside', () => {
    const { container } = renderIntro({ ...base, sideAsset: side });
    const image = screen.getByRole('img', { name: 'Ein Stapel Berichte' });
    expect(image).toHaveAttribute('src', side.url);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '2000');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('data-preload');
    const figure = container.querySelector('figure');
    const preface = screen.getByText('Der Text des Vorworts.').closest('.rich-text');
    expect(figure?.parentElement).toBe(preface?.parentElement);
    expect(figure?.compareDocumentPosition(preface as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('marks the side image for preloading when it is in the first view', () => {
    // The post-build step turns the mark into eager + fetchpriority=high + a preload link
    // (pipeline/postbuild/priority-image.ts); the router payload must not carry the hint.
    renderIntro({ ...base, sideAsset: side }, { sideImagePriority: true });
    const image = screen.getByRole('img', { name: 'Ein Stapel Berichte' });
    expect(image).toHaveAttribute('data-preload', '');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('shows no side image for a video asset, and side links under the image', () => {
    renderIntro({ ...base, sideAsset: { ...side, type: 'video' } });
    expect(screen.queryByRole('img')).toBeNull();
    renderIntro({ ...base, sideAsset: side, sideLinks: [{ link: '/jury', langKey: 'toJury' }] });
    const link = screen.getByRole('link', { name: 'Zur Jury' });
    expect(link).toHaveAttribute('href', '/jury');
    expect(link.closest('figure')).not.toBeNull();
  });

  it('sets even columns without the lead style when asked', () => {
    const { container } = renderIntro(base, { columns: 'even' });
    const body = container.querySelector('.page-intro__body');
    expect(body).not.toHaveClass('page-intro__body--two');
    const left = screen.getByText('Links: die Einleitung.').closest('.rich-text');
    expect(left).not.toHaveClass('lead');
    expect(left?.parentElement).toBe(body);
  });

  it('keeps one column for a single intro, whatever the column layout', () => {
    const { container } = renderIntro({ ...base, twoColIntro: false }, { columns: 'even' });
    expect(container.querySelector('.page-intro__body')?.className).toBe('page-intro__body');
    expect(screen.getByText('Links: die Einleitung.').closest('.rich-text')).toHaveClass('lead');
  });

  it('marks the rich text for side headings only when asked', () => {
    const plain = renderIntro(base);
    const plainClass = screen.getByText('Der Text des Vorworts.').closest('.rich-text')?.className;
    plain.unmount();
    renderIntro(base, { richTextLayout: 'sideHeadings' });
    const sideClass = screen.getByText('Der Text des Vorworts.').closest('.rich-text')?.className;
    expect(sideClass).not.toBe(plainClass);
    expect(sideClass?.startsWith(plainClass ?? '')).toBe(true);
  });
});
