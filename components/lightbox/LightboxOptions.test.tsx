import { act, fireEvent, render, screen } from '@testing-library/react';
import { ALBUM_ERRORS, type AlbumImage } from '@/lib/lightbox/album';
import Lightbox from './Lightbox';
import {
  album,
  installDialogPolyfill,
  labels,
  loadImage,
  mockReducedMotion,
  open,
  image,
  press,
  shownAlt,
} from './__fixtures__/lightbox';

// In the browser isomorphic-dompurify is DOMPurify itself; under jest it would resolve to its
// Node build (a second jsdom). Use DOMPurify, as the browser does.
jest.mock('isomorphic-dompurify', () => jest.requireActual('dompurify'));

/**
 * The lightbox's options and safeguards: number label, caption sanitising, scroll lock, zoom
 * and rotate, swipe, and the album validation with its fixed messages.
 */
beforeAll(installDialogPolyfill);

describe('Lightbox options and safeguards', () => {
  beforeEach(() => mockReducedMotion(false));

  it('shows the number label only when the option is on', () => {
    const label = (n: number) => `Bild ${n} von ${album.length}`;
    const first = open(1);
    loadImage();
    expect(screen.queryByText(label(2))).toBeNull();
    first.unmount();
    open(1, { showImageNumberLabel: true });
    loadImage();
    expect(screen.getByText(label(2))).toBeVisible();
    press('n');
    loadImage();
    expect(screen.getByText(label(3))).toBeVisible();
  });

  it('sanitises the caption: an <img onerror> never runs', () => {
    const hostile = [
      {
        src: '/a.jpg',
        alt: 'A',
        caption: 'Legende <img src=x onerror="window.__xss=1"><em>bleibt</em><script>window.__xss=2</script>',
      },
    ];
    open(0, {}, hostile);
    loadImage();
    const caption = screen.getByRole('dialog').querySelector('figcaption') as HTMLElement;
    expect(caption).toHaveTextContent('Legende bleibt');
    expect(caption.querySelector('img, script, [onerror]')).toBeNull();
    expect(caption.innerHTML).not.toMatch(/onerror|script/i);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps the page behind from scrolling while open', () => {
    const { unmount } = open(0);
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows zoom and rotate buttons only when enabled, zooming by 1.5 and turning by 90°', () => {
    window.innerWidth = 1440;
    window.innerHeight = 900;
    const plain = open(0);
    expect(screen.queryByRole('button', { name: labels.zoomIn })).toBeNull();
    expect(screen.queryByRole('button', { name: labels.rotate })).toBeNull();
    plain.unmount();
    open(0, { zoom: true, rotate: true });
    fireEvent.click(screen.getByRole('button', { name: labels.zoomIn }));
    expect(image()).toHaveAttribute('width', String(Math.round(1170 * 1.5)));
    fireEvent.click(screen.getByRole('button', { name: labels.zoomOut }));
    expect(image()).toHaveAttribute('width', '1170');
    fireEvent.click(screen.getByRole('button', { name: labels.rotate }));
    expect(image().style.transform).toContain('rotate(90deg)');
    // Turned sideways, the 2400 px side has to fit the 780 px height.
    expect(image()).toHaveAttribute('width', '780');
  });

  it('moves on a horizontal swipe of a touch pointer, not of a mouse', () => {
    open(1);
    loadImage();
    const stage = screen.getByRole('dialog').querySelector('figure')?.parentElement as HTMLElement;
    const pointer = (type: string, x: number, pointerType = 'touch') =>
      Object.assign(new Event(type, { bubbles: true }), {
        pointerType,
        pointerId: 1,
        isPrimary: true,
        clientX: x,
        clientY: 300,
      });
    act(() => {
      stage.dispatchEvent(pointer('pointerdown', 300));
      stage.dispatchEvent(pointer('pointerup', 120));
    });
    expect(shownAlt()).toBe('Trophäe');
    act(() => {
      stage.dispatchEvent(pointer('pointerdown', 100));
      stage.dispatchEvent(pointer('pointerup', 320));
    });
    expect(shownAlt()).toBe('Publikum');
    act(() => {
      stage.dispatchEvent(pointer('pointerdown', 300, 'mouse'));
      stage.dispatchEvent(pointer('pointerup', 100, 'mouse'));
    });
    expect(shownAlt()).toBe('Publikum');
  });

  describe('album validation (spec section 5)', () => {
    // React reports the error it rethrows; keep the test output readable.
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['an empty album', [], 0, ALBUM_ERRORS.album],
      ['an item without source', [{ alt: 'x' }], 0, ALBUM_ERRORS.source],
      ['a non-numeric index', album, 'zwei', ALBUM_ERRORS.index],
    ])('%s throws the spec’s message', (_label, images, index, message) => {
      expect(() =>
        render(
          <Lightbox album={images as AlbumImage[]} index={index as number} labels={labels} onClosed={jest.fn()} />,
        ),
      ).toThrow(message);
    });
  });
});
