import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { HomeView } from '@/components/views/HomeView';

export default staticPage('de-CH', 'home', HomeView);
export const generateMetadata = routeMetadata('home', 'de-CH');
