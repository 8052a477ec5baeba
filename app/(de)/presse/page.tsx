import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { PressView } from '@/components/views/PressView';

export default staticPage('de-CH', 'press', PressView);
export const generateMetadata = routeMetadata('press', 'de-CH');
