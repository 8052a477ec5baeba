import { archivedEditionMetadata, archivedEditionPage, archivedYearParams } from '@/app/_routing/page-factory';
import { PressView } from '@/components/views/PressView';

export const dynamicParams = false;
export const generateStaticParams = archivedYearParams;
export default archivedEditionPage('de-CH', 'press', PressView);
export const generateMetadata = archivedEditionMetadata('press', 'de-CH');
