import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { JuryView } from '@/components/views/JuryView';

export default staticPage('de-CH', 'jury', JuryView);
export const generateMetadata = routeMetadata('jury', 'de-CH');
