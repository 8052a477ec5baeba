import { fireEvent, render, screen } from '@testing-library/react';
import de from '@/content/i18n/de-CH.json';
import type { AlbumImage } from '@/lib/lightbox/album';
import type { LightboxOptions } from '@/lib/lightbox/options';
import Lightbox, { type LightboxLabels } from '../Lightbox';

/**
 * Shared by the lightbox's component tests: jsdom has no HTMLDialogElement.showModal(), so a stand-in
 * opens and closes the element; images never load, the tests fire their load event.
 */
export function installDialogPolyfill(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export const album: AlbumImage[] = [
  { src: '/globalassets/media/gallery/a.jpg', alt: 'Bühne', caption: 'Die Bühne', width: 2400, height: 1600 },
  {
    src: '/globalassets/media/gallery/b.jpg',
    alt: 'Publikum',
    caption: 'Das <em>Publikum</em>',
    width: 1600,
    height: 2000,
  },
  { src: '/globalassets/media/gallery/c.jpg', alt: 'Trophäe', width: 1800, height: 1800 },
];
// What the server formats for this album (components/gallery/galleryLabels).
export const labels: LightboxLabels = {
  ...de.editorial.lightbox,
  imageOf: ['Bild 1 von 3', 'Bild 2 von 3', 'Bild 3 von 3'],
};

export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

export function open(index: number, options?: Partial<LightboxOptions>, images: AlbumImage[] = album) {
  const onClosed = jest.fn();
  const view = render(<Lightbox album={images} index={index} labels={labels} options={options} onClosed={onClosed} />);
  return { ...view, onClosed };
}

export const image = () => screen.getByRole('dialog').querySelector('figure img') as HTMLImageElement;
export const loadImage = () => fireEvent.load(image());
export const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
// Found by label, not by role: a hidden button has no accessible name.
export const previousButton = () => screen.getByLabelText(labels.previous, { selector: 'button' });
export const nextButton = () => screen.getByLabelText(labels.next, { selector: 'button' });
export const shownAlt = () => image().getAttribute('alt');
