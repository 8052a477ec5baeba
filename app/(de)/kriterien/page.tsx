import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('criteria', 'de-CH');
export const generateMetadata = routeMetadata('criteria', 'de-CH');
