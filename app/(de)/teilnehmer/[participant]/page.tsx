import { participantMetadata, participantPage, participantStaticParams } from '@/app/_routing/participant';

export const dynamicParams = false;
export const generateStaticParams = participantStaticParams;
export default participantPage('de-CH');
export const generateMetadata = participantMetadata('de-CH');
