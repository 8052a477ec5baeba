import { routeMetadata, routePage } from '@/components/views/routePage';

export default routePage('specialMention', 'de-CH');
export const generateMetadata = routeMetadata('specialMention', 'de-CH');
