/**
 * A full page load of another URL. A module of its own so that component tests can replace it:
 * jsdom neither navigates nor lets window.location be mocked.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
