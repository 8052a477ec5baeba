import { JuryView } from '@/components/views/JuryView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(JuryView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('jury', 'en-GB');
