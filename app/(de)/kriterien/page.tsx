import { routeMetadata } from '@/app/_routing/metadata';
import { loadCriteriaPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { CriteriaView } from '@/components/views/CriteriaView';

export default staticPage('de-CH', CriteriaView, loadCriteriaPage);
export const generateMetadata = routeMetadata('criteria', 'de-CH');
