import { PrivacyView } from '@/components/views/PrivacyView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(PrivacyView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('privacy', 'de-CH');
