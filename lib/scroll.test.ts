import { keepsScrollPosition, showsScrollTop, SCROLL_TOP_THRESHOLD } from './scroll';

describe('keepsScrollPosition (spec section 2)', () => {
  it('keeps the position when the query carries dir= or sortBy=', () => {
    expect(keepsScrollPosition('?dir=ASC')).toBe(true);
    expect(keepsScrollPosition('?q=x&sortBy=rankVR')).toBe(true);
    expect(keepsScrollPosition('sortBy=company')).toBe(true);
  });

  it('scrolls to the top otherwise', () => {
    expect(keepsScrollPosition('')).toBe(false);
    expect(keepsScrollPosition('?q=dir')).toBe(false);
    expect(keepsScrollPosition('?redir=1')).toBe(false);
    expect(keepsScrollPosition('?category=1')).toBe(false);
  });
});

describe('showsScrollTop (spec section 9)', () => {
  it('shows the button only after more than 400 px', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(400);
    expect(showsScrollTop(0)).toBe(false);
    expect(showsScrollTop(400)).toBe(false);
    expect(showsScrollTop(401)).toBe(true);
  });
});
