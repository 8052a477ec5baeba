import { routeMetadata } from '@/app/_routing/metadata';
import { loadGalleryPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { GalleryView } from '@/components/views/GalleryView';

export default staticPage('de-CH', GalleryView, loadGalleryPage);
export const generateMetadata = routeMetadata('gallery', 'de-CH');
