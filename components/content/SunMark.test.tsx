import { render } from '@testing-library/react';
import { SunMark } from './SunMark';

describe('SunMark', () => {
  it('draws the still sun’s thirteen rays as the subpaths of one path, from 118 to 180 units out', () => {
    const { container } = render(<SunMark />);
    expect(container.querySelectorAll('line')).toHaveLength(0);
    const d = container.querySelector('g path')?.getAttribute('d') ?? '';
    const rays = [...d.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)].map((m) => m.slice(1).map(Number));
    expect(rays).toHaveLength(13);
    // 0° points right along the rule, 90° straight up.
    expect(rays[0]).toEqual([318, 200, 380, 200]);
    expect(rays[6]).toEqual([200, 82, 200, 20]);
  });

  it('keeps one line per ray for the animated sun, whose rays its page styles', () => {
    const { container } = render(<SunMark raysClassName="rays" rays={[15, 30]} />);
    expect(container.querySelectorAll('g.rays line')).toHaveLength(2);
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });
});
