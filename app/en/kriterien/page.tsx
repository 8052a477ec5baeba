import { CriteriaView } from '@/components/views/CriteriaView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(CriteriaView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('criteria', 'en-GB');
