import { animated, colour, composition, ease, group, polyline, shapeLayer, still } from './lottie';

describe('lottie builders', () => {
  it('converts brand colours to 0–1 components', () => {
    expect(colour('#c9a227')).toEqual([0.788, 0.635, 0.153, 1]);
    expect(colour('#111111')).toEqual([0.067, 0.067, 0.067, 1]);
    expect(() => colour('gold')).toThrow('#rrggbb');
  });

  it('writes keyframes with easing on every segment but the last', () => {
    const prop = animated(
      [
        [0, 0],
        [30, 100],
        [60, 50],
      ],
      ease.out,
    );
    expect(prop).toEqual({
      a: 1,
      k: [
        { t: 0, s: [0], o: ease.out.o, i: ease.out.i },
        { t: 30, s: [100], o: ease.out.o, i: ease.out.i },
        { t: 60, s: [50] },
      ],
    });
  });

  it('rejects keyframes out of order or alone', () => {
    expect(() =>
      animated([
        [10, 0],
        [10, 1],
      ]),
    ).toThrow('increasing');
    expect(() => animated([[0, 0]])).toThrow('two stops');
  });

  it('ends every group with its transform', () => {
    const g = group('ray', [
      polyline([
        [0, 0],
        [10, 10],
      ]),
    ]);
    const items = g.it as { ty: string }[];
    expect(items.map((item) => item.ty)).toEqual(['sh', 'tr']);
  });

  it('adds a closed mask only when asked', () => {
    expect(shapeLayer(1, 'plain', [], 60).hasMask).toBeUndefined();
    const masked = shapeLayer(1, 'masked', [], 60, {
      maskPolygon: [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
    });
    expect(masked.hasMask).toBe(true);
    expect(masked.masksProperties).toHaveLength(1);
  });

  it('builds the top-level object', () => {
    const anim = composition('x', { w: 100, h: 50 }, 30, 60, [shapeLayer(1, 'a', [], 60)]);
    expect(anim).toMatchObject({ v: expect.stringMatching(/^5\./), fr: 30, ip: 0, op: 60, w: 100, h: 50, ddd: 0 });
    expect(still(5)).toEqual({ a: 0, k: 5 });
  });
});
