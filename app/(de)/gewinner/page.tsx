import { routeMetadata } from '@/app/_routing/metadata';
import { loadAwardsPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { AwardsView } from '@/components/views/AwardsView';

export default staticPage('de-CH', AwardsView, loadAwardsPage('winners'));
export const generateMetadata = routeMetadata('winners', 'de-CH');
