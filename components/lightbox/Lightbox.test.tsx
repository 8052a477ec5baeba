import { act, fireEvent, screen } from '@testing-library/react';
import {
  album,
  installDialogPolyfill,
  labels,
  loadImage,
  mockReducedMotion,
  nextButton,
  open,
  image,
  press,
  previousButton,
  shownAlt,
} from './__fixtures__/lightbox';
import type { AlbumImage } from '@/lib/lightbox/album';

// In the browser isomorphic-dompurify is DOMPurify itself; under jest it would resolve to its
// Node build (a second jsdom). Use DOMPurify, as the browser does.
jest.mock('isomorphic-dompurify', () => jest.requireActual('dompurify'));

/** The lightbox: opening, loader, keys, arrows, the ends with and without wrap-around, closing. */
beforeAll(installDialogPolyfill);

describe('Lightbox', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => jest.useRealTimers());

  it('opens as a modal dialog at the given index, focus on its close button', () => {
    open(1);
    const dialog = screen.getByRole('dialog', { name: labels.dialogLabel });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(image()).toHaveAttribute('src', album[1]?.src);
    expect(shownAlt()).toBe('Publikum');
    expect(screen.getByRole('button', { name: labels.close })).toHaveFocus();
  });

  it('shows a loader until the image has loaded, then image, arrows and caption', () => {
    open(1);
    expect(screen.getByRole('status')).toHaveTextContent(labels.loading);
    expect(previousButton()).not.toBeVisible();
    expect(nextButton()).not.toBeVisible();
    expect(screen.getByRole('dialog').querySelector('figcaption')).not.toBeVisible();
    loadImage();
    expect(screen.getByRole('status')).not.toHaveTextContent(labels.loading);
    expect(previousButton()).toBeVisible();
    expect(nextButton()).toBeVisible();
    expect(screen.getByRole('dialog').querySelector('figcaption')).toBeVisible();
    expect(screen.getByText('Publikum', { selector: 'em' })).toBeInTheDocument();
  });

  it('shows the credit below the caption, and describes the image by both', () => {
    const credited: AlbumImage[] = [{ ...album[1]!, credit: 'Foto: Lea Hürlimann / Forum' }, album[2]!];
    open(0, undefined, credited);
    loadImage();
    const credit = screen.getByText('Foto: Lea Hürlimann / Forum');
    const caption = screen.getByText('Publikum', { selector: 'em' }).closest('p')!;
    expect(caption.compareDocumentPosition(credit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const figure = screen.getByRole('dialog').querySelector('figure')!;
    expect(figure.getAttribute('aria-describedby')?.split(' ')).toEqual([caption.id, credit.id]);
    // The next image has neither: no credit line is left behind.
    fireEvent.click(nextButton());
    loadImage();
    expect(screen.queryByText('Foto: Lea Hürlimann / Forum')).toBeNull();
  });

  it('fits the image into the viewport minus the reserves', () => {
    window.innerWidth = 1440;
    window.innerHeight = 900;
    open(0);
    // 2400 × 1600 into (1440 − 20) × (900 − 120): the height limits.
    expect(image()).toHaveAttribute('width', '1170');
    expect(image()).toHaveAttribute('height', '780');
  });

  it.each([
    ['n', 2],
    ['N', 2],
    ['ArrowRight', 2],
    ['p', 0],
    ['P', 0],
    ['ArrowLeft', 0],
  ])('key %s from the middle image shows image %i', (key, expected) => {
    open(1);
    loadImage();
    press(key);
    expect(image()).toHaveAttribute('src', album[expected]?.src);
  });

  it.each(['Escape', 'x', 'o', 'c', 'X'])('key %s closes with a fade of 0.7 s', (key) => {
    jest.useFakeTimers();
    const { onClosed } = open(0);
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-phase', 'open');
    press(key);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-phase', 'closing');
    act(() => jest.advanceTimersByTime(650));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });

  it('handles the dialog’s cancel event (Escape) through the fade, not abruptly', () => {
    jest.useFakeTimers();
    const { onClosed } = open(0);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      screen.getByRole('dialog').dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('open');
    act(() => jest.advanceTimersByTime(700));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes even when a key comes before the first frame of the fade-in', () => {
    jest.useFakeTimers();
    const { onClosed } = open(0);
    press('x');
    act(() => jest.advanceTimersByTime(20)); // the first frame
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-phase', 'closing');
    act(() => jest.advanceTimersByTime(1000));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes at once under prefers-reduced-motion', () => {
    jest.useFakeTimers();
    mockReducedMotion(true);
    const { onClosed } = open(0);
    press('Escape');
    act(() => jest.advanceTimersByTime(0));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('without wrap-around: previous is hidden and does nothing on the first image', () => {
    open(0);
    loadImage();
    expect(previousButton()).not.toBeVisible();
    expect(nextButton()).toBeVisible();
    press('p');
    press('ArrowLeft');
    expect(image()).toHaveAttribute('src', album[0]?.src);
  });

  it('without wrap-around: next is hidden and does nothing on the last image', () => {
    open(2);
    loadImage();
    expect(nextButton()).not.toBeVisible();
    expect(previousButton()).toBeVisible();
    press('n');
    press('ArrowRight');
    expect(image()).toHaveAttribute('src', album[2]?.src);
  });

  it('hands focus on when the focused arrow is hidden at an end', () => {
    open(1);
    loadImage();
    nextButton().focus();
    fireEvent.click(nextButton());
    expect(image()).toHaveAttribute('src', album[2]?.src);
    expect(previousButton()).toHaveFocus();
  });

  it('with wrap-around: goes from the first to the last image and back', () => {
    open(0, { wrapAround: true });
    loadImage();
    expect(previousButton()).toBeVisible();
    press('p');
    expect(image()).toHaveAttribute('src', album[2]?.src);
    press('n');
    expect(image()).toHaveAttribute('src', album[0]?.src);
  });

  it.each([false, true])('with one image neither arrow shows nor does anything (wrap %s)', (wrapAround) => {
    const single = [album[0] as AlbumImage];
    open(0, { wrapAround }, single);
    loadImage();
    expect(previousButton()).not.toBeVisible();
    expect(nextButton()).not.toBeVisible();
    press('n');
    press('p');
    expect(image()).toHaveAttribute('src', single[0]?.src);
  });

  it('moves with the arrow buttons', () => {
    open(0);
    loadImage();
    fireEvent.click(nextButton());
    expect(shownAlt()).toBe('Publikum');
    loadImage();
    fireEvent.click(previousButton());
    expect(shownAlt()).toBe('Bühne');
  });

  it('ignores the keys when keyboard navigation is off', () => {
    const { onClosed } = open(1, { keyboard: false });
    loadImage();
    press('n');
    press('x');
    expect(image()).toHaveAttribute('src', album[1]?.src);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-phase', 'closing');
    expect(onClosed).not.toHaveBeenCalled();
  });
});
