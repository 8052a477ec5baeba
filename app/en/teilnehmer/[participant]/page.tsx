import { participantMetadata, participantPage, participantStaticParams } from '@/app/_routing/participant';

export const dynamicParams = false;
export const generateStaticParams = participantStaticParams;
export default participantPage('en-GB');
export const generateMetadata = participantMetadata('en-GB');
