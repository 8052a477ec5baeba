import { leadingRefs } from './leaders';

describe('leadingRefs', () => {
  it('gives the best four overall ranks, best first, leaving out the unranked and separately ranked', () => {
    const companies = [
      { ref: 'e', rankOverall: 5 },
      { ref: 'star', rankOverall: '*' as const },
      { ref: 'b', rankOverall: 2 },
      { ref: 'none', rankOverall: null },
      { ref: 'a', rankOverall: 1 },
      { ref: 'd', rankOverall: 4 },
      { ref: 'c', rankOverall: 3 },
    ];
    expect(leadingRefs(companies)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the given order in a tie, and gives fewer when fewer are ranked', () => {
    expect(
      leadingRefs([
        { ref: 'y', rankOverall: 1 },
        { ref: 'x', rankOverall: 1 },
        { ref: 'z', rankOverall: null },
      ]),
    ).toEqual(['y', 'x']);
  });
});
