import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { TextPageView } from '@/components/views/TextPageView';

export default staticPage('en-GB', 'contact', TextPageView);
export const generateMetadata = routeMetadata('contact', 'en-GB');
