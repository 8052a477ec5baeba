import { routeMetadata } from '@/app/_routing/metadata';
import { loadHomePage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { HomeView } from '@/components/views/HomeView';

export default staticPage('de-CH', HomeView, loadHomePage);
export const generateMetadata = routeMetadata('home', 'de-CH');
