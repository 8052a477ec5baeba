import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('winners', 'en-GB');
export const generateMetadata = routeMetadata('winners', 'en-GB');
