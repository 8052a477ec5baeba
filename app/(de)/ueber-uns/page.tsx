import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { AboutView } from '@/components/views/AboutView';

export default staticPage('de-CH', 'about', AboutView);
export const generateMetadata = routeMetadata('about', 'de-CH');
