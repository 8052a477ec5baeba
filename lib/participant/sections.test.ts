import { sectionsOf } from './sections';

const none = { certificate: false, laudatio: false, gaps: false, peers: false, history: false, badge: false };

describe('sectionsOf', () => {
  it('lists every section in page order when the page has them all', () => {
    expect(
      sectionsOf({ certificate: true, laudatio: true, gaps: true, peers: true, history: true, badge: true }),
    ).toEqual(['certificate', 'laudatio', 'result', 'profile', 'gaps', 'peers', 'history', 'badge']);
  });

  it('leaves out the sections the page does not have', () => {
    expect(sectionsOf({ ...none, gaps: true, history: true })).toEqual(['result', 'profile', 'gaps', 'history']);
  });

  it('always has the result and the score profile', () => {
    expect(sectionsOf(none)).toEqual(['result', 'profile']);
  });
});
