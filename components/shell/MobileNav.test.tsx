import { fireEvent, render, screen } from '@testing-library/react';
import { MobileNav } from './MobileNav';

function renderNav() {
  render(
    <MobileNav openLabel="Menü öffnen" closeLabel="Menü schliessen" menuLabel="Menü">
      <nav aria-label="Hauptnavigation">
        <a href="#gewinner">Gewinner</a>
        <a href="#rangliste">Rangliste</a>
      </nav>
    </MobileNav>,
  );
  return screen.getByRole('button', { name: 'Menü öffnen' });
}

describe('MobileNav', () => {
  it('starts closed and toggles aria-expanded and its label', () => {
    const toggle = renderNav();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-open', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Menü schliessen');
    expect(panel).toHaveAttribute('data-open', 'true');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Menü öffnen');
  });

  it('focuses the first link on open', () => {
    fireEvent.click(renderNav());
    expect(screen.getByRole('link', { name: 'Gewinner' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the toggle', () => {
    const toggle = renderNav();
    fireEvent.click(toggle);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('ignores other keys', () => {
    const toggle = renderNav();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link inside is chosen', () => {
    const toggle = renderNav();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Rangliste' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
