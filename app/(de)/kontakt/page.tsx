import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('contact', 'de-CH');
export const generateMetadata = routeMetadata('contact', 'de-CH');
