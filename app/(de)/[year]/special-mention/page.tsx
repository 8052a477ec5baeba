import { archivedEditionMetadata, archivedEditionPage, archivedYearParams } from '@/app/_routing/page-factory';
import { AwardsView } from '@/components/views/AwardsView';

export const dynamicParams = false;
export const generateStaticParams = archivedYearParams;
export default archivedEditionPage('de-CH', 'specialMention', AwardsView);
export const generateMetadata = archivedEditionMetadata('specialMention', 'de-CH');
