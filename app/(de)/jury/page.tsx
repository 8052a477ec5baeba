import { IntroPageView } from '@/components/views/IntroPageView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(IntroPageView, { locale: 'de-CH', page: 'jury' });
export const generateMetadata = routeMetadata('jury', 'de-CH');
