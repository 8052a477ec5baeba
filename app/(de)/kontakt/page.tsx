import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { ContactView } from '@/components/views/ContactView';

export default staticPage('de-CH', 'contact', ContactView);
export const generateMetadata = routeMetadata('contact', 'de-CH');
