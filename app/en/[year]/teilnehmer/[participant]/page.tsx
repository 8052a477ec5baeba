import { archivedParticipantStaticParams, participantMetadata, participantPage } from '@/app/_routing/participant';

export const dynamicParams = false;
export const generateStaticParams = archivedParticipantStaticParams;
export default participantPage('en-GB');
export const generateMetadata = participantMetadata('en-GB');
