import { AwardsView } from '@/components/views/AwardsView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(AwardsView, { locale: 'en-GB', page: 'specialMention' });
export const generateMetadata = routeMetadata('specialMention', 'en-GB');
