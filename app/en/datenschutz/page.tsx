import { PrivacyView } from '@/components/views/PrivacyView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(PrivacyView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('privacy', 'en-GB');
