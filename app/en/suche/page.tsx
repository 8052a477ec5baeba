import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { SearchView } from '@/components/views/SearchView';

export default staticPage('en-GB', 'search', SearchView);
export const generateMetadata = routeMetadata('search', 'en-GB');
