import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { CompareView } from '@/components/views/CompareView';

export default staticPage('de-CH', 'compare', CompareView);
export const generateMetadata = routeMetadata('compare', 'de-CH');
