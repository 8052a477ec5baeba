import { consentPrePaintScript } from '@/lib/consent';

/** Shows the cookie banner with the first paint while no choice is stored (lib/consent). */
export function ConsentPrePaint() {
  // eslint-disable-next-line react/no-danger -- a constant script, not content.
  return <script dangerouslySetInnerHTML={{ __html: consentPrePaintScript() }} />;
}
