import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { ArchiveView } from '@/components/views/ArchiveView';

export default staticPage('de-CH', 'archive', ArchiveView);
export const generateMetadata = routeMetadata('archive', 'de-CH');
