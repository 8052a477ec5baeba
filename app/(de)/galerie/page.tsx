import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('gallery', 'de-CH');
export const generateMetadata = routeMetadata('gallery', 'de-CH');
