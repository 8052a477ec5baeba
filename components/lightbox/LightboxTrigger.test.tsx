import { act, fireEvent, render, screen } from '@testing-library/react';
import de from '@/content/i18n/de-CH.json';
import { LightboxTrigger, readAlbum } from './LightboxTrigger';

/**
 * The gallery's island: a plain click on a thumbnail opens the (lazily loaded) lightbox at its
 * index, a click with a modifier key keeps the link's own behaviour, and closing returns focus
 * to the thumbnail. The album is read from the server-rendered links.
 */
jest.mock('isomorphic-dompurify', () => jest.requireActual('dompurify'));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  // Reduced motion: the close is immediate, no fade to wait for.
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
});

const thumbs = [
  {
    src: '/globalassets/media/gallery/a.jpg',
    alt: 'Bühne',
    caption: 'Die <em>Bühne</em>',
    credit: 'Foto: Lea Hürlimann / Forum',
    srcSet: '/globalassets/media/gallery/a-480w.webp 480w',
    width: 2400,
    height: 1600,
  },
  { src: '/globalassets/media/gallery/b.jpg', alt: 'Publikum', credit: undefined, width: 1600, height: 2000 },
];

function Grid() {
  return (
    <ul>
      {thumbs.map((t, i) => (
        <li key={t.src}>
          <a href={t.src} data-gallery-index={i} data-caption={t.caption} data-credit={t.credit}>
            {/* eslint-disable-next-line @next/next/no-img-element -- test markup */}
            <img src={t.src} srcSet={t.srcSet} alt={t.alt} width={t.width} height={t.height} />
          </a>
        </li>
      ))}
    </ul>
  );
}

const renderGallery = () =>
  render(
    <LightboxTrigger labels={{ ...de.editorial.lightbox, imageOf: [] }}>
      <Grid />
    </LightboxTrigger>,
  );

describe('readAlbum', () => {
  it('reads source, variants, alt text, caption, credit and size from the thumbnails', () => {
    const { container } = render(<Grid />);
    expect(readAlbum(container)).toEqual([
      {
        src: thumbs[0]?.src,
        srcSet: thumbs[0]?.srcSet,
        alt: 'Bühne',
        caption: 'Die <em>Bühne</em>',
        credit: 'Foto: Lea Hürlimann / Forum',
        width: 2400,
        height: 1600,
      },
      {
        src: thumbs[1]?.src,
        srcSet: undefined,
        alt: 'Publikum',
        caption: undefined,
        credit: undefined,
        width: 1600,
        height: 2000,
      },
    ]);
  });
});

describe('LightboxTrigger', () => {
  it('opens the lightbox at the clicked thumbnail', async () => {
    renderGallery();
    const link = screen.getAllByRole('link')[1] as HTMLElement;
    const click = fireEvent.click(link);
    expect(click).toBe(false); // default prevented: no navigation to the file
    const dialog = await screen.findByRole('dialog', { name: de.editorial.lightbox.dialogLabel });
    expect(dialog.querySelector('figure img')).toHaveAttribute('src', thumbs[1]?.src);
  });

  it('keeps the link’s behaviour for a click with a modifier key (new tab, new window)', () => {
    renderGallery();
    const link = screen.getAllByRole('link')[0] as HTMLElement;
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns focus to the thumbnail when the lightbox has closed', async () => {
    jest.useFakeTimers();
    renderGallery();
    const link = screen.getAllByRole('link')[0] as HTMLElement;
    fireEvent.click(link);
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
    jest.useRealTimers();
  });
});
