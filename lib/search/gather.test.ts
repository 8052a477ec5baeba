import { fakePagefind } from './__fixtures__/fake-pagefind';
import { gatherResults } from './gather';

describe('gatherResults', () => {
  it("loads the first screen and each edition's best result, and leaves the rest for later", async () => {
    const pagefind = fakePagefind();
    const gathered = (await gatherResults(pagefind, { q: 'zurcher' }))!;
    expect(gathered.total).toBe(13);
    const urls = gathered.hits.map((hit) => hit.url);
    expect(urls).toHaveLength(12);
    expect(urls.slice(0, 10)).toEqual(expect.arrayContaining(['/2025/teilnehmer/zkb', '/2024/teilnehmer/zkb']));
    // The least relevant of the newest edition's pages wait for "more".
    expect(gathered.rest.map((result) => result.id)).toEqual(['/seite-10']);
  });

  it('searches no edition by itself when the query names one', async () => {
    const pagefind = fakePagefind();
    const gathered = (await gatherResults(pagefind, { q: 'zurcher', edition: '2025' }))!;
    expect(gathered.hits.map((hit) => hit.url)).toEqual(['/2025/teilnehmer/zkb']);
    expect(pagefind.search).toHaveBeenCalledTimes(1);
  });

  it('searches by itself only each edition that has matches but none on the first screen', async () => {
    const pagefind = fakePagefind();
    await gatherResults(pagefind, { q: 'kriterien' });
    expect(pagefind.search).toHaveBeenCalledTimes(1);
    await gatherResults(pagefind, { q: 'zurcher' });
    const editions = pagefind.search.mock.calls.slice(2).map(([, options]) => options?.filters?.edition);
    expect(editions.sort()).toEqual(['2024', '2025']);
  });

  it('gives null when the index drops a search a newer one replaced', async () => {
    const pagefind = fakePagefind();
    pagefind.search.mockResolvedValueOnce(null);
    expect(await gatherResults(pagefind, { q: 'zurcher' })).toBeNull();
  });
});
