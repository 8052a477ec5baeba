import { fillTemplate } from './text';

describe('fillTemplate', () => {
  it('replaces every known placeholder', () => {
    expect(fillTemplate('© {year} {name}, {year}', { year: 2026, name: 'SRA' })).toBe('© 2026 SRA, 2026');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillTemplate('Version {version} of {app}', { version: '1.8.1' })).toBe('Version 1.8.1 of {app}');
  });
});
