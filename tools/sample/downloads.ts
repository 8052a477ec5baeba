/**
 * Sample downloads (self-made, bilingual): for the editions 2026, 2025 and 2024 a rating report
 * (summary of results), a criteria catalogue (2026, 2025), a press release and a list of
 * winners, as small real PDFs in content/media/downloads/ (committed; each well under 60 KB).
 * The 2026 figures come from content/ (sample data); the earlier winners are drawn, seeded, from
 * the same sample companies. Run once: npx tsx tools/sample/downloads.ts
 */
import { seededRandom } from './random';
import fs from 'node:fs';
import path from 'node:path';
import { renderPdf, type Block, type Section } from './downloads-pdf';

type Lang = 'de' | 'en';
const root = process.cwd();
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

interface Row {
  ref: string;
  company: string;
  pubRef: string;
  rankOverall: string;
  totalVR: string;
  totalDS: string;
}
const rows = readJson<Row[]>('content/ranking.json');
const awards = readJson<{
  winnerCategories: { key: string; winners: string[] }[];
  specialMentions: { key: string; ref: string }[];
}>('content/awards.json');
const i18n = { de: readJson<Messages>('content/i18n/de-CH.json'), en: readJson<Messages>('content/i18n/en-GB.json') };
interface Messages {
  awards: { categories: Record<string, { title: string }>; specialMentions: Record<string, { title: string }> };
  participant: { criteria: Record<string, string> };
}
const nameOf = (ref: string) => {
  const row = rows.find((r) => r.ref === ref);
  return row ? row.pubRef || row.company : ref;
};

interface Edition {
  year: number;
  reports: number;
  winners: Record<string, string[]>;
  mentions: Record<string, string>;
  date: Date;
}

/** A seeded pick of distinct sample companies. */
function picker(seed: number) {
  const next = seededRandom(seed);
  const used = new Set<string>();
  return () => {
    let name: string;
    do name = nameOf(rows[Math.floor(next() * rows.length)]!.ref);
    while (used.has(name));
    used.add(name);
    return name;
  };
}

function edition(year: number, reports: number, date: string): Edition {
  if (year === 2026) {
    return {
      year,
      reports,
      date: new Date(date),
      winners: Object.fromEntries(awards.winnerCategories.map((c) => [c.key, c.winners.map(nameOf)])),
      mentions: Object.fromEntries(awards.specialMentions.map((m) => [m.key, nameOf(m.ref)])),
    };
  }
  const pick = picker(year);
  const categories = ['overall', 'valueReporting', 'design', 'text'];
  return {
    year,
    reports,
    date: new Date(date),
    winners: Object.fromEntries(categories.map((key) => [key, [pick(), pick(), pick()]])),
    mentions: Object.fromEntries(['text', 'value', 'design'].map((key) => [key, pick()])),
  };
}

const editions = [
  edition(2026, rows.length, '2026-12-04T09:00:00Z'),
  edition(2025, 194, '2025-12-05T09:00:00Z'),
  edition(2024, 188, '2024-12-06T09:00:00Z'),
];

const longDate = (d: Date, lang: Lang) =>
  d.toLocaleDateString(lang === 'de' ? 'de-CH' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const masthead = (year: number, lang: Lang) =>
  lang === 'de' ? `Geschäftsberichte-Rating ${year}` : `Swiss Annual Report Rating ${year}`;

function winnersTable(e: Edition, lang: Lang): Block {
  const t = i18n[lang].awards;
  const place = lang === 'de' ? 'Platz' : 'Place';
  return {
    kind: 'table',
    columns: [
      { title: lang === 'de' ? 'Kategorie' : 'Category', width: 99 },
      { title: `${place} 1`, width: 128 },
      { title: `${place} 2`, width: 128 },
      { title: `${place} 3`, width: 128 },
    ],
    rows: Object.entries(e.winners).map(([key, names]) => [t.categories[key]!.title, ...names]),
  };
}

function mentionsList(e: Edition, lang: Lang): Block {
  const t = i18n[lang].awards.specialMentions;
  return { kind: 'bullets', items: Object.entries(e.mentions).map(([key, name]) => `${t[key]!.title}: ${name}`) };
}

function reportSection(e: Edition, lang: Lang): Section {
  const de = lang === 'de';
  const [first, second, third] = e.winners.overall!;
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: de
        ? `Für die Ausgabe ${e.year} hat die Jury die Geschäftsberichte von ${e.reports} Schweizer Unternehmen beurteilt: alle Gesellschaften der wichtigsten Börsenindizes sowie grosse nicht kotierte Unternehmen, die freiwillig teilnehmen. Bewertet werden zwei Dimensionen getrennt: das Value Reporting, also Inhalt und Qualität der finanziellen und nichtfinanziellen Berichterstattung, und das Design mit Gestaltung, Typografie, Bildsprache, Zugänglichkeit und Klarheit.`
        : `For the ${e.year} edition the jury assessed the annual reports of ${e.reports} Swiss companies: every company in the main stock market indices and large unlisted companies that take part voluntarily. Two dimensions are rated separately: value reporting, the content and quality of financial and non-financial reporting, and design, covering layout, typography, imagery, accessibility and clarity.`,
    },
    { kind: 'heading', text: de ? 'Gesamtsieger' : 'Overall winners' },
    {
      kind: 'paragraph',
      text: de
        ? `Den ersten Rang der Gesamtwertung belegt ${first}, vor ${second} und ${third}. Die drei Berichte verbinden eine nachvollziehbare Darstellung der Wertschöpfung mit einer Gestaltung, die Leserinnen und Leser sicher durch Zahlen und Aussagen führt.`
        : `First place in the overall rating goes to ${first}, ahead of ${second} and ${third}. All three reports combine a traceable account of how value is created with a design that guides readers confidently through figures and statements.`,
    },
    { kind: 'heading', text: de ? 'Gewinner nach Kategorie' : 'Winners by category' },
    winnersTable(e, lang),
    { kind: 'heading', text: 'Special Mentions' },
    mentionsList(e, lang),
    { kind: 'heading', text: de ? 'Beobachtungen der Jury' : 'What the jury observed' },
    {
      kind: 'bullets',
      items: de
        ? [
            'Die Verknüpfung von Strategie, Zielen und Kennzahlen ist besser geworden; viele Berichte zeigen offen, welche Ziele verfehlt wurden und weshalb.',
            'Die Nachhaltigkeitsberichterstattung ist umfangreicher, aber nicht immer besser lesbar. Die besten Berichte wählen das Wesentliche aus und verweisen für Details auf Anhänge.',
            'Bei der Zugänglichkeit bleibt viel zu tun: nur ein Teil der PDF-Berichte ist getaggt, und Online-Berichte scheitern oft an Kontrasten und Tabellen.',
          ]
        : [
            'The link between strategy, targets and key figures has improved; many reports say openly which targets were missed and why.',
            'Sustainability reporting has grown, but has not always become easier to read. The best reports select what matters and leave details to appendices.',
            'Accessibility still has far to go: only some PDF reports are tagged, and online reports often fail on contrast and tables.',
          ],
    },
  ];
  if (e.year === 2026) {
    const top = rows
      .filter((r) => /^\d+$/.test(r.rankOverall) && r.rankOverall !== '999')
      .sort((a, b) => Number(a.rankOverall) - Number(b.rankOverall))
      .slice(0, 10);
    blocks.push(
      { kind: 'heading', text: de ? 'Die ersten zehn der Gesamtwertung' : 'The top ten of the overall rating' },
      {
        kind: 'table',
        columns: [
          { title: de ? 'Rang' : 'Rank', width: 50 },
          { title: de ? 'Unternehmen' : 'Company', width: 253 },
          { title: 'Value Reporting', width: 90, align: 'right' },
          { title: 'Design', width: 90, align: 'right' },
        ],
        rows: top.map((r) => [
          r.rankOverall,
          r.pubRef || r.company,
          de ? r.totalVR : r.totalVR.replace(',', '.'),
          de ? r.totalDS : r.totalDS.replace(',', '.'),
        ]),
      },
    );
  }
  return {
    masthead: masthead(e.year, lang),
    title: de ? `Rating-Bericht ${e.year}` : `Rating report ${e.year}`,
    subtitle: de ? 'Zusammenfassung der Resultate' : 'Summary of results',
    blocks,
  };
}

function criteriaSection(e: Edition, lang: Lang): Section {
  const de = lang === 'de';
  const c = i18n[lang].participant.criteria;
  return {
    masthead: masthead(e.year, lang),
    title: de ? `Kriterienkatalog ${e.year}` : `Criteria catalogue ${e.year}`,
    subtitle: de ? 'Wie Value Reporting und Design bewertet werden' : 'How value reporting and design are rated',
    blocks: [
      {
        kind: 'paragraph',
        text: de
          ? 'Jeder Bericht wird in zwei getrennten Verfahren bewertet. Das Value Reporting misst, wie vollständig, ausgewogen und nachvollziehbar ein Unternehmen über seine Wertschöpfung berichtet; das Design misst, wie gut Gestaltung und Sprache diese Inhalte zugänglich machen. Beide Teile ergeben je einen Rang; der Gesamtrang fasst sie zusammen.'
          : 'Every report is rated in two separate procedures. Value reporting measures how completely, fairly and traceably a company reports on how it creates value; design measures how well layout and language make that content accessible. Each part gives a rank; the overall rank combines them.',
      },
      { kind: 'heading', text: de ? 'Value Reporting (bis 100 Punkte)' : 'Value reporting (up to 100 points)' },
      {
        kind: 'bullets',
        items: de
          ? [
              'Strategie und Geschäftsmodell: Ziele, Märkte, Wettbewerbsposition und wie das Unternehmen Wert schafft.',
              'Finanzielle Berichterstattung: Kennzahlen mit Vorjahresvergleich, Segmentinformationen, Überleitung alternativer Kennzahlen.',
              'Nichtfinanzielle Berichterstattung: wesentliche Umwelt-, Sozial- und Governance-Themen mit messbaren Zielen.',
              'Risiken und Chancen: Einschätzung, Steuerung und Veränderungen gegenüber dem Vorjahr.',
              'Corporate Governance und Vergütung: Zusammensetzung der Gremien, Vergütungssystem und dessen Bezug zur Leistung.',
              'Ausblick: überprüfbare Aussagen zu Zielen und deren Erreichung.',
            ]
          : [
              'Strategy and business model: targets, markets, competitive position and how the company creates value.',
              'Financial reporting: key figures with prior-year comparison, segment information, reconciliation of alternative performance measures.',
              'Non-financial reporting: material environmental, social and governance topics with measurable targets.',
              'Risks and opportunities: assessment, management and changes since the prior year.',
              'Corporate governance and remuneration: composition of the boards, the remuneration system and its link to performance.',
              'Outlook: verifiable statements on targets and how far they were met.',
            ],
      },
      { kind: 'heading', text: de ? 'Design: Gestaltungsqualität' : 'Design: design quality' },
      { kind: 'bullets', items: ['qualDS1', 'qualDS2', 'qualDS3', 'qualDS4'].map((k) => c[k]!) },
      { kind: 'heading', text: de ? 'Design: Kommunikation' : 'Design: communication' },
      { kind: 'bullets', items: ['commDS1', 'commDS2', 'commDS3', 'commDS4'].map((k) => c[k]!) },
      { kind: 'heading', text: de ? 'Design: Medien' : 'Design: media' },
      { kind: 'bullets', items: ['mediaDS1', 'mediaDS2', 'mediaDS3'].map((k) => c[k]!) },
      {
        kind: 'paragraph',
        text: de
          ? 'Jedes Design-Kriterium wird mit 0 bis 10 Punkten bewertet. Mindestens zwei Jurymitglieder beurteilen jeden Bericht unabhängig voneinander; weichen ihre Punkte stark ab, entscheidet die Gesamtjury.'
          : 'Each design criterion is scored from 0 to 10 points. At least two jury members assess every report independently; where their scores differ widely, the full jury decides.',
      },
    ],
  };
}

function pressSection(e: Edition, lang: Lang): Section {
  const de = lang === 'de';
  const [first, second, third] = e.winners.overall!;
  return {
    masthead: masthead(e.year, lang),
    title: de ? `Medienmitteilung vom ${longDate(e.date, lang)}` : `Press release of ${longDate(e.date, lang)}`,
    subtitle: de
      ? `${first} hat den besten Geschäftsbericht der Schweiz`
      : `${first} publishes Switzerland’s best annual report`,
    blocks: [
      {
        kind: 'paragraph',
        text: de
          ? `Zürich, ${longDate(e.date, lang)} – Das Forum Unternehmensberichterstattung Schweiz hat die Resultate des Geschäftsberichte-Ratings ${e.year} veröffentlicht. Gesamtsieger ist ${first}, gefolgt von ${second} und ${third}. Bewertet wurden die Berichte von ${e.reports} Unternehmen.`
          : `Zurich, ${longDate(e.date, lang)} – Forum Unternehmensberichterstattung Schweiz has published the results of the ${e.year} Swiss Annual Report Rating. The overall winner is ${first}, followed by ${second} and ${third}. The reports of ${e.reports} companies were assessed.`,
      },
      {
        kind: 'paragraph',
        text: de
          ? '«Die besten Berichte erklären nicht nur, was im vergangenen Jahr geschah, sondern auch, warum es für die Zukunft des Unternehmens zählt», sagt die Präsidentin der Jury. Durchgeführt wird das Rating von Kerngehalt Kommunikation AG; das Wirtschaftsmagazin Bilanzblatt publiziert die vollständige Rangliste.'
          : '“The best reports explain not only what happened last year, but also why it matters for the company’s future,” says the chair of the jury. The rating is run by Kerngehalt Kommunikation AG; the business magazine Bilanzblatt publishes the full ranking.',
      },
      { kind: 'heading', text: de ? 'Die Gewinner' : 'The winners' },
      winnersTable(e, lang),
      mentionsList(e, lang),
      { kind: 'heading', text: de ? 'Kontakt für Medien' : 'Media contact' },
      {
        kind: 'paragraph',
        text: 'Forum Unternehmensberichterstattung Schweiz, Bahnhofstrasse 18, 8001 Zürich · rating@forum-berichterstattung.ch',
      },
    ],
  };
}

function winnersSection(e: Edition, lang: Lang): Section {
  const de = lang === 'de';
  const t = i18n[lang].awards;
  const place = de ? 'Platz' : 'Place';
  return {
    masthead: masthead(e.year, lang),
    title: de ? `Gewinnerliste ${e.year}` : `List of winners ${e.year}`,
    subtitle: de ? 'Alle Auszeichnungen nach Kategorie' : 'Every award by category',
    blocks: [
      ...Object.entries(e.winners).flatMap(([key, names]): Block[] => [
        { kind: 'heading', text: t.categories[key]!.title },
        {
          kind: 'table',
          columns: [
            { title: place, width: 60 },
            { title: de ? 'Unternehmen' : 'Company', width: 423 },
          ],
          rows: names.map((n, i) => [String(i + 1), n]),
        },
      ]),
      { kind: 'heading', text: 'Special Mentions' },
      mentionsList(e, lang),
    ],
  };
}

/** Each document: its file name before `-{year}.pdf`, the section it draws per language, PDF subject, editions. */
const documents: [slug: string, make: (e: Edition, lang: Lang) => Section, subject: string, years: number[]][] = [
  ['rating-report', reportSection, 'Rating-Bericht / Rating report', [2026, 2025, 2024]],
  ['criteria', criteriaSection, 'Kriterienkatalog / Criteria catalogue', [2026, 2025]],
  ['press-release', pressSection, 'Medienmitteilung / Press release', [2026, 2025, 2024]],
  ['winners', winnersSection, 'Gewinnerliste / List of winners', [2026, 2025, 2024]],
];

(async () => {
  const dir = path.join(root, 'content', 'media', 'downloads');
  fs.mkdirSync(dir, { recursive: true });
  for (const [slug, make, subject, years] of documents) {
    for (const year of years) {
      const e = editions.find((x) => x.year === year)!;
      const [de, en] = [make(e, 'de'), make(e, 'en')];
      const bytes = await renderPdf({ title: `${de.title} – ${en.title}`, subject, date: e.date }, [de, en]);
      const file = `${slug}-${year}.pdf`;
      fs.writeFileSync(path.join(dir, file), bytes);
      console.log(`content/media/downloads/${file} ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
})();
