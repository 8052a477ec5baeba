import type { Messages } from '@/lib/content/message-schema';

/** The band above the header with sample data: in the flow, without JavaScript, not dismissable. */
export function SampleDataNotice({ texts }: { texts: Messages['site']['sampleDataNotice'] }) {
  return (
    <aside className="sample-notice" aria-label={texts.label}>
      <p className="sample-notice__inner">
        <strong className="sample-notice__label">{texts.label}</strong> {texts.text}
      </p>
    </aside>
  );
}
