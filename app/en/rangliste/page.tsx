import { RankingView } from '@/components/views/RankingView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(RankingView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('ranking', 'en-GB');
