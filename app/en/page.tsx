import { routeMetadata } from '@/app/_routing/metadata';
import { loadHomePage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { HomeView } from '@/components/views/HomeView';

export default staticPage('en-GB', HomeView, loadHomePage);
export const generateMetadata = routeMetadata('home', 'en-GB');
