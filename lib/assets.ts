/** Asset URLs: from the storage base unless http or local; local paths root-relative for every page depth. */
export const LOCAL_PREFIXES = ['assets/', '/globalassets/', 'globalassets/'] as const;

export function isLocalAsset(path: string): boolean {
  return LOCAL_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function assetUrl(path: string, storageBase = ''): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (isLocalAsset(path)) return path.startsWith('/') ? path : `/${path}`;
  // Root-relative on this site. Leading slashes and backslashes collapse to one, and tabs and
  // line breaks go (browsers drop them): "//host/x", "/\\host/x" and "/\t/host/x" would load
  // from another host.
  if (!storageBase) return `/${path.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020\\/]+/, '')}`;
  return `${storageBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Participant media, a folder per edition: image {token}{year}/{ref}.jpg, PDF {token}{year}/{ref}.pdf. */
export function participantImagePath(token: string, ref: string, year: number): string {
  return `${token}${year}/${encodeURIComponent(ref)}.jpg`;
}

export function participantPdfPath(token: string, ref: string, year: number): string {
  return `${token}${year}/${encodeURIComponent(ref)}.pdf`;
}
