import {
  activeCategory,
  chooseCategory,
  placeIn,
  placesOf,
  categoriesOf,
  parseCategoryParam,
  specialMentionsOf,
  teaserWinners,
} from './categories';
import type { Awards } from '../content/awards-schema';
import { winnerCategories } from './__fixtures__/winner-categories';

const awards: Awards = {
  winnerCategories,
  specialMentions: [
    { key: 'text', ref: 'die-schweizerische-post-ag' },
    { key: 'value', ref: 'bucher' },
    { key: 'design', ref: 'swica' },
  ],
  certificateThreshold: 140,
};

describe('categoriesOf', () => {
  it('lists every category naming the participant, in order', () => {
    expect(categoriesOf(awards, 'swisscom')).toEqual([0, 3]);
    expect(categoriesOf(awards, 'sgs')).toEqual([1]);
    expect(categoriesOf(awards, 'bucher')).toEqual([]);
    expect(categoriesOf(awards, 'swica')).toEqual([]);
  });
});

describe('parseCategoryParam', () => {
  it('accepts plain indexes within the categories', () => {
    expect(parseCategoryParam('0', 4)).toBe(0);
    expect(parseCategoryParam('3', 4)).toBe(3);
  });

  it.each([['4'], ['-1'], ['1.0'], [' 1'], ['x'], [''], ['1e0'], ['0x1'], [null], [undefined], [['1', '2']]])(
    'ignores %p',
    (value) => {
      expect(parseCategoryParam(value as string | null | undefined, 4)).toBeNull();
    },
  );
});

describe('activeCategory', () => {
  it('follows the participant: its first category', () => {
    expect(activeCategory(awards, 'swisscom')).toBe(0);
    expect(activeCategory(awards, 'die-schweizerische-post-ag')).toBe(3);
    expect(activeCategory(awards, 'migros-konzern')).toBe(2);
  });

  it('follows the query parameter when it names a category the participant is in', () => {
    expect(activeCategory(awards, 'swisscom', '3')).toBe(3);
    expect(activeCategory(awards, 'swisscom', '0')).toBe(0);
  });

  it('ignores a category the participant is not in, and invalid values', () => {
    expect(activeCategory(awards, 'swisscom', '1')).toBe(0);
    expect(activeCategory(awards, 'swisscom', '7')).toBe(0);
    expect(activeCategory(awards, 'swisscom', 'text')).toBe(0);
  });

  it('has no active category for a participant without a winner category', () => {
    expect(activeCategory(awards, 'bucher')).toBeNull();
    expect(activeCategory(awards, 'bucher', '1')).toBeNull();
  });
});

describe('special mentions', () => {
  it('finds the special mentions of a participant', () => {
    expect(specialMentionsOf(awards, 'swica')).toEqual(['design']);
    expect(specialMentionsOf(awards, 'die-schweizerische-post-ag')).toEqual(['text']);
    expect(specialMentionsOf(awards, 'sika')).toEqual([]);
  });
});

describe('teaserWinners', () => {
  it('picks the first winners of the categories after the active one', () => {
    expect(teaserWinners(awards, 'sika', 0)).toEqual([
      { ref: 'ubs-group', category: 1 },
      { ref: 'migros-konzern', category: 2 },
    ]);
    expect(teaserWinners(awards, 'die-schweizerische-post-ag', 3)).toEqual([
      { ref: 'sika', category: 0 },
      { ref: 'ubs-group', category: 1 },
    ]);
  });

  it('starts with the first category when none is active and skips the participant itself', () => {
    expect(teaserWinners(awards, 'sika', null)).toEqual([
      { ref: 'ubs-group', category: 1 },
      { ref: 'migros-konzern', category: 2 },
    ]);
    expect(teaserWinners(awards, 'bucher', null)).toEqual([
      { ref: 'sika', category: 0 },
      { ref: 'ubs-group', category: 1 },
    ]);
  });

  it('falls back to later places when the first winners run out', () => {
    const small: Awards = {
      winnerCategories: [{ key: 'overall', winners: ['a', 'b', 'c'] }],
      specialMentions: [],
      certificateThreshold: 140,
    };
    expect(teaserWinners(small, 'a', 0)).toEqual([
      { ref: 'b', category: 0 },
      { ref: 'c', category: 0 },
    ]);
  });
});

describe('chooseCategory', () => {
  it('chooses from the participant’s own categories', () => {
    expect(chooseCategory([0, 3], '3', 4)).toBe(3);
    expect(chooseCategory([0, 3], '2', 4)).toBe(0);
    expect(chooseCategory([0, 3], null, 4)).toBe(0);
    expect(chooseCategory([], '0', 4)).toBeNull();
  });
});

describe('places', () => {
  it('gives the participant’s place in every category it won', () => {
    expect(placesOf(awards, 'swisscom')).toEqual([
      { index: 0, key: 'overall', place: 3 },
      { index: 3, key: 'text', place: 2 },
    ]);
    expect(placesOf(awards, 'bucher')).toEqual([]);
  });

  it('shares second place in a category of four', () => {
    const four: Awards = {
      winnerCategories: [{ key: 'overall', winners: ['a', 'b', 'c', 'd'] }],
      specialMentions: [],
      certificateThreshold: 140,
    };
    expect(['a', 'b', 'c', 'd'].map((ref) => placeIn(four, 0, ref))).toEqual([1, 2, 2, 3]);
    expect(placeIn(four, 0, 'x')).toBeNull();
    expect(placeIn(four, 5, 'a')).toBeNull();
  });
});
