import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('contact', 'en-GB');
export const generateMetadata = routeMetadata('contact', 'en-GB');
