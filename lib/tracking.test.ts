type TrackingModule = typeof import('./tracking');

/** A fresh copy of lib/tracking, whose "started" flag is module state. */
function loadTracking(): TrackingModule {
  let mod: TrackingModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<TrackingModule>('./tracking');
  });
  return mod!;
}

const gtmScripts = () => document.querySelectorAll('script[src*="googletagmanager.com"]');
const pageviews = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'pageview');

describe('tracking', () => {
  beforeEach(() => {
    delete window.dataLayer;
    document.head.innerHTML = '';
  });

  it('pushes and injects nothing before startTracking', () => {
    const { trackPageview } = loadTracking();
    trackPageview('http://localhost/jury');
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('does nothing when started without a container id', () => {
    const { startTracking, trackPageview } = loadTracking();
    startTracking(null);
    trackPageview('http://localhost/jury');
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the tag manager once and sends a pageview for the current page', () => {
    const { startTracking } = loadTracking();
    startTracking('GTM-ABC123');
    const scripts = gtmScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(pageviews()).toEqual([{ event: 'pageview', page: window.location.href }]);
  });

  it('is idempotent', () => {
    const { startTracking } = loadTracking();
    startTracking('GTM-ABC123');
    startTracking('GTM-ABC123');
    startTracking('GTM-OTHER');
    expect(gtmScripts()).toHaveLength(1);
    expect(pageviews()).toHaveLength(1);
  });

  it('pushes a pageview per navigation once started', () => {
    const { startTracking, trackPageview } = loadTracking();
    startTracking('GTM-ABC123');
    trackPageview('http://localhost/rangliste');
    expect(pageviews().map((e) => e.page)).toEqual([window.location.href, 'http://localhost/rangliste']);
  });
});
