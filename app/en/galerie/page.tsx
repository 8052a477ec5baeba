import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { GalleryView } from '@/components/views/GalleryView';

export default staticPage('en-GB', 'gallery', GalleryView);
export const generateMetadata = routeMetadata('gallery', 'en-GB');
