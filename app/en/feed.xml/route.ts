import { feedRoute } from '@/app/_routing/feed';

/** The English Atom feed (docs/behaviour.md), written at build. */
export const dynamic = 'force-static';
export const GET = feedRoute('en-GB');
