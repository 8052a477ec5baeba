import { PartnersView } from '@/components/views/PartnersView';
import { routeMetadata, viewPage } from '@/components/views/routePage';

export default viewPage(PartnersView, { locale: 'de-CH' });
export const generateMetadata = routeMetadata('partners', 'de-CH');
