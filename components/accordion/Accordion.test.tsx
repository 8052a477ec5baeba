/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Accordion } from './Accordion';
import type { AccordionSection } from '@/lib/content/editorial-schema';
import messages from '@/content/i18n/de-CH.json';

/**
 * The accordion as the server renders it (node environment: the HTML sanitiser needs Node's
 * jsdom). Sections, their initial state and their contents come from the fixture below.
 */
const sections: AccordionSection[] = [
  {
    title: 'Strategie',
    lead: '<p>Wie das Unternehmen <strong>Wert</strong> schafft.</p>',
    bodyText: ['<p>Erster Absatz.</p>', 'Zweiter Absatz ohne Tag.', '  '],
  },
  {
    title: 'Design',
    isActive: true,
    bodyText: ['<ul><li>Typografie</li><li>Bild</li></ul>'],
    links: [{ link: '/rangliste', langKey: 'toRanking' }],
    mainAsset: {
      url: '/globalassets/media/criteria/design.jpg',
      type: 'image',
      altText: 'Eine Doppelseite',
      width: 1600,
      height: 1000,
    },
  },
  {
    title: 'Punkte',
    accordionState: 'active',
    bodyText: ['<p>Sicher<img src="x" onerror="alert(1)"><script>alert(2)</script></p>'],
  },
  { title: 'Jury', embeddedGallery: [{ src: '/globalassets/media/jury/a.jpg', altText: 'Sitzung' }] },
];

function render(props: Partial<Parameters<typeof Accordion>[0]> = {}): string {
  return renderToStaticMarkup(
    <Accordion sections={sections} locale="de-CH" linkLabels={messages.linkLabels} idPrefix="kriterium" {...props} />,
  );
}

/** The markup of each <details> element, in order. */
const detailsOf = (html: string) => html.match(/<details[\s\S]*?<\/details>/g) ?? [];

describe('Accordion', () => {
  it('renders one native details section per entry with the title in its summary', () => {
    const details = detailsOf(render());
    expect(details).toHaveLength(4);
    details.forEach((markup, i) => {
      expect(markup).toContain(`id="kriterium-${i + 1}"`);
      expect(markup).toMatch(
        new RegExp(`<summary[^>]*>[\\s\\S]*<h2[^>]*>${sections[i]?.title}</h2>[\\s\\S]*</summary>`),
      );
    });
  });

  it('opens the sections marked isActive or accordionState active, and only those', () => {
    const open = detailsOf(render()).map((markup) => /^<details[^>]*\sopen=""/.test(markup));
    expect(open).toEqual([false, true, true, false]);
  });

  it('writes no aria-expanded attribute (the browser derives it from open)', () => {
    expect(render()).not.toContain('aria-expanded');
  });

  it('shows lead, body paragraphs (inline ones wrapped in <p>), links and the main image', () => {
    const [strategy, design] = detailsOf(render());
    expect(strategy).toContain('<strong>Wert</strong>');
    expect(strategy).toContain('<p>Erster Absatz.</p>');
    expect(strategy).toMatch(/<p class="[^"]*">Zweiter Absatz ohne Tag\.<\/p>/);
    expect(strategy?.match(/class="rich-text/g)).toHaveLength(3); // lead and two paragraphs; the blank one is left out
    expect(design).toContain('<li>Typografie</li>');
    expect(design).toMatch(new RegExp(`<a[^>]*href="/rangliste"[^>]*>${messages.linkLabels.toRanking}</a>`));
    expect(design).toMatch(/<img[^>]*src="\/globalassets\/media\/criteria\/design\.jpg"[^>]*>/);
    expect(design).toMatch(/<img[^>]*alt="Eine Doppelseite"/);
    expect(design).toMatch(/<img[^>]*loading="lazy"/);
    expect(design).toMatch(/<img[^>]*width="1600"[^>]*height="1000"/);
  });

  it('sanitises body text', () => {
    const points = detailsOf(render())[2] ?? '';
    expect(points).toContain('Sicher');
    expect(points).not.toContain('onerror');
    expect(points).not.toContain('<script');
  });

  it('draws embedded galleries with the render prop, only for sections that have one', () => {
    const renderGallery = jest.fn((images: readonly { src: string }[], title: string) => (
      <p data-gallery={title}>{images.length} Bilder</p>
    ));
    const details = detailsOf(render({ renderGallery }));
    expect(renderGallery).toHaveBeenCalledTimes(1);
    expect(renderGallery.mock.calls[0]?.[1]).toBe('Jury');
    expect(details[3]).toContain('<p data-gallery="Jury">1 Bilder</p>');
    expect(details.slice(0, 3).join('')).not.toContain('data-gallery');
  });

  it('leaves an embedded gallery out when no renderer is given', () => {
    expect(render()).not.toContain('/globalassets/media/jury/a.jpg');
  });

  it('renders nothing without sections', () => {
    expect(render({ sections: [] })).toBe('');
  });
});
