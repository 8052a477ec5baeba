import { contentType, isCompressible, servedExtensions } from '../server/resolve';

/** The bundled server's content types: MIME type, whether it carries `charset=utf-8`, whether compressed. */
export const DEFAULT_TYPE = 'application/octet-stream';

export interface ServedType {
  /** Bare MIME type, e.g. text/html. */
  mime: string;
  /** The extensions (lower case, no dot) served with it. */
  extensions: string[];
  /** Sent with "; charset=utf-8". */
  utf8: boolean;
  compressible: boolean;
}

/** One entry per MIME type, in the order of the server's table. */
export function servedTypes(): ServedType[] {
  const byMime = new Map<string, ServedType>();
  for (const extension of servedExtensions) {
    const file = `file.${extension}`;
    const full = contentType(file);
    const [mime = '', ...parameters] = full.split(';').map((part) => part.trim());
    const charset = parameters.find((p) => p.toLowerCase().startsWith('charset='));
    if (parameters.length > (charset ? 1 : 0) || (charset && charset.toLowerCase() !== 'charset=utf-8')) {
      // nginx can add one charset to a type, nothing else; a new parameter needs a new mapping.
      throw new Error(`Content type "${full}" (.${extension}) cannot be expressed in nginx's types block`);
    }
    const entry = byMime.get(mime) ?? { mime, extensions: [], utf8: !!charset, compressible: isCompressible(file) };
    entry.extensions.push(extension);
    byMime.set(mime, entry);
  }
  return [...byMime.values()];
}
