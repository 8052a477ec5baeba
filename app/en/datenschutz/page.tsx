import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { TextPageView } from '@/components/views/TextPageView';

export default staticPage('en-GB', 'privacy', TextPageView);
export const generateMetadata = routeMetadata('privacy', 'en-GB');
