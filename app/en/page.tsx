import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('home', 'en-GB');
export const generateMetadata = routeMetadata('home', 'en-GB');
