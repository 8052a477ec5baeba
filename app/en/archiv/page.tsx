import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { ArchiveView } from '@/components/views/ArchiveView';

export default staticPage('en-GB', 'archive', ArchiveView);
export const generateMetadata = routeMetadata('archive', 'en-GB');
