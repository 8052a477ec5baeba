import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { AwardsView } from '@/components/views/AwardsView';

export default staticPage('de-CH', 'specialMention', AwardsView);
export const generateMetadata = routeMetadata('specialMention', 'de-CH');
