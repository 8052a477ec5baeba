import { useCallback, useEffect, useState, type RefObject } from 'react';

export type ModalPhase = 'opening' | 'open' | 'closing';

/** Opens a <dialog> as a modal, focuses `initialFocus`; close() fades out, closes and calls `onClosed`. */
export function useModal(
  dialog: RefObject<HTMLDialogElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  fadeSeconds: number,
  onClosed: () => void,
) {
  const [phase, setPhase] = useState<ModalPhase>('opening');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    initialFocus.current?.focus();
    // One frame in the opening state, so the fade-in has a start (unless closing already began).
    const frame = requestAnimationFrame(() => setPhase((phase) => (phase === 'opening' ? 'open' : phase)));
    return () => {
      cancelAnimationFrame(frame);
      if (element?.open) element.close();
    };
  }, [dialog, initialFocus]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => {
      dialog.current?.close();
      onClosed();
    }, fadeSeconds * 1000);
    return () => clearTimeout(timer);
  }, [phase, fadeSeconds, onClosed, dialog]);

  const close = useCallback(() => setPhase('closing'), []);
  return { phase, close };
}
