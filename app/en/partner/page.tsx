import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('partners', 'en-GB');
export const generateMetadata = routeMetadata('partners', 'en-GB');
