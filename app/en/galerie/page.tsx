import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('gallery', 'en-GB');
export const generateMetadata = routeMetadata('gallery', 'en-GB');
