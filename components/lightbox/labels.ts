/** The lightbox's texts, translated on the server; `imageOf` already formatted ("Bild 2 von 5"). */
export interface LightboxLabels {
  dialogLabel: string;
  close: string;
  previous: string;
  next: string;
  loading: string;
  imageOf: readonly string[];
  zoomIn: string;
  zoomOut: string;
  rotate: string;
}
