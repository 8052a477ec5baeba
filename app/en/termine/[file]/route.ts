import { calendarRoute } from '@/app/_routing/calendar';

/** Every edition's key dates as a calendar file in English: /en/termine/{year}.ics. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const route = calendarRoute('en-GB');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
