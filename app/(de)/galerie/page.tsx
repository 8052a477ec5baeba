import { GalleryView } from '@/components/views/GalleryView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(GalleryView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('gallery', 'de-CH');
