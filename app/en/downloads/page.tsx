import { DownloadsView } from '@/components/views/DownloadsView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(DownloadsView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('downloads', 'en-GB');
