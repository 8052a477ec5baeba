import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { CompaniesView } from '@/components/views/CompaniesView';

export default staticPage('de-CH', 'companies', CompaniesView);
export const generateMetadata = routeMetadata('companies', 'de-CH');
