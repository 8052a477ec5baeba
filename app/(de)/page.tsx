import { HomeView } from '@/components/views/HomeView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(HomeView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('home', 'de-CH');
