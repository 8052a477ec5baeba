import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { CompaniesView } from '@/components/views/CompaniesView';

export default staticPage('en-GB', 'companies', CompaniesView);
export const generateMetadata = routeMetadata('companies', 'en-GB');
