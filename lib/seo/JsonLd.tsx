import { serializeJsonLd } from './structured-data/serialize';
import type { JsonLdDocument } from './structured-data/types';

/** Structured data for search engines as a <script type="application/ld+json"> data block. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  // eslint-disable-next-line react/no-danger -- JSON, not HTML: serializeJsonLd escapes "<", so content cannot end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
