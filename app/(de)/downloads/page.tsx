import { IntroPageView } from '@/components/views/IntroPageView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(IntroPageView, { locale: 'de-CH', page: 'downloads' });
export const generateMetadata = routeMetadata('downloads', 'de-CH');
