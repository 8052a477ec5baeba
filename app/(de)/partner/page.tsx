import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { PartnersView } from '@/components/views/PartnersView';

export default staticPage('de-CH', 'partners', PartnersView);
export const generateMetadata = routeMetadata('partners', 'de-CH');
