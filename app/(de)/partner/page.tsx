import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('partners', 'de-CH');
export const generateMetadata = routeMetadata('partners', 'de-CH');
