import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { CriteriaView } from '@/components/views/CriteriaView';

export default staticPage('de-CH', 'criteria', CriteriaView);
export const generateMetadata = routeMetadata('criteria', 'de-CH');
