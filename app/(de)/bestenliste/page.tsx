import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { HonourView } from '@/components/views/HonourView';

export default staticPage('de-CH', 'honour', HonourView);
export const generateMetadata = routeMetadata('honour', 'de-CH');
