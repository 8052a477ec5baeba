import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('jury', 'de-CH');
export const generateMetadata = routeMetadata('jury', 'de-CH');
