import { routeMetadata } from '@/app/_routing/metadata';
import { loadDownloadsPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { DownloadsView } from '@/components/views/DownloadsView';

export default staticPage('de-CH', DownloadsView, loadDownloadsPage);
export const generateMetadata = routeMetadata('downloads', 'de-CH');
