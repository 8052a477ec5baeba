import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { AboutView } from '@/components/views/AboutView';

export default staticPage('en-GB', 'about', AboutView);
export const generateMetadata = routeMetadata('about', 'en-GB');
