import { CriteriaView } from '@/components/views/CriteriaView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(CriteriaView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('criteria', 'de-CH');
