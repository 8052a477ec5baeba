import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { AwardsView } from '@/components/views/AwardsView';

export default staticPage('en-GB', 'specialMention', AwardsView);
export const generateMetadata = routeMetadata('specialMention', 'en-GB');
