import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('privacy', 'en-GB');
export const generateMetadata = routeMetadata('privacy', 'en-GB');
