import styles from './laudatio.module.css';
import { siteAsset } from '@/lib/config';
import type { LaudatioEntry } from '@/lib/content/participant-messages-schema';

/** The laudatio video: no autoplay, preload="none", the poster reserves the 16:9 frame. */
export function LaudatioVideo({ video, label }: { video: NonNullable<LaudatioEntry['video']>; label: string }) {
  return (
    <figure className={styles.video}>
      <video controls preload="none" poster={siteAsset(video.poster)} width={1600} height={900} aria-label={label}>
        <source src={siteAsset(video.url)} type="video/mp4" />
      </video>
      <figcaption className={styles.videoCaption}>{video.title}</figcaption>
    </figure>
  );
}
