import { routeMetadata } from '@/app/_routing/metadata';
import { loadAboutPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { AboutView } from '@/components/views/AboutView';

export default staticPage('de-CH', AboutView, loadAboutPage);
export const generateMetadata = routeMetadata('about', 'de-CH');
