import { INTRO_STORAGE_KEY, INTRO_SUPPRESS_MS, REDUCED_MOTION_QUERY } from './suppression';
import { LANGUAGE_KEY } from '@/lib/consent';

/**
 * The attribute on <html> that shows the intro overlay (CSS) and tells the island to play it:
 * "play", or "skip" once the visitor pressed a key, clicked, tapped or scrolled.
 */
export const INTRO_ATTRIBUTE = 'data-intro';
export const INTRO_PLAY = 'play';
export const INTRO_SKIP = 'skip';
/** What the visitor may do to skip the intro: any key, click, tap or scroll wheel. */
export const INTRO_SKIP_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * The inline script that decides, before the first paint, whether the intro plays by the rule of
 * ./suppression: plain ES5, as it runs before any bundle; any error means no intro. While it plays,
 * it listens for the skip, so that works before the island has loaded. `redirectLanguage` (German
 * home page): the stored language for which the page's redirect script sends the visitor to /en;
 * this page, about to be replaced, must neither play the intro nor record that it was shown.
 */
export function introPrePaintScript({ redirectLanguage }: { redirectLanguage?: string } = {}): string {
  const read = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
  const redirect = redirectLanguage
    ? `try{if(${read(LANGUAGE_KEY)}===${JSON.stringify(redirectLanguage)})return}catch(e){}`
    : '';
  const attribute = JSON.stringify(INTRO_ATTRIBUTE);
  return (
    '(function(){try{' +
    `if(window.matchMedia&&matchMedia(${JSON.stringify(REDUCED_MOTION_QUERY)}).matches)return;` +
    redirect +
    `var s=null;try{s=${read(INTRO_STORAGE_KEY)}}catch(e){}` +
    's=s===null?"":String(s).trim();' +
    `if(/^\\d{1,16}$/.test(s)){var d=Date.now()-Number(s);if(d>=0&&d<${INTRO_SUPPRESS_MS})return}` +
    `var h=document.documentElement,t=${JSON.stringify(INTRO_SKIP_EVENTS)};` +
    `h.setAttribute(${attribute},${JSON.stringify(INTRO_PLAY)});` +
    'function k(){' +
    `if(h.getAttribute(${attribute})===${JSON.stringify(INTRO_PLAY)})h.setAttribute(${attribute},${JSON.stringify(INTRO_SKIP)});` +
    'for(var i=0;i<t.length;i++)removeEventListener(t[i],k,true)}' +
    'for(var i=0;i<t.length;i++)addEventListener(t[i],k,{capture:true,passive:true})' +
    '}catch(e){}})()'
  );
}
