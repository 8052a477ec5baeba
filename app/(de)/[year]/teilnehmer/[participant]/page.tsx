import { archivedParticipantStaticParams, participantMetadata, participantPage } from '@/app/_routing/participant';

export const dynamicParams = false;
export const generateStaticParams = archivedParticipantStaticParams;
export default participantPage('de-CH');
export const generateMetadata = participantMetadata('de-CH');
