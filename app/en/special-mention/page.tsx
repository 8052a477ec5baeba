import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('specialMention', 'en-GB');
export const generateMetadata = routeMetadata('specialMention', 'en-GB');
