/**
 * @jest-environment node
 */
import { deferFrameworkScripts } from './defer-scripts';

describe('deferFrameworkScripts', () => {
  it("defers Next's chunk scripts in the head and the body, in their order", () => {
    const html =
      '<head><script src="/_next/static/chunks/a1.js" async=""></script>' +
      '<script src="/_next/static/chunks/turbopack-b2.js" async=""></script></head>' +
      '<body><script id="_R_">queue()</script><script src="/_next/static/chunks/c3.js" async=""></script></body>';
    expect(deferFrameworkScripts(html)).toBe(
      '<head><script src="/_next/static/chunks/a1.js" defer=""></script>' +
        '<script src="/_next/static/chunks/turbopack-b2.js" defer=""></script></head>' +
        '<body><script id="_R_">queue()</script><script src="/_next/static/chunks/c3.js" defer=""></script></body>',
    );
  });

  it('leaves inline scripts, the nomodule polyfill and scripts from elsewhere as they are', () => {
    const html =
      '<script src="/_next/static/chunks/p.js" noModule=""></script>' +
      '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>' +
      '<script src="/scripts/own.js" async=""></script><script>self.__next_f.push([0])</script>';
    expect(deferFrameworkScripts(html)).toBe(html);
  });
});
