import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { ContactView } from '@/components/views/ContactView';

export default staticPage('en-GB', 'contact', ContactView);
export const generateMetadata = routeMetadata('contact', 'en-GB');
