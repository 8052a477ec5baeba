import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { SearchView } from '@/components/views/SearchView';

export default staticPage('de-CH', 'search', SearchView);
export const generateMetadata = routeMetadata('search', 'de-CH');
