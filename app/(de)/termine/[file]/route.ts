import { calendarRoute } from '@/app/_routing/calendar';

/** Every edition's key dates as a calendar file in German: /termine/{year}.ics. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = calendarRoute('de-CH');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
