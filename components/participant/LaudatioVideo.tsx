import styles from './laudatio.module.css';
import { siteAsset } from '@/lib/config';

/**
 * The laudatio video, only when the translations name one (the sample content has none: there
 * are no video files). No autoplay, nothing loads before the visitor asks (preload="none"); the
 * poster reserves the 16:9 frame. `label` is the video's accessible name ("Video zur Laudatio: …").
 */
export function LaudatioVideo({
  video,
  label,
}: {
  video: { url: string; poster: string; title: string };
  label: string;
}) {
  return (
    <figure className={styles.video}>
      <video controls preload="none" poster={siteAsset(video.poster)} width={1600} height={900} aria-label={label}>
        <source src={siteAsset(video.url)} type="video/mp4" />
      </video>
      <figcaption className={styles.videoCaption}>{video.title}</figcaption>
    </figure>
  );
}
