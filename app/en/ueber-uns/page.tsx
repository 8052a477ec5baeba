import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('about', 'en-GB');
export const generateMetadata = routeMetadata('about', 'en-GB');
