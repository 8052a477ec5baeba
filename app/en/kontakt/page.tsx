import { ContactView } from '@/components/views/ContactView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(ContactView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('contact', 'en-GB');
