import { participantRouteMetadata, participantRoutePage, participantStaticParams } from '@/components/views/participantRoute';

export const dynamicParams = false;
export const generateStaticParams = participantStaticParams;
export default participantRoutePage('en-GB');
export const generateMetadata = participantRouteMetadata('en-GB');
