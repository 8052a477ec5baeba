'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { trackPageview } from '@/lib/tracking';
import { keepsScrollPosition } from '@/lib/scroll';

/**
 * At each navigation end: scroll to the top (unless the URL carries the ranking's dir= or
 * sortBy=) and report a pageview when tracking runs.
 */
export function NavigationEvents() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keepsScrollPosition(window.location.search)) window.scrollTo({ top: 0, behavior: 'instant' });
    trackPageview(window.location.href);
  }, [pathname]);
  return null;
}
