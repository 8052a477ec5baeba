import { INTRO_FADE_MS, nextIntroPhase, type IntroEvent, type IntroPhase } from './phase';

describe('nextIntroPhase', () => {
  const run = (events: IntroEvent[], from: IntroPhase = 'waiting') => events.reduce(nextIntroPhase, from);

  it('plays, fades and is removed', () => {
    expect(run(['started'])).toBe('playing');
    expect(run(['started', 'finish'])).toBe('fading');
    expect(run(['started', 'finish', 'faded'])).toBe('done');
  });

  it('is removed at once when suppressed', () => {
    expect(run(['suppressed'])).toBe('done');
  });

  it('fades without playing when skipped', () => {
    expect(run(['finish'])).toBe('fading');
    expect(run(['finish', 'started'])).toBe('fading');
  });

  it('gives up waiting for a slow load event, but lets a started drawing finish', () => {
    expect(run(['waitTimeout'])).toBe('fading');
    expect(run(['started', 'waitTimeout'])).toBe('playing');
  });

  it('never goes back', () => {
    expect(run(['finish', 'faded', 'started', 'finish'])).toBe('done');
    expect(run(['faded'])).toBe('waiting');
  });

  it('fades over about 0.9 s', () => {
    expect(INTRO_FADE_MS).toBe(900);
  });
});
