import { participant } from '../content/__fixtures__/participant';
import { editionSectors } from './sectors';

const edition = [
  participant('ubs', { sector: 'banks', rankVR: '2', rankDS: '9', rankOverall: '4', totalVR: '80' }),
  participant('zkb', { sector: 'banks', rankVR: '5', rankDS: '3', rankOverall: '2', totalVR: '60' }),
  participant('bcv', { sector: 'banks', rankVR: '5', rankDS: '*', rankOverall: '999', totalVR: '40' }),
  participant('sika', { sector: 'industrials', rankVR: '1', rankDS: '1', rankOverall: '1', totalVR: '90' }),
  participant('swisscom', { rankVR: '3', rankDS: '2', rankOverall: '3' }),
];

describe('editionSectors', () => {
  const { standings, statistics } = editionSectors(edition);

  it('places each participant among the ranked participants of its sector', () => {
    expect(standings.get('ubs')?.places).toEqual({
      valueReporting: { place: 1, count: 3 },
      design: { place: 2, count: 2 },
      overall: { place: 2, count: 2 },
    });
    expect(standings.get('zkb')?.places.overall).toEqual({ place: 1, count: 2 });
  });

  it('gives a shared rank the same place, and no place without a rank of that kind', () => {
    expect(standings.get('zkb')?.places.valueReporting).toEqual({ place: 2, count: 3 });
    expect(standings.get('bcv')?.places.valueReporting).toEqual({ place: 2, count: 3 });
    expect(standings.get('bcv')?.places.design).toBeNull();
    expect(standings.get('bcv')?.places.overall).toBeNull();
  });

  it('has no standing for a participant without a sector', () => {
    expect(standings.has('swisscom')).toBe(false);
    expect(standings.get('sika')?.sector).toBe('industrials');
  });

  it("computes each sector's statistics from its own participants only", () => {
    expect(statistics.get('banks')?.participantCount).toBe(3);
    expect(statistics.get('banks')?.groups.valueReporting).toEqual({ median: 60, best: 80, count: 3 });
    expect(statistics.get('industrials')?.groups.valueReporting.best).toBe(90);
    expect([...statistics.keys()].sort()).toEqual(['banks', 'industrials']);
  });
});
