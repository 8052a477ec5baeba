import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { CriteriaView } from '@/components/views/CriteriaView';

export default staticPage('en-GB', 'criteria', CriteriaView);
export const generateMetadata = routeMetadata('criteria', 'en-GB');
