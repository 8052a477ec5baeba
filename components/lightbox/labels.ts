/**
 * The lightbox's texts, translated on the server (translations `editorial.lightbox`) and passed
 * to the island as props. `imageOf` keeps its `{current}` and `{total}` placeholders.
 */
export interface LightboxLabels {
  dialogLabel: string;
  close: string;
  previous: string;
  next: string;
  loading: string;
  imageOf: string;
  zoomIn: string;
  zoomOut: string;
  rotate: string;
}
