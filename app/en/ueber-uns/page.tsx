import { AboutView } from '@/components/views/AboutView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(AboutView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('about', 'en-GB');
