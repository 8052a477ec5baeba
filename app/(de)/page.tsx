import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('home', 'de-CH');
export const generateMetadata = routeMetadata('home', 'de-CH');
