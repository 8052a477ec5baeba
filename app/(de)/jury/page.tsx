import { JuryView } from '@/components/views/JuryView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(JuryView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('jury', 'de-CH');
