import { routeMetadata } from '@/app/_routing/metadata';
import { loadRankingPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { RankingView } from '@/components/views/RankingView';

export default staticPage('en-GB', RankingView, loadRankingPage);
export const generateMetadata = routeMetadata('ranking', 'en-GB');
