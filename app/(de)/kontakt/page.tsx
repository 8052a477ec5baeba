import { ContactView } from '@/components/views/ContactView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(ContactView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('contact', 'de-CH');
