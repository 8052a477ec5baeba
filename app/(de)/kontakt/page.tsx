import { IntroPageView } from '@/components/views/IntroPageView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(IntroPageView, { locale: 'de-CH', page: 'contact' });
export const generateMetadata = routeMetadata('contact', 'de-CH');
