/** A constant inline script that must run before the first paint (lib/consent, lib/i18n, lib/intro); never content. */
export function InlineScript({ code }: { code: string }) {
  // eslint-disable-next-line react/no-danger -- a constant script, not content.
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
