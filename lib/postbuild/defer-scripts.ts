/**
 * Next writes its framework and page chunks as `<script src async>`, most of them in the head: each
 * runs the moment it arrives, and one that arrives before the page is parsed and painted holds up
 * the first paint. Deferred, they load as before but run in document order once the HTML is
 * parsed, after the inline payload scripts have queued the page's data (self.__next_f, TURBOPACK),
 * which the runtime reads when it starts either way. Only Next's own chunk files are changed.
 */
const NEXT_ASYNC_SCRIPT = /<script src="\/_next\/static\/chunks\/[^"<>]+\.js" async=""><\/script>/g;

export function deferFrameworkScripts(html: string): string {
  return html.replace(NEXT_ASYNC_SCRIPT, (tag) => tag.replace(' async=""', ' defer=""'));
}
