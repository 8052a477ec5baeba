import { routeMetadata } from '@/app/_routing/metadata';
import { loadJuryPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { JuryView } from '@/components/views/JuryView';

export default staticPage('en-GB', JuryView, loadJuryPage);
export const generateMetadata = routeMetadata('jury', 'en-GB');
