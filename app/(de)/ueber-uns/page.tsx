import { IntroPageView } from '@/components/views/IntroPageView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(IntroPageView, { locale: 'de-CH', page: 'about' });
export const generateMetadata = routeMetadata('about', 'de-CH');
