import { archivedEditionMetadata, archivedEditionPage, archivedYearParams } from '@/app/_routing/page-factory';
import { PressView } from '@/components/views/PressView';

export const dynamicParams = false;
export const generateStaticParams = archivedYearParams;
export default archivedEditionPage('en-GB', 'press', PressView);
export const generateMetadata = archivedEditionMetadata('press', 'en-GB');
