import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageSwitch } from './LanguageSwitch';
import { navigateTo } from '@/lib/navigation';

jest.mock('@/lib/navigation', () => ({ navigateTo: jest.fn() }));
const navigate = jest.mocked(navigateTo);

function renderSwitch() {
  render(
    <LanguageSwitch target="en-GB" href="/en/rangliste" hrefLang="en-GB" label="Switch to English" shortLabel="EN" />,
  );
  return screen.getByRole('link', { name: /Switch to English/ });
}

describe('LanguageSwitch', () => {
  beforeEach(() => {
    navigate.mockClear();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/rangliste?q=ab&dir=DSC#liste');
  });
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('is a plain link to the other language', () => {
    const link = renderSwitch();
    expect(link).toHaveAttribute('href', '/en/rangliste');
    expect(link).toHaveAttribute('hreflang', 'en-GB');
    expect(link).toHaveAttribute('lang', 'en-GB');
  });

  it('stores the choice and navigates keeping the query and hash', () => {
    const link = renderSwitch();
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(window.localStorage.getItem('currentLanguage')).toBe('en-GB');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/en/rangliste?q=ab&dir=DSC#liste');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])(
    'leaves a modified click (%o) to the browser',
    (modifier) => {
      const link = renderSwitch();
      const notPrevented = fireEvent.click(link, modifier);
      expect(notPrevented).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
