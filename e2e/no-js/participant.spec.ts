import { expect, test } from '../support/test';
import { locales, messages, translator } from '../support/site';
import {
  awards,
  categoryNav,
  circle,
  DASH,
  isRank,
  nameOf,
  nonWinner,
  participantUrl,
  row,
  type Row,
} from '../support/participants';
import { open } from './support';
import { placesOf, specialMentionsOf } from '../../lib/participant/categories';

/**
 * Participant pages without JavaScript (issue 5). The winner-category header is an island that
 * only picks the active category; without it, every category, every award of the participant,
 * its three ranks and its result tables must still be on the page and visible, whatever
 * `?category=` asks for. The participants are chosen by their data in content/awards.json.
 */
const inCategories = (ref: string) => awards.winnerCategories.filter((c) => c.winners.includes(ref)).length;
const overallWinner = awards.winnerCategories[0]?.winners[0];
const multiWinner = awards.winnerCategories.flatMap((c) => c.winners).find((ref) => inCategories(ref) > 1);
const mention = awards.specialMentions[0]?.ref;
const cases: { ref: string; query: string }[] = [
  ...(overallWinner ? [{ ref: overallWinner, query: '' }] : []),
  // A participant in several categories, opened for its last one: nothing of the others hides.
  ...(multiWinner
    ? [
        {
          ref: multiWinner,
          query: `?category=${awards.winnerCategories.findLastIndex((c) => c.winners.includes(multiWinner))}`,
        },
      ]
    : []),
  ...(mention ? [{ ref: mention, query: '' }] : []),
  { ref: nonWinner.ref, query: '' },
];

const rankText = (rank: string) => (isRank(rank) ? rank.trim() : rank.trim() === '*' ? '*' : DASH);

for (const locale of locales) {
  test(`every category, award, rank and result table is readable: ${cases.map((c) => c.ref + c.query).join(', ')} (${locale})`, async ({
    page,
  }) => {
    for (const { ref, query } of cases)
      await test.step(`${ref}${query}`, async () => {
        const t = messages[locale];
        const participant: Row = row(ref);
        await open(page, participantUrl(locale, ref, query));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(participant));

        // The winner-category header: all four categories, each with its winners as links.
        const nav = categoryNav(page, locale);
        const categories = nav.locator(':scope > ul > li');
        await expect(categories).toHaveCount(awards.winnerCategories.length);
        for (const [index, category] of awards.winnerCategories.entries()) {
          const item = categories.nth(index);
          await expect(
            item.getByRole('link', { name: t.awards.categories[category.key]?.title ?? category.key }).first(),
          ).toBeVisible();
          const places = item.locator('ol a');
          await expect(places).toHaveCount(category.winners.length);
          for (const [i, winner] of category.winners.entries()) {
            await expect(places.nth(i)).toBeVisible();
            await expect(places.nth(i)).toHaveAttribute('href', participantUrl(locale, winner, `?category=${index}`));
          }
        }

        // Its awards: one line per winner category and special mention, all shown at once.
        const lines = page.getByRole('list', { name: t.participant.head.awardsLabel }).getByRole('listitem');
        const expectedLines = [
          ...placesOf(awards, ref).map(({ key, place }) =>
            translator(locale)('participant.head.award', { category: t.awards.categories[key]?.title ?? key, place }),
          ),
          ...specialMentionsOf(awards, ref).map((key) => t.awards.specialMentions[key]?.title ?? key),
        ];
        if (expectedLines.length === 0) await expect(lines).toHaveCount(0);
        else {
          await expect(lines).toHaveText(expectedLines);
          for (const line of await lines.all()) await expect(line).toBeVisible();
        }

        // The three ranks and the result tables of value reporting, design and overall.
        for (const [key, rank] of [
          ['valueReporting', participant.rankVR],
          ['design', participant.rankDS],
          ['overall', participant.rankOverall],
        ] as const) {
          await expect(circle(page, key)).toBeVisible();
          await expect(circle(page, key)).toContainText(rankText(rank));
          const table = page.locator(`main table[data-table="${key}"]`);
          await table.scrollIntoViewIfNeeded();
          await expect(table).toBeVisible();
        }
        const details = page.locator('main tbody[data-group]');
        expect(await details.count()).toBeGreaterThan(0);
        for (const group of await details.all()) await expect(group).toBeVisible();

        // The jury's laudatio of an awarded participant.
        const laudatio = t.laudatio[ref];
        if (laudatio) await expect(page.getByRole('heading', { name: laudatio.title })).toBeVisible();
      });
  });
}
