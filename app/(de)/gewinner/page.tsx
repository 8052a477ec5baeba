import { AwardsView } from '@/components/views/AwardsView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(AwardsView, { locale: 'de-CH', page: 'winners' });
export const generateMetadata = routeMetadata('winners', 'de-CH');
