import { GalleryView } from '@/components/views/GalleryView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(GalleryView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('gallery', 'en-GB');
