import { archivedEditionMetadata, archivedEditionPage, archivedYearParams } from '@/app/_routing/edition-routes';
import { loadAwardsPage } from '@/app/_routing/page-data';
import { AwardsView } from '@/components/views/AwardsView';

export const dynamicParams = false;
export const generateStaticParams = archivedYearParams;
export default archivedEditionPage('en-GB', AwardsView, loadAwardsPage('specialMention'));
export const generateMetadata = archivedEditionMetadata('specialMention', 'en-GB');
