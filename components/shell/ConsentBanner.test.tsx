import { fireEvent, render, screen } from '@testing-library/react';
import { ConsentBanner } from './ConsentBanner';
import { startTracking } from '@/lib/tracking';

jest.mock('@/lib/tracking', () => ({ startTracking: jest.fn() }));
const tracking = jest.mocked(startTracking);

const texts = {
  label: 'Cookie-Hinweis',
  title: 'Cookies',
  text: 'Wir verwenden Cookies.',
  accept: 'Akzeptieren',
  decline: 'Ablehnen',
  privacyLink: 'Datenschutz',
};

function renderBanner() {
  render(<ConsentBanner gtmId="GTM-TEST1" privacyHref="/datenschutz" texts={texts} />);
}

describe('ConsentBanner (spec section 4)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    tracking.mockClear();
  });

  it('shows a labelled region while consent is unset, and does not track', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookie-Hinweis' });
    expect(region).toHaveTextContent('Wir verwenden Cookies.');
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    expect(tracking).not.toHaveBeenCalled();
  });

  it("Accept stores '1', hides the banner and starts tracking", () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    expect(window.localStorage.getItem('allowCookies')).toBe('1');
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).not.toBeInTheDocument();
    expect(tracking).toHaveBeenCalledTimes(1);
    expect(tracking).toHaveBeenCalledWith('GTM-TEST1');
  });

  it("Decline stores '0', hides the banner and does not track", () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(window.localStorage.getItem('allowCookies')).toBe('0');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tracking).not.toHaveBeenCalled();
  });

  it("starts tracking without a banner when '1' is stored", () => {
    window.localStorage.setItem('allowCookies', '1');
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tracking).toHaveBeenCalledWith('GTM-TEST1');
  });

  it.each(['0', 'junk', ''])('shows no banner and does not track when %p is stored', (value) => {
    window.localStorage.setItem('allowCookies', value);
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tracking).not.toHaveBeenCalled();
  });

  it('keeps <html data-consent="unset"> (what shows the banner) exactly while no choice is stored', () => {
    document.documentElement.removeAttribute('data-consent');
    renderBanner();
    expect(document.documentElement.getAttribute('data-consent')).toBe('unset');
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
  });

  it('removes the attribute when the stored choice was made on another page', () => {
    document.documentElement.setAttribute('data-consent', 'unset');
    window.localStorage.setItem('allowCookies', '0');
    renderBanner();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
  });
});
