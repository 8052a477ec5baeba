import { IntroPageView } from '@/components/views/IntroPageView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(IntroPageView, { locale: 'en-GB', page: 'about' });
export const generateMetadata = routeMetadata('about', 'en-GB');
