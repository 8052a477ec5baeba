import { MEDIA_URL_PREFIX } from '../images/variants';

/**
 * The file under content/media/ behind a /globalassets/media/ URL (leading slash optional), else
 * undefined, also for "..", empty and encoded-slash segments.
 */
export function mediaRelativePath(url: string): string | undefined {
  const trimmed = url.trim().replace(/[?#].*$/, '');
  const prefix = MEDIA_URL_PREFIX.slice(1);
  const withoutSlash = trimmed.startsWith('/') ? trimmed.slice(1) : trimmed;
  if (!withoutSlash.startsWith(prefix) || trimmed.startsWith('//')) return undefined;
  try {
    const segments = withoutSlash.slice(prefix.length).split('/').map(decodeURIComponent);
    const unsafe = segments.some((value) => !value || value === '.' || value === '..' || /[/\\\0]/.test(value));
    return unsafe ? undefined : segments.join('/');
  } catch {
    return undefined;
  }
}
