import type { ComponentProps } from 'react';

/** A link to another site: new tab, no opener, no referrer. */
export function ExternalLink(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
