import type { certificateLayout, Line } from '../certificate-layout';

export type CertificateLayout = ReturnType<typeof certificateLayout>;

/** Every line of a layout, in reading order. */
export function allLines(layout: CertificateLayout): Line[] {
  return [
    ...(layout.band?.lines ?? []),
    ...layout.edition,
    ...layout.heading,
    ...layout.intro,
    ...layout.name,
    ...layout.statement,
    ...layout.meaningTitle,
    ...layout.meaning,
    ...layout.footer,
  ];
}
