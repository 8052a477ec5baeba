import { archivedEditionMetadata, archivedEditionPage, archivedYearParams } from '@/app/_routing/page-factory';
import { AwardsView } from '@/components/views/AwardsView';

export const dynamicParams = false;
export const generateStaticParams = archivedYearParams;
export default archivedEditionPage('en-GB', 'winners', AwardsView);
export const generateMetadata = archivedEditionMetadata('winners', 'en-GB');
