import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { GalleryView } from '@/components/views/GalleryView';

export default staticPage('de-CH', 'gallery', GalleryView);
export const generateMetadata = routeMetadata('gallery', 'de-CH');
