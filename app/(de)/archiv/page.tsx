import { routeMetadata } from '@/app/_routing/metadata';
import { loadArchivePage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { ArchiveView } from '@/components/views/ArchiveView';

export default staticPage('de-CH', ArchiveView, loadArchivePage);
export const generateMetadata = routeMetadata('archive', 'de-CH');
