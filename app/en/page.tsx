import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { HomeView } from '@/components/views/HomeView';

export default staticPage('en-GB', 'home', HomeView);
export const generateMetadata = routeMetadata('home', 'en-GB');
