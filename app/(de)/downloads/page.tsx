import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('downloads', 'de-CH');
export const generateMetadata = routeMetadata('downloads', 'de-CH');
