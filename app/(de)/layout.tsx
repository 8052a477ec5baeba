import { localeLayout } from '@/app/_routing/layout-factory';

export default localeLayout('de-CH');
