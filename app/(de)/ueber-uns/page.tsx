import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('about', 'de-CH');
export const generateMetadata = routeMetadata('about', 'de-CH');
