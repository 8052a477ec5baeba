import { archivedEditionMetadata, archivedEditionPage, archivedYearParams } from '@/app/_routing/edition-routes';
import { loadRankingPage } from '@/app/_routing/page-data';
import { RankingView } from '@/components/views/RankingView';

export const dynamicParams = false;
export const generateStaticParams = archivedYearParams;
export default archivedEditionPage('de-CH', RankingView, loadRankingPage);
export const generateMetadata = archivedEditionMetadata('ranking', 'de-CH');
