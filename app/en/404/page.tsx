import { routeMetadata } from '@/app/_routing/metadata';
import { loadIntroPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { NotFoundView } from '@/components/views/NotFoundView';

export default staticPage('en-GB', NotFoundView, loadIntroPage('notFound'));
export const generateMetadata = routeMetadata('notFound', 'en-GB');
