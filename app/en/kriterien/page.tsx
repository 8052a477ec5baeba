import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('criteria', 'en-GB');
export const generateMetadata = routeMetadata('criteria', 'en-GB');
