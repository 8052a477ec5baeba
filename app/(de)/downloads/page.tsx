import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { DownloadsView } from '@/components/views/DownloadsView';

export default staticPage('de-CH', 'downloads', DownloadsView);
export const generateMetadata = routeMetadata('downloads', 'de-CH');
