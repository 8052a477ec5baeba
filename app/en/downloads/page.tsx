import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('downloads', 'en-GB');
export const generateMetadata = routeMetadata('downloads', 'en-GB');
