import { routeMetadata } from '@/app/_routing/metadata';
import { loadIntroPage } from '@/app/_routing/page-data';
import { staticPage } from '@/app/_routing/page-factory';
import { TextPageView } from '@/components/views/TextPageView';

export default staticPage('de-CH', TextPageView, loadIntroPage('contact'));
export const generateMetadata = routeMetadata('contact', 'de-CH');
