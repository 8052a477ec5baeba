import { AboutView } from '@/components/views/AboutView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(AboutView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('about', 'de-CH');
