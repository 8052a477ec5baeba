import { navigateTo } from './navigation';

describe('navigateTo', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('navigates the window (observable in jsdom for a hash change)', () => {
    window.history.replaceState(null, '', '/rangliste?q=ab');
    navigateTo('/rangliste?q=ab#liste');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/rangliste?q=ab#liste');
  });
});
