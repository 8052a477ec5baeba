import { HomeView } from '@/components/views/HomeView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(HomeView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('home', 'en-GB');
