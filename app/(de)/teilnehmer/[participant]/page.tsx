import { participantRouteMetadata, participantRoutePage, participantStaticParams } from '@/components/views/participantRoute';

export const dynamicParams = false;
export const generateStaticParams = participantStaticParams;
export default participantRoutePage('de-CH');
export const generateMetadata = participantRouteMetadata('de-CH');
