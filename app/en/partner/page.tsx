import { PartnersView } from '@/components/views/PartnersView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(PartnersView, { locale: 'en-GB' });
export const generateMetadata = routeMetadata('partners', 'en-GB');
