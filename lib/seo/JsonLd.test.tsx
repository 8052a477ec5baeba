import { render } from '@testing-library/react';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('writes the data as one application/ld+json script that content cannot break out of', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'Thing',
      name: 'A </script><img src=x onerror=alert(1)>',
    };
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    // As the HTML a server sends: the only end tag is the element's own.
    expect(container.innerHTML.match(/<\/script/gi)).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(data);
  });
});
