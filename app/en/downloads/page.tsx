import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { DownloadsView } from '@/components/views/DownloadsView';

export default staticPage('en-GB', 'downloads', DownloadsView);
export const generateMetadata = routeMetadata('downloads', 'en-GB');
