import { useCallback, useEffect, useState } from 'react';
import { COMPARE_CHOICE_KEY, readChoice, toggleChoice } from '@/lib/ranking/compare-choice';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The ranking's choice of companies to compare (lib/ranking/compare-choice), kept for the tab.
 * Read after hydration, so that the pre-rendered HTML is the same for every visitor.
 */
export function useCompareChoice(refs: { has: (ref: string) => boolean }) {
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    // Storage can only be read in the browser.
    const stored = readChoice(readStorage(COMPARE_CHOICE_KEY, 'session'), (ref) => refs.has(ref));
    // Nothing stored: the first render's empty choice stays, and the island does not render again.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored.length > 0) setChosen(stored);
  }, [refs]);

  const toggle = useCallback((ref: string) => {
    setChosen((previous) => {
      const next = toggleChoice(previous, ref);
      writeStorage(COMPARE_CHOICE_KEY, next.join(','), 'session');
      return next;
    });
  }, []);

  return { chosen, toggle };
}
