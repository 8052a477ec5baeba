import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('ranking', 'en-GB');
export const generateMetadata = routeMetadata('ranking', 'en-GB');
