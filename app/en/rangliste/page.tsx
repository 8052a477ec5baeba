import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { RankingView } from '@/components/views/RankingView';

export default staticPage('en-GB', 'ranking', RankingView);
export const generateMetadata = routeMetadata('ranking', 'en-GB');
