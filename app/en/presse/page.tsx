import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { PressView } from '@/components/views/PressView';

export default staticPage('en-GB', 'press', PressView);
export const generateMetadata = routeMetadata('press', 'en-GB');
