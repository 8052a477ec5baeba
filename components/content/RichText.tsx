import { sanitizeHtml } from '@/lib/content/sanitize';

/** HTML from content, sanitised at build: the one place that sets inner HTML (react/no-danger off here). */
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
