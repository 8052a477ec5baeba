/**
 * A past edition's own texts (content/editions/{year}/i18n/{locale}.json), modelled on the
 * hand-written 2026 ones but speaking of that year: the year's theme on the front page (its
 * subtitle is the edition's line in the archive), the number of reports as the argument {reports}
 * (filled in at build from the edition's rows: lib/content/edition-figures.ts), the newcomers as
 * the rows have them, the award descriptions of that year and the jury's laudatios (laudatio.ts).
 * Years without their own copy (synthetic histories) get the same pages from the general template.
 */
import type { Awards } from '../../lib/content/awards-schema';
import type { EditionTexts } from '../../lib/content/edition-texts-schema';
import type { Locale } from '../../lib/i18n/locales';
import { awardTitles, type AwardTextKey } from './award-titles';
import { editionLaudatios } from './laudatio';

export interface EditionFacts {
  /** Companies in no earlier edition; undefined for the oldest edition written. */
  firstTime: number | undefined;
  awards: Awards;
  /** Each ref's name that year. */
  names: ReadonlyMap<string, string>;
}

interface YearCopy {
  /** The year in one line: the front page's subtitle and the edition's line in the archive. */
  theme: string;
  /** The front page's first paragraph. */
  intro: string;
}

/** The reports of an edition are those on the year before. */
const yearCopy: Record<Locale, Record<number, YearCopy>> = {
  'de-CH': {
    2022: {
      theme: 'Ein Jahr der Erholung – und der Lieferengpässe',
      intro:
        'Die Ausgabe 2022 bewertete die Geschäftsberichte über das Geschäftsjahr 2021: ein Jahr, in dem die Nachfrage nach der Pandemie zurückkehrte, Lieferketten aber stockten und Rohstoffe teurer wurden. Die besten Berichte erklärten beides – die Erholung und ihren Preis – offen und mit Zahlen, denen man folgen kann.',
    },
    2023: {
      theme: 'Inflation, Energiepreise, Zinswende: ein Jahr mit viel zu erklären',
      intro:
        'Die Ausgabe 2023 bewertete die Berichte über das Geschäftsjahr 2022. Krieg in Europa, steigende Energiepreise, Teuerung und die Zinswende stellten die Unternehmen vor neue Fragen – und ihre Geschäftsberichte vor die Aufgabe, Folgen und Gegenmassnahmen verständlich zu machen.',
    },
    2024: {
      theme: 'Das erste Jahr mit Berichten über nichtfinanzielle Belange',
      intro:
        'Die Ausgabe 2024 bewertete die Berichte über das Geschäftsjahr 2023 – das erste, für das grosse Unternehmen nach dem Obligationenrecht über Umwelt-, Sozial- und Arbeitnehmerbelange, die Achtung der Menschenrechte und die Bekämpfung der Korruption berichten mussten. Die Jury achtete besonders darauf, ob diese Angaben mit Strategie und Zahlen verbunden sind oder nur daneben stehen.',
    },
    2025: {
      theme: 'Die ersten Klimaberichte nach neuer Verordnung',
      intro:
        'Die Ausgabe 2025 bewertete die Berichte über das Geschäftsjahr 2024, für das erstmals die Verordnung über die Berichterstattung über Klimabelange galt. Viele Unternehmen legten dazu zum ersten Mal einen Klimabericht vor; die Jury fragte, wie gut Ziele, Massnahmen und Risiken mit dem übrigen Bericht zusammenspielen.',
    },
  },
  'en-GB': {
    2022: {
      theme: 'A year of recovery – and of supply bottlenecks',
      intro:
        'The 2022 edition rated the annual reports on the 2021 financial year: a year in which demand returned after the pandemic while supply chains faltered and raw materials grew more expensive. The best reports explained both – the recovery and its price – openly and with figures that readers can follow.',
    },
    2023: {
      theme: 'Inflation, energy prices, rising rates: a year with much to explain',
      intro:
        'The 2023 edition rated the reports on the 2022 financial year. War in Europe, rising energy prices, inflation and the turn in interest rates confronted companies with new questions – and their annual reports with the task of explaining the consequences and the response in a way readers could understand.',
    },
    2024: {
      theme: 'The first year of reporting on non-financial matters',
      intro:
        'The 2024 edition rated the reports on the 2023 financial year – the first for which large companies had to report under the Swiss Code of Obligations on environmental, social and employee matters, respect for human rights and the fight against corruption. The jury paid particular attention to whether this information was tied to strategy and figures or merely stood beside them.',
    },
    2025: {
      theme: 'The first climate reports under the new ordinance',
      intro:
        'The 2025 edition rated the reports on the 2024 financial year, the first to which the Swiss ordinance on climate disclosures applied. Many companies published a climate report for the first time; the jury asked how well targets, measures and risks fit together with the rest of the report.',
    },
  },
};

/** The general template, for years without their own copy. */
const generalCopy: Record<Locale, (year: number, count: string) => YearCopy> = {
  'de-CH': (year, count) => ({
    theme: `${count} Berichte, zwei Urteile: Value Reporting und Design`,
    intro: `Die Ausgabe ${year} bewertete die Geschäftsberichte über das Geschäftsjahr ${year - 1} nach denselben offengelegten Kriterien wie jede Ausgabe: Value Reporting und Design.`,
  }),
  'en-GB': (year, count) => ({
    theme: `${count} reports, two verdicts: value reporting and design`,
    intro: `The ${year} edition rated the annual reports on the ${year - 1} financial year against the same published criteria as every edition: value reporting and design.`,
  }),
};

type AwardDescriptions = Record<AwardTextKey, string>;

/** The award descriptions as in 2026; some years worded them a little differently. */
const awardDescriptions: Record<
  Locale,
  { base: AwardDescriptions; years: Record<number, Partial<AwardDescriptions>> }
> = {
  'de-CH': {
    base: {
      overall: 'Die besten Geschäftsberichte in der Gesamtwertung aus Value Reporting und Design.',
      valueReporting: 'Die überzeugendste Berichterstattung über Strategie, Wertschöpfung und Kennzahlen.',
      design: 'Die gelungenste Gestaltung: Typografie, Bildsprache, Informationsgrafik und digitale Umsetzung.',
      text: 'Die klarste Sprache: verständlich, präzise und angenehm zu lesen.',
      'mention:text': 'Für einen Bericht, der auch komplexe Zusammenhänge in klarer, lebendiger Sprache erzählt.',
      'mention:value': 'Für eine aussergewöhnlich offene und nachvollziehbare Darstellung der Wertschöpfung.',
      'mention:design': 'Für eine eigenständige Gestaltung, die Inhalt und Form überzeugend verbindet.',
    },
    years: {
      2022: {
        overall: 'Die besten Geschäftsberichte, wenn Inhalt und Gestaltung zusammen zählen.',
        design: 'Die gelungenste Gestaltung: Typografie, Bildsprache und Informationsgrafik, gedruckt und online.',
        text: 'Die klarste Sprache: verständlich, präzise und ohne Fachjargon.',
        'mention:value': 'Für eine besonders offene Darstellung von Zielen, Ergebnissen und Abweichungen.',
      },
      2023: {
        design: 'Die gelungenste Gestaltung: Typografie, Bildsprache und Informationsgrafik, gedruckt und online.',
        text: 'Die klarste Sprache: verständlich, präzise und ohne Fachjargon.',
      },
      2024: {
        valueReporting:
          'Die überzeugendste Berichterstattung über Strategie, Wertschöpfung, Kennzahlen und nichtfinanzielle Belange.',
      },
      2025: {
        valueReporting:
          'Die überzeugendste Berichterstattung über Strategie, Wertschöpfung und Kennzahlen – erstmals mit Blick auf die Klimaberichterstattung.',
      },
    },
  },
  'en-GB': {
    base: {
      overall: 'The best annual reports in the overall rating of value reporting and design.',
      valueReporting: 'The most convincing reporting on strategy, value creation and key figures.',
      design: 'The finest design: typography, imagery, information graphics and digital delivery.',
      text: 'The clearest writing: understandable, precise and a pleasure to read.',
      'mention:text': 'For a report that tells even complex matters in clear, lively language.',
      'mention:value': 'For an exceptionally open and traceable account of how value is created.',
      'mention:design': 'For a distinctive design that joins content and form convincingly.',
    },
    years: {
      2022: {
        overall: 'The best annual reports when content and design count together.',
        design: 'The finest design: typography, imagery and information graphics, in print and online.',
        text: 'The clearest writing: understandable, precise and free of jargon.',
        'mention:value': 'For an especially open account of targets, results and deviations.',
      },
      2023: {
        design: 'The finest design: typography, imagery and information graphics, in print and online.',
        text: 'The clearest writing: understandable, precise and free of jargon.',
      },
      2024: {
        valueReporting:
          'The most convincing reporting on strategy, value creation, key figures and non-financial matters.',
      },
      2025: {
        valueReporting:
          'The most convincing reporting on strategy, value creation and key figures – for the first time including climate disclosures.',
      },
    },
  },
};

function awardTexts(locale: Locale, year: number): EditionTexts['awards'] {
  const descriptions = { ...awardDescriptions[locale].base, ...awardDescriptions[locale].years[year] };
  const award = (key: keyof AwardDescriptions) => ({ title: awardTitles[locale][key], description: descriptions[key] });
  return {
    categories: {
      overall: award('overall'),
      valueReporting: award('valueReporting'),
      design: award('design'),
      text: award('text'),
    },
    specialMentions: { text: award('mention:text'), value: award('mention:value'), design: award('mention:design') },
  };
}

/** The front page's teasers, as in 2026 (criteria, jury and special mentions do not change their nature). */
const teasers: Record<Locale, NonNullable<EditionTexts['pages']['home']['teaser']>> = {
  'de-CH': {
    left: {
      title: 'Kriterien',
      teaser:
        '<p>Zwei Raster, ein Massstab. Im Value Reporting zählt, wie vollständig und nachvollziehbar ein Bericht Strategie, Wertschöpfung, Risiken und Nachhaltigkeit darlegt. Im Design zählen Gliederung, Typografie, Bildsprache und Zugänglichkeit.</p>',
      links: [{ link: '/kriterien', langKey: 'toCriteria' }],
    },
    middle: {
      title: 'Jury',
      teaser:
        '<p>Fachleute aus Finanzanalyse, Wirtschaftsprüfung, Gestaltung und Unternehmenskommunikation lesen jeden Bericht. Sie urteilen unabhängig voneinander; ihre Punkte werden erst danach zusammengeführt.</p>',
      links: [{ link: '/jury', langKey: 'toJury' }],
    },
    right: {
      title: 'Special Mention',
      teaser:
        '<p>Drei Auszeichnungen für Leistungen, die über die Rangliste hinaus Beachtung verdienen: für einen besonders gut geschriebenen Text, für vorbildliches Value Reporting und für eine aussergewöhnliche Gestaltung.</p>',
      links: [{ link: '/special-mention', langKey: 'toSpecialMention' }],
    },
  },
  'en-GB': {
    left: {
      title: 'Criteria',
      teaser:
        '<p>Two grids, one yardstick. Value reporting measures how fully and clearly a report sets out strategy, value creation, risks and sustainability. Design looks at structure, typography, imagery and accessibility.</p>',
      links: [{ link: '/kriterien', langKey: 'toCriteria' }],
    },
    middle: {
      title: 'Jury',
      teaser:
        '<p>Experts in financial analysis, auditing, design and corporate communication read every report. They judge independently of one another; their scores are combined only afterwards.</p>',
      links: [{ link: '/jury', langKey: 'toJury' }],
    },
    right: {
      title: 'Special mention',
      teaser:
        '<p>Three awards for achievements that deserve attention beyond the ranking: for exceptionally well-written text, for exemplary value reporting and for outstanding design.</p>',
      links: [{ link: '/special-mention', langKey: 'toSpecialMention' }],
    },
  },
};

function firstTimeSentence(locale: Locale, n: number | undefined): string {
  if (!n) return '';
  if (locale === 'de-CH')
    return n === 1 ? ' Davon war eines zum ersten Mal dabei.' : ` Davon waren ${n} zum ersten Mal dabei.`;
  return n === 1 ? ' Of these, one took part for the first time.' : ` Of these, ${n} took part for the first time.`;
}

function pages(locale: Locale, year: number, facts: EditionFacts): Omit<EditionTexts['pages'], 'press'> {
  // The number of reports rated: an argument the build fills in from the rows, never a typed figure.
  const count = '{reports}';
  const copy = yearCopy[locale][year] ?? generalCopy[locale](year, count);
  const newcomers = firstTimeSentence(locale, facts.firstTime);
  const preface = [{ link: '/ueber-uns', langKey: 'readPreface' }];
  if (locale === 'de-CH') {
    return {
      home: {
        seo: {
          title: `Geschäftsberichte-Rating ${year}`,
          description: `Das Geschäftsberichte-Rating ${year}: ${count} Schweizer Geschäftsberichte, unabhängig bewertet nach Value Reporting und Design – mit den Gewinnern, der vollständigen Rangliste und den Resultaten jedes Unternehmens.`,
        },
        intro: {
          navTitle: `Ausgabe ${year}`,
          pageTitle: `Die besten Geschäfts\u00adberichte ${year}`,
          subTitle: copy.theme,
          leftIntro: `<p>${copy.intro}</p>`,
          rightIntro: `<p>Für die Ausgabe ${year} hat die Jury <strong>${count} Geschäftsberichte</strong> gelesen und bewertet – von den grössten kotierten Konzernen bis zu Kantonalbanken, Versicherern und Industrieunternehmen mittlerer Grösse.${newcomers} Jeder Bericht erhielt ein Urteil für das Value Reporting und eines für das Design; zusammen ergaben sie den Gesamtrang.</p><p>Getragen wird das Rating vom Forum Unternehmensberichterstattung Schweiz, einem unabhängigen Verein, gemeinsam mit seinen Partnern.</p>`,
          twoColIntro: true,
          links: preface,
        },
        teaser: teasers[locale],
      },
      winners: {
        seo: {
          title: `Gewinner ${year}`,
          description: `Die Gewinnerinnen und Gewinner des Geschäftsberichte-Ratings ${year} in den Kategorien Gesamtsieg, Value Reporting, Design und Text.`,
        },
        intro: {
          navTitle: `Auszeichnungen ${year}`,
          pageTitle: 'Gewinner',
          leftIntro: `<p>Vier Kategorien, je drei Auszeichnungen: die Unternehmen, deren Geschäftsberichte die Jury in der Ausgabe ${year} am meisten überzeugt haben.</p>`,
        },
      },
      ranking: {
        seo: {
          title: `Rangliste ${year}`,
          description: `Die vollständige Rangliste ${year}: alle ${count} bewerteten Unternehmen mit Rang in Value Reporting, Design und Gesamtwertung.`,
        },
        intro: {
          navTitle: `Resultate ${year}`,
          pageTitle: 'Rangliste',
          leftIntro: `<p>Alle ${count} Unternehmen der Ausgabe ${year} auf einen Blick. Sortieren Sie nach Value Reporting, Design oder Gesamtrang, oder suchen Sie nach einem Firmennamen.</p>`,
        },
      },
      specialMention: {
        seo: {
          title: `Special Mention ${year}`,
          description: `Die Special Mentions ${year}: Auszeichnungen für herausragende Leistungen in Text, Value Reporting und Gestaltung.`,
        },
        intro: {
          navTitle: `Auszeichnungen ${year}`,
          pageTitle: 'Special Mention',
          leftIntro: `<p>Manche Berichte überzeugen durch eine einzelne, aussergewöhnliche Leistung. In der Ausgabe ${year} hat die Jury drei davon mit einer Special Mention gewürdigt.</p>`,
        },
      },
      participant: {
        seo: {
          title: `Resultate ${year}`,
          description: `Rang in Value Reporting, Design und Gesamtwertung mit allen Punktzahlen, Ausgabe ${year}.`,
        },
        intro: {
          pageTitle: `Resultat ${year}`,
          leftIntro: `<p>Rang und Punktzahlen im Geschäftsberichte-Rating ${year}.</p>`,
        },
      },
    };
  }
  return {
    home: {
      seo: {
        title: `Swiss Annual Report Rating ${year}`,
        description: `The Swiss Annual Report Rating ${year}: ${count} Swiss annual reports, independently rated for value reporting and design – with the winners, the full ranking and every company’s results.`,
      },
      intro: {
        navTitle: `${year} edition`,
        pageTitle: `Switzerland’s best annual reports of ${year}`,
        subTitle: copy.theme,
        leftIntro: `<p>${copy.intro}</p>`,
        rightIntro: `<p>For the ${year} edition the jury read and rated <strong>${count} annual reports</strong>, from the largest listed groups to cantonal banks, insurers and mid-sized industrial companies.${newcomers} Every report received one verdict for value reporting and one for design; together they made its overall rank.</p><p>The rating is run by the Forum Unternehmensberichterstattung Schweiz, an independent association, together with its partners.</p>`,
        twoColIntro: true,
        links: preface,
      },
      teaser: teasers[locale],
    },
    winners: {
      seo: {
        title: `Winners ${year}`,
        description: `The winners of the ${year} Swiss Annual Report Rating: overall, value reporting, design and writing.`,
      },
      intro: {
        navTitle: `${year} awards`,
        pageTitle: 'Winners',
        leftIntro: `<p>Four categories, three awards each: the companies whose annual reports impressed the jury most in the ${year} edition.</p>`,
      },
    },
    ranking: {
      seo: {
        title: `Ranking ${year}`,
        description: `The full ${year} ranking: all ${count} companies rated, with their rank in value reporting, design and overall.`,
      },
      intro: {
        navTitle: `${year} results`,
        pageTitle: 'Ranking',
        leftIntro: `<p>All ${count} companies of the ${year} edition at a glance. Sort by value reporting, design or overall rank, or search for a company.</p>`,
      },
    },
    specialMention: {
      seo: {
        title: `Special mention ${year}`,
        description: `The ${year} special mentions: awards for outstanding writing, value reporting and design.`,
      },
      intro: {
        navTitle: `${year} awards`,
        pageTitle: 'Special mention',
        leftIntro: `<p>Some reports stand out for one exceptional achievement. In the ${year} edition the jury honoured three of them with a special mention.</p>`,
      },
    },
    participant: {
      seo: {
        title: `Results ${year}`,
        description: `Rank in value reporting, design and overall, with every score, ${year} edition.`,
      },
      intro: {
        pageTitle: `${year} result`,
        leftIntro: `<p>Rank and scores in the ${year} Swiss Annual Report Rating.</p>`,
      },
    },
  };
}

/** The names of an award category's winners, in order, joined as a sentence would ("A, B und C"). */
function winnerNames(locale: Locale, facts: EditionFacts, key: Awards['winnerCategories'][number]['key']): string {
  const refs = facts.awards.winnerCategories.find((c) => c.key === key)?.winners ?? [];
  const names = refs.map((ref) => facts.names.get(ref) ?? ref);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** The press room: a release from the edition's winners; its figures are arguments the build fills in. */
function pressPage(locale: Locale, year: number, facts: EditionFacts): EditionTexts['pages']['press'] {
  const names = (key: Awards['winnerCategories'][number]['key']) => winnerNames(locale, facts, key);
  const first = facts.awards.winnerCategories.find((c) => c.key === 'overall')?.winners[0];
  const winner = (first && facts.names.get(first)) ?? '';
  if (locale === 'de-CH')
    return {
      seo: {
        title: `Medien ${year}`,
        description: `Die Medienmitteilung zum Geschäftsberichte-Rating ${year}, Zahlen und Fakten aus der Rangliste, der Medienkontakt und die Unterlagen für Journalistinnen und Journalisten.`,
      },
      intro: { navTitle: `Ausgabe ${year}`, pageTitle: 'Medien' },
      release: {
        title: `${winner} gewinnt das Geschäftsberichte-Rating ${year}`,
        lead: `Die Jury hat für das Geschäftsberichte-Rating ${year} {reports} Geschäftsberichte bewertet. In der Gesamtwertung stehen ${names('overall')} an der Spitze.`,
        richText: `<p>Im Value Reporting wurden ${names('valueReporting')} ausgezeichnet, im Design ${names('design')}, für den Text ${names('text')}.</p><p>{certified} Unternehmen erreichten die Zertifikatsschwelle von {threshold} der 200 möglichen Punkte. Der Median der Gesamtpunktzahl liegt bei {medianTotal, number} Punkten.</p>`,
      },
    };
  return {
    seo: {
      title: `Press room ${year}`,
      description: `The media release on the ${year} Swiss Annual Report Rating, facts and figures from the ranking, the media contact and material for journalists.`,
    },
    intro: { navTitle: `${year} edition`, pageTitle: 'Press room' },
    release: {
      title: `${winner} wins the ${year} Swiss Annual Report Rating`,
      lead: `For the ${year} Swiss Annual Report Rating the jury rated {reports} annual reports. ${names('overall')} lead the overall ranking.`,
      richText: `<p>The value reporting awards go to ${names('valueReporting')}, the design awards to ${names('design')} and the writing awards to ${names('text')}.</p><p>{certified} companies reached the certificate threshold of {threshold} of the 200 available points. The median overall score is {medianTotal, number} points.</p>`,
    },
  };
}

export function editionTexts(locale: Locale, year: number, facts: EditionFacts): EditionTexts {
  return {
    awards: awardTexts(locale, year),
    laudatio: editionLaudatios(locale, year, facts.awards, facts.names),
    pages: { ...pages(locale, year, facts), press: pressPage(locale, year, facts) },
  };
}
