import { DownloadsView } from '@/components/views/DownloadsView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(DownloadsView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('downloads', 'de-CH');
