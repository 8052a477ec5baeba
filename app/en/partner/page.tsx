import { routeMetadata } from '@/app/_routing/metadata';
import { loadPartnersPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { PartnersView } from '@/components/views/PartnersView';

export default staticPage('en-GB', PartnersView, loadPartnersPage);
export const generateMetadata = routeMetadata('partners', 'en-GB');
