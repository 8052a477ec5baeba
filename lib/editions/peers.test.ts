import { participant } from '../content/__fixtures__/participant';
import { nearestPeers, overallPoints } from './peers';

/** A participant with overall points `vr + ds`. */
const scored = (ref: string, vr: number, ds: number, sector = '') =>
  participant(ref, { totalVR: String(vr), totalDS: String(ds), sector });

describe('overallPoints', () => {
  it('adds value reporting and design, and is null unless both are rated', () => {
    expect(overallPoints(scored('a', 60.25, 30.5))).toBe(90.75);
    expect(overallPoints(participant('b', { totalVR: '60' }))).toBeNull();
    expect(overallPoints(scored('c', 60, 0))).toBeNull();
  });
});

describe('nearestPeers', () => {
  const edition = [
    scored('b1', 50, 50, 'banks'), // 100
    scored('b2', 45, 50, 'banks'), // 95
    scored('b3', 60, 50, 'banks'), // 110
    scored('b4', 20, 20, 'banks'), // 40
    scored('i1', 50, 49, 'industrials'), // 99
    scored('x1', 50, 51), // 101, no sector
    participant('none', { sector: 'banks' }), // no points
  ];

  it('takes the closest overall points within the sector, closest first', () => {
    const peers = nearestPeers(edition);
    expect(peers.get('b1')).toEqual(['b2', 'b3', 'b4']);
    expect(peers.get('b4')).toEqual(['b2', 'b1', 'b3']);
  });

  it('takes every participant of the edition for one without a sector', () => {
    expect(nearestPeers(edition).get('x1')).toEqual(['b1', 'i1', 'b2', 'b3', 'b4']);
  });

  it('stops at the limit and never lists the participant itself', () => {
    const peers = nearestPeers(edition, 2);
    expect(peers.get('x1')).toEqual(['b1', 'i1']);
    for (const [ref, list] of peers) expect(list).not.toContain(ref);
  });

  it('has no peers for a participant without overall points, nor for one alone in its sector', () => {
    const peers = nearestPeers(edition);
    expect(peers.has('none')).toBe(false);
    expect(peers.get('i1')).toEqual([]);
  });
});
