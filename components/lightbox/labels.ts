/**
 * The lightbox's texts, translated on the server (translations `editorial.lightbox`) and passed
 * to the island as props. `imageOf` holds the number label of each image of the album, already
 * formatted ("Bild 2 von 5"), so the island needs no message formatter.
 */
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
