import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('privacy', 'de-CH');
export const generateMetadata = routeMetadata('privacy', 'de-CH');
