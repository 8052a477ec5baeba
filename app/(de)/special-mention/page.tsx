import { AwardsView } from '@/components/views/AwardsView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(AwardsView, { locale: 'de-CH', page: 'specialMention' });
export const generateMetadata = routeMetadata('specialMention', 'de-CH');
