import { RankingView } from '@/components/views/RankingView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(RankingView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('ranking', 'de-CH');
