import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { JuryView } from '@/components/views/JuryView';

export default staticPage('en-GB', 'jury', JuryView);
export const generateMetadata = routeMetadata('jury', 'en-GB');
