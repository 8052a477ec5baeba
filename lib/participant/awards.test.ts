import { awardLines, participantAwards } from './awards';
import type { AwardTitles } from '../awards/cards';
import type { Awards } from '../content/awards-schema';
import { winnerCategories } from './__fixtures__/winner-categories';

const awards: Awards = {
  winnerCategories,
  specialMentions: [
    { key: 'text', ref: 'swisscom' },
    { key: 'value', ref: 'bucher' },
  ],
  certificateThreshold: 140,
};

const titles: AwardTitles = {
  categories: {
    overall: { title: 'Gesamtsieger' },
    valueReporting: { title: 'Value Reporting' },
    design: { title: 'Design' },
    text: { title: 'Text' },
  },
  specialMentions: {
    text: { title: 'Sonderpreis Text' },
    value: { title: 'Sonderpreis Value' },
    design: { title: 'Sonderpreis Design' },
  },
};

describe('participantAwards', () => {
  it('titles every place and special mention of the participant, in content order', () => {
    expect(participantAwards(awards, 'swisscom', titles)).toEqual({
      places: [
        { key: 'overall', title: 'Gesamtsieger', place: 3 },
        { key: 'text', title: 'Text', place: 2 },
      ],
      specialMentions: [{ key: 'text', title: 'Sonderpreis Text' }],
    });
  });

  it('is empty for a participant without an award', () => {
    expect(participantAwards(awards, 'nobody', titles)).toEqual({ places: [], specialMentions: [] });
  });
});

describe('awardLines', () => {
  it('words each place with the given text, then names each special mention by its title', () => {
    const placeText = (category: string, place: number) => `${category}, Platz ${place}`;
    const lines = awardLines(participantAwards(awards, 'swisscom', titles), placeText);
    expect(lines).toEqual([
      { key: 'overall', text: 'Gesamtsieger, Platz 3' },
      { key: 'text', text: 'Text, Platz 2' },
      { key: 'special-text', text: 'Sonderpreis Text' },
    ]);
  });
});
