import {
  autoplayDelay,
  autoplayReducer,
  initialAutoplayState,
  isPaused,
  isRotating,
  type AutoplayEvent,
  type AutoplayState,
} from './autoplay';

const run = (events: AutoplayEvent[], from: AutoplayState = initialAutoplayState) =>
  events.reduce(autoplayReducer, from);
const toggle = (reducedMotion = false): AutoplayEvent => ({ type: 'toggle', reducedMotion });

describe('autoplayDelay', () => {
  it('defaults to 5000 ms', () => {
    expect(autoplayDelay()).toBe(5000);
    expect(autoplayDelay(null)).toBe(5000);
    expect(autoplayDelay(Number.NaN)).toBe(5000);
    expect(autoplayDelay(Number.POSITIVE_INFINITY)).toBe(5000);
  });

  it('never goes below 500 ms', () => {
    expect(autoplayDelay(499)).toBe(500);
    expect(autoplayDelay(0)).toBe(500);
    expect(autoplayDelay(-3000)).toBe(500);
    expect(autoplayDelay(500)).toBe(500);
  });

  it('keeps longer intervals, in whole milliseconds', () => {
    expect(autoplayDelay(8000)).toBe(8000);
    expect(autoplayDelay(1234.6)).toBe(1235);
  });
});

describe('autoplayReducer', () => {
  it('rotates from the start', () => {
    expect(isRotating(initialAutoplayState, false)).toBe(true);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const hovered = run([{ type: 'hover', on: true }]);
    expect(isRotating(hovered, false)).toBe(false);
    expect(isRotating(run([{ type: 'hover', on: false }], hovered), false)).toBe(true);
  });

  it('pauses while the focus is inside and resumes when it leaves', () => {
    const focused = run([{ type: 'focus', on: true }]);
    expect(isRotating(focused, false)).toBe(false);
    expect(isRotating(run([{ type: 'focus', on: false }], focused), false)).toBe(true);
  });

  it('stays paused after the pause button, whatever the pointer and focus do', () => {
    const paused = run([
      toggle(),
      { type: 'hover', on: true },
      { type: 'hover', on: false },
      { type: 'focus', on: true },
      { type: 'focus', on: false },
    ]);
    expect(isPaused(paused, false)).toBe(true);
    expect(isRotating(paused, false)).toBe(false);
  });

  it('starts at once when play is pressed with the focus on the button', () => {
    const state = run([{ type: 'focus', on: true }, toggle(), toggle()]);
    expect(state.focused).toBe(false);
    expect(isRotating(state, false)).toBe(true);
  });

  it('still pauses for the pointer after play', () => {
    expect(isRotating(run([toggle(), { type: 'hover', on: true }, toggle()]), false)).toBe(false);
  });

  it('does not rotate under reduced motion until the visitor presses play', () => {
    expect(isPaused(initialAutoplayState, true)).toBe(true);
    expect(isRotating(initialAutoplayState, true)).toBe(false);
    const played = run([toggle(true)]);
    expect(isRotating(played, true)).toBe(true);
    expect(isRotating(run([toggle(true)], played), true)).toBe(false);
  });

  it("keeps the visitor's choice when the reduced-motion preference changes", () => {
    const paused = run([toggle(false)]);
    expect(isRotating(paused, false)).toBe(false);
    expect(isRotating(paused, true)).toBe(false);
    const played = run([toggle(true)]);
    expect(isRotating(played, false)).toBe(true);
  });

  it('returns the same state for events that change nothing', () => {
    const state = run([{ type: 'hover', on: true }]);
    expect(autoplayReducer(state, { type: 'hover', on: true })).toBe(state);
    expect(autoplayReducer(initialAutoplayState, { type: 'focus', on: false })).toBe(initialAutoplayState);
  });
});
