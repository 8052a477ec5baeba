import { flightFileFor, moveFlightOut, type FlightPayload } from './flight-payload';

const urls = { payload: '/teilnehmer/sika.flight.json', loader: '/_next/static/site/flight-loader-abc.js' };
const bootstrap =
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(' +
  '{"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});</script>';
const chunkList = '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});</script>';
const init = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
// React escapes "<" in the pushed JSON, so no "</script" can end the element early.
const push = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c')})</script>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><main>Sika</main>${body}</body></html>`;

describe('moveFlightOut', () => {
  it('moves the payload and the runtime bootstrap into the file, in page order', () => {
    const html = page(
      `${bootstrap}<script src="/_next/static/chunks/b.js" async=""></script>${init}` +
        `${push('1:"$Sreact.fragment"\n')}${push('2:["$","p",null,{"children":"</script>"}]\n')}`,
    );
    const moved = moveFlightOut(html, urls);
    const payload = JSON.parse(moved.payload ?? 'null') as FlightPayload;
    expect(payload.flight).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n'],
      [1, '2:["$","p",null,{"children":"</script>"}]\n'],
    ]);
    expect(payload.runtime).toEqual({ otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [94553] });
    expect(moved.html).not.toContain('__next_f');
    expect(moved.html).not.toContain('_R_');
    expect(moved.html).toContain('<main>Sika</main></body>');
  });

  describe("Next's scripts, after the first paint", () => {
    const preload = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>';
    const polyfill = '<script src="/_next/static/chunks/p.js" noModule=""></script>';
    const html = page(
      `${preload}${polyfill}${init}${push('0:{}\n')}${bootstrap}` +
        '<script src="/_next/static/chunks/b.js" async=""></script>',
    );
    const moved = moveFlightOut(html, urls);

    it("takes Next's chunk scripts and their preloads out of the page and lists them, in order, on the loader", () => {
      expect(moved.html).not.toMatch(/<script src="\/_next\/static\/chunks\/[ab]\.js"/);
      expect(moved.html).not.toContain('rel="preload" as="script"');
      expect(moved.html).toContain(
        '<head><script src="/_next/static/site/flight-loader-abc.js" async="" fetchpriority="high" ' +
          'data-chunks="/_next/static/chunks/a.js /_next/static/chunks/b.js" ' +
          'data-flight="/teilnehmer/sika.flight.json"></script></head>',
      );
    });

    it('does not preload the payload, and leaves the noModule polyfill alone', () => {
      expect(moved.html).not.toContain('as="fetch"');
      expect(moved.html).toContain(polyfill);
    });

    it('lists no chunk where Next wrote its scripts in another form, and leaves them in the page', () => {
      const other = '<script src="/_next/static/chunks/a.js" defer=""></script>';
      const kept = moveFlightOut(
        page(`${init}${push('0:{}\n')}${bootstrap}`).replace(
          '<script src="/_next/static/chunks/a.js" async=""></script>',
          other,
        ),
        urls,
      );
      expect(kept.html).toContain(`data-chunks="" data-flight="/teilnehmer/sika.flight.json"></script>${other}`);
    });
  });

  it('leaves other inline scripts, a chunk list among them, where they are', () => {
    const site = '<script>(function(){document.documentElement.dataset.x="1"})()</script>';
    const moved = moveFlightOut(page(`${site}${chunkList}${init}${push('0:{}\n')}${bootstrap}`), urls);
    expect(moved.html).toContain(`<main>Sika</main>${site}${chunkList}</body>`);
  });

  it('returns a page without a payload as it was', () => {
    const html = page('<script>console.log(1)</script>');
    expect(moveFlightOut(html, urls)).toEqual({ html, payload: null });
  });

  it('refuses a payload without the bootstrap, or a bootstrap without a payload', () => {
    expect(() => moveFlightOut(page(`${init}${push('0:{}\n')}`), urls)).toThrow(/bootstrap/);
    expect(() => moveFlightOut(page(bootstrap), urls)).toThrow(/without router payload/);
  });
});

describe('flightFileFor', () => {
  it('names the payload file beside its page, apart from the RSC .txt files', () => {
    expect(flightFileFor('index.html')).toBe('index.flight.json');
    expect(flightFileFor('en/teilnehmer/sika.html')).toBe('en/teilnehmer/sika.flight.json');
    expect(() => flightFileFor('en/teilnehmer/sika.txt')).toThrow();
  });
});
