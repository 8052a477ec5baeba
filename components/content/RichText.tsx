import { sanitizeHtml } from '@/lib/content/sanitize';

/**
 * HTML from content, sanitised at build time. The only place in the code base that sets inner
 * HTML (the lint rule react/no-danger is off for this file alone).
 */
export function RichText({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string | undefined;
  className?: string;
  as?: 'div' | 'p';
}) {
  if (!html) return null;
  return (
    <Tag
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
