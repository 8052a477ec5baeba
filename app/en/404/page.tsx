import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('notFound', 'en-GB');
export const generateMetadata = routeMetadata('notFound', 'en-GB');
