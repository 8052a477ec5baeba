import { sanitizeHtml, sanitizeInlineHtml } from '@/lib/content/sanitize';

/** HTML from content, sanitised at build: the one place that sets inner HTML (react/no-danger off here). */
export function RichText({
  html,
  className,
  as: Tag = 'div',
  inline = false,
}: {
  html: string | undefined;
  className?: string;
  as?: 'div' | 'p';
  /** Inline text markup only (a caption): no images, lists or blocks. */
  inline?: boolean;
}) {
  if (!html) return null;
  return (
    <Tag
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: inline ? sanitizeInlineHtml(html) : sanitizeHtml(html) }}
    />
  );
}
