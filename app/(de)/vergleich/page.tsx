import { routeMetadata } from '@/app/_routing/metadata';
import { loadComparePage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { CompareView } from '@/components/views/CompareView';

export default staticPage('de-CH', CompareView, loadComparePage);
export const generateMetadata = routeMetadata('compare', 'de-CH');
