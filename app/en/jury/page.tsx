import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('jury', 'en-GB');
export const generateMetadata = routeMetadata('jury', 'en-GB');
