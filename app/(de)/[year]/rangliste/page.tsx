import { archivedEditionMetadata, archivedEditionPage, archivedYearParams } from '@/app/_routing/page-factory';
import { RankingView } from '@/components/views/RankingView';

export const dynamicParams = false;
export const generateStaticParams = archivedYearParams;
export default archivedEditionPage('de-CH', 'ranking', RankingView);
export const generateMetadata = archivedEditionMetadata('ranking', 'de-CH');
