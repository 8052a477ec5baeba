import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('ranking', 'de-CH');
export const generateMetadata = routeMetadata('ranking', 'de-CH');
