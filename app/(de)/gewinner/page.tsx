import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('winners', 'de-CH');
export const generateMetadata = routeMetadata('winners', 'de-CH');
