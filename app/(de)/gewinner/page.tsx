import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { AwardsView } from '@/components/views/AwardsView';

export default staticPage('de-CH', 'winners', AwardsView);
export const generateMetadata = routeMetadata('winners', 'de-CH');
