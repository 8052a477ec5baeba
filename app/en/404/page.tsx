import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { NotFoundView } from '@/components/views/NotFoundView';

export default staticPage('en-GB', 'notFound', NotFoundView);
export const generateMetadata = routeMetadata('notFound', 'en-GB');
