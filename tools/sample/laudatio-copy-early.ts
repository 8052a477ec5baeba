/**
 * The jury's laudatios of the 2022 to 2024 editions: the overall winners only, in both languages
 * (sample data: invented verdicts on real companies; no quotes from real people). Each names the
 * awards it was written for (an overall winner may also have won another category that year).
 */
import type { LaudatioCopies } from './laudatio';

export const earlyLaudatios: LaudatioCopies = {
  2022: {
    swisscom: {
      awards: ['overall:1', 'text:2'],
      'de-CH': {
        title: 'Das Netz als Rückgrat',
        paragraphs: [
          'Nach einem weiteren Jahr mit Homeoffice und Fernunterricht zeigt der Geschäftsbericht von Swisscom, was es heisst, die Infrastruktur für ein Land bereitzustellen, das zu einem guten Teil online arbeitet und lernt. Der Bericht verbindet den Ausbau von Glasfaser und Mobilfunk mit seiner Wirkung auf Kundschaft, Umsatz und Investitionen.',
          'Die Jury zeichnet Swisscom mit dem Gesamtsieg 2022 und dem zweiten Platz in der Kategorie Text aus. Sie lobt die verständliche Sprache, die über mehrere Jahre gleich dargestellten Kennzahlen und eine Gestaltung, die Menschen statt Technik zeigt.',
        ],
        captions: [
          'Glasfaser und Mobilfunk: der Ausbau und seine Wirkung.',
          'Menschen statt Technik: die Bildstrecke.',
          'Kennzahlen über mehrere Jahre, gleich dargestellt.',
        ],
      },
      'en-GB': {
        title: 'The network as backbone',
        paragraphs: [
          'After another year of working and learning from home, Swisscom’s annual report shows what it means to provide the infrastructure for a country that does much of its work and learning online. The report links the expansion of fibre and mobile networks to its effect on customers, revenue and investment.',
          'The jury honours Swisscom with the 2022 overall win and second place for text. It praises the accessible language, key figures presented the same way over several years and a design that shows people rather than technology.',
        ],
        captions: [
          'Fibre and mobile: the roll-out and what it achieves.',
          'People, not technology: the photo essay.',
          'Key figures over several years, presented the same way.',
        ],
      },
    },
    geberit: {
      awards: ['overall:2'],
      'de-CH': {
        title: 'Nachfrage, Kosten und Klarheit',
        paragraphs: [
          'Das Berichtsjahr brachte Geberit eine hohe Nachfrage – und zugleich stark steigende Kosten für Rohmaterial und Energie. Der Geschäftsbericht erklärt beides nüchtern und zeigt, wie Preiserhöhungen und Effizienzmassnahmen die Marge gestützt haben.',
          'Überzeugt hat die Jury auch die Gestaltung: viel Weissraum, eine präzise Typografie und Informationsgrafiken, die Wasserverbrauch und Energieeinsatz so klar darstellen wie Umsatz und Ertrag. Platz zwei in der Gesamtwertung.',
        ],
        captions: [
          'Hohe Nachfrage, steigende Kosten: beides nüchtern erklärt.',
          'Viel Weissraum und eine präzise Typografie.',
          'Wasser und Energie, so klar dargestellt wie Umsatz und Ertrag.',
        ],
      },
      'en-GB': {
        title: 'Demand, costs and clarity',
        paragraphs: [
          'The year under review brought Geberit strong demand – and at the same time sharply rising costs for raw materials and energy. The annual report explains both soberly and shows how price increases and efficiency measures supported the margin.',
          'The jury was also convinced by the design: generous white space, precise typography and information graphics that present water consumption and energy use as clearly as sales and earnings. Second place overall.',
        ],
        captions: [
          'Strong demand, rising costs: both explained soberly.',
          'Generous white space and precise typography.',
          'Water and energy, presented as clearly as sales and earnings.',
        ],
      },
    },
    'die-schweizerische-post-ag': {
      awards: ['overall:3', 'text:1'],
      'de-CH': {
        title: 'Rekordmengen, verständlich erklärt',
        paragraphs: [
          'Pakete in Rekordzahl, weniger Briefe, eine neue Strategie: Die Schweizerische Post hatte im Berichtsjahr viel zu erzählen. Der Geschäftsbericht tut das in einer Sprache, die auch Leserinnen und Leser ohne Fachkenntnisse mitnimmt, und mit Beispielen aus dem Alltag der Mitarbeitenden.',
          'Die Jury vergibt der Post den dritten Gesamtrang und den ersten Platz in der Kategorie Text. Gelobt werden die Zusammenfassungen am Anfang jedes Kapitels, die offene Darstellung der Kosten der Grundversorgung und Kennzahlen, die man schnell findet.',
        ],
        captions: [
          'Mehr Pakete, weniger Briefe: die Mengen im Vergleich.',
          'Der Alltag der Mitarbeitenden in Zustellung und Logistik.',
          'Zusammenfassungen am Anfang jedes Kapitels.',
        ],
      },
      'en-GB': {
        title: 'Record volumes, clearly explained',
        paragraphs: [
          'Record parcel numbers, fewer letters, a new strategy: Swiss Post had a great deal to tell in the year under review. Its annual report does so in language that carries along readers without specialist knowledge, and with examples from employees’ daily work.',
          'The jury gives Swiss Post third place overall and first place for text. It praises the summaries at the start of every chapter, the open account of what the universal service costs and key figures that are quick to find.',
        ],
        captions: [
          'More parcels, fewer letters: the volumes compared.',
          'Employees’ daily work in delivery and logistics.',
          'Summaries at the start of every chapter.',
        ],
      },
    },
  },
  2023: {
    swisscom: {
      awards: ['overall:1', 'text:1'],
      'de-CH': {
        title: 'Erklären statt verkünden',
        paragraphs: [
          'Swisscom gewinnt die Gesamtwertung 2023 und zugleich die Kategorie Text. Der Bericht über ein Jahr mit steigenden Energiepreisen und anziehender Teuerung erklärt, was diese Entwicklungen für ein Unternehmen mit grossem Netz und hohem Strombedarf bedeuten – und was es dagegen unternimmt.',
          'Die Jury lobt die klare Gliederung nach Kundensegmenten, die ehrliche Darstellung des Wettbewerbs im Heimmarkt und das Geschäft in Italien, das mit denselben Kennzahlen beschrieben wird wie das Schweizer Geschäft. Die Sprache ist kurz, aktiv und frei von Fachjargon; Gestaltung und Bildsprache stellen die Menschen in den Mittelpunkt.',
          'Ein Gesamtsieg, bei dem Inhalt, Sprache und Form gleichermassen überzeugen.',
        ],
        captions: [
          'Energiepreise und Teuerung: was sie für das Netz bedeuten.',
          'Kundinnen und Kunden im Mittelpunkt der Bildstrecke.',
          'Kurze, aktive Sätze ohne Fachjargon.',
        ],
      },
      'en-GB': {
        title: 'Explaining, not proclaiming',
        paragraphs: [
          'Swisscom wins the 2023 overall rating and the text category as well. Its report on a year of rising energy prices and inflation explains what these developments mean for a company with a large network and high electricity consumption – and what it is doing about them.',
          'The jury praises the clear structure by customer segment, the honest account of competition in the home market and the Italian business, described with the same key figures as the Swiss one. The writing is brief, active and free of jargon; design and imagery put people at the centre.',
          'An overall win in which content, language and form are equally convincing.',
        ],
        captions: [
          'Energy prices and inflation: what they mean for the network.',
          'Customers at the centre of the photo essay.',
          'Short, active sentences without jargon.',
        ],
      },
    },
    sika: {
      awards: ['overall:2'],
      'de-CH': {
        title: 'Teuerung, offen beziffert',
        paragraphs: [
          'Steigende Rohstoff- und Energiepreise haben die Bauchemie im Berichtsjahr stark gefordert. Sika zeigt im Geschäftsbericht, wie sich die Teuerung auf Kosten und Preise ausgewirkt hat, und beziffert, wie viel davon an die Kundschaft weitergegeben werden konnte.',
          'Die Jury würdigt ausserdem die sorgfältige Darstellung der geplanten Übernahme von MBCC: Begründung, Finanzierung und die Auflagen der Wettbewerbsbehörden werden nachvollziehbar erklärt. Die Gestaltung ist klar und zurückhaltend; Informationsgrafiken zu Regionen und Zielmärkten machen das breite Geschäft überschaubar. Platz zwei in der Gesamtwertung.',
        ],
        captions: [
          'Kosten und Preise: die Teuerung, offen beziffert.',
          'Die geplante Übernahme: Begründung, Finanzierung, Auflagen.',
          'Regionen und Zielmärkte in klaren Informationsgrafiken.',
        ],
      },
      'en-GB': {
        title: 'Inflation, openly quantified',
        paragraphs: [
          'Rising raw material and energy prices put construction chemicals under heavy strain in the year under review. In its annual report Sika shows how inflation affected costs and prices, and quantifies how much of it could be passed on to customers.',
          'The jury also recognises the careful account of the planned acquisition of MBCC: the rationale, the financing and the conditions set by the competition authorities are explained in a way readers can follow. The design is clear and restrained; information graphics on regions and target markets make the broad business easy to survey. Second place overall.',
        ],
        captions: [
          'Costs and prices: inflation, openly quantified.',
          'The planned acquisition: rationale, financing, conditions.',
          'Regions and target markets in clear information graphics.',
        ],
      },
    },
    'swiss-prime-site': {
      awards: ['overall:3'],
      'de-CH': {
        title: 'Immobilien in der Zinswende',
        paragraphs: [
          'Nach Jahren tiefer Zinsen hat die Zinswende das Immobiliengeschäft verändert. Swiss Prime Site erklärt im Geschäftsbericht, wie steigende Diskontsätze auf die Bewertung des Portfolios wirken, und zeigt, warum Vermietungsstand und Mieterträge dennoch stabil geblieben sind.',
          'Die Jury lobt die Erläuterungen an konkreten Liegenschaften, klar beschriftete Tabellen und eine Sprache, die Fachbegriffe nicht voraussetzt. Gestaltung und Fotografie zeigen Areale und Gebäude im Alltag. Platz drei in der Gesamtwertung für einen Bericht, der in einem unruhigen Umfeld Orientierung gibt.',
        ],
        captions: [
          'Diskontsätze und Bewertungen, an Liegenschaften erklärt.',
          'Areale und Gebäude im Alltag.',
          'Klar beschriftete Tabellen zum Portfolio.',
        ],
      },
      'en-GB': {
        title: 'Real estate at the turn in rates',
        paragraphs: [
          'After years of low interest rates, the turn in rates has changed the property business. In its annual report Swiss Prime Site explains how rising discount rates affect the valuation of the portfolio, and shows why occupancy and rental income have nevertheless remained stable.',
          'The jury praises explanations based on actual properties, clearly labelled tables and language that does not take technical terms for granted. Design and photography show sites and buildings in everyday use. Third place overall for a report that offers orientation in unsettled times.',
        ],
        captions: [
          'Discount rates and valuations, explained through properties.',
          'Sites and buildings in everyday use.',
          'Clearly labelled portfolio tables.',
        ],
      },
    },
  },
  2024: {
    sika: {
      awards: ['overall:1'],
      'de-CH': {
        title: 'Grösser geworden, klar geblieben',
        paragraphs: [
          'Im Jahr der Übernahme von MBCC hätte der Geschäftsbericht von Sika leicht unübersichtlich werden können. Das Gegenteil ist der Fall. Der Bericht erklärt, wie das übernommene Geschäft in die bestehenden Regionen eingegliedert wird, welche Synergien das Unternehmen erwartet und wie die Kennzahlen mit und ohne Zukauf aussehen.',
          'Die Jury lobt die konsequente Verbindung von Strategie und Zahlen und einen Nachhaltigkeitsteil, der die neuen gesetzlichen Anforderungen an die Berichterstattung über nichtfinanzielle Belange erfüllt, ohne zum Pflichtprogramm zu werden. Grossformatige Bilder von Baustellen und eine ruhige Typografie geben dem Bericht seinen Charakter.',
          'Sika steht damit zum ersten Mal an der Spitze der Gesamtwertung.',
        ],
        captions: [
          'Mit und ohne Zukauf: die Kennzahlen im Vergleich.',
          'Grossformatige Bilder von Baustellen.',
          'Nichtfinanzielle Belange, in die Strategie eingebettet.',
        ],
      },
      'en-GB': {
        title: 'Bigger, and still clear',
        paragraphs: [
          'In the year it acquired MBCC, Sika’s annual report could easily have become hard to follow. The opposite is the case. The report explains how the acquired business is being integrated into the existing regions, which synergies the company expects and what the key figures look like with and without the acquisition.',
          'The jury praises the consistent link between strategy and figures, and a sustainability section that meets the new legal requirements for reporting on non-financial matters without turning into a compliance exercise. Large-format photographs of building sites and calm typography give the report its character.',
          'With it, Sika comes first overall for the first time.',
        ],
        captions: [
          'With and without the acquisition: the key figures compared.',
          'Large-format photographs of building sites.',
          'Non-financial matters, embedded in the strategy.',
        ],
      },
    },
    swisscom: {
      awards: ['overall:2', 'text:3'],
      'de-CH': {
        title: 'Verlässlich vorne',
        paragraphs: [
          'Swisscom gehört seit Jahren zu den besten Berichterstattern des Landes, und die Ausgabe 2024 zeigt erneut, warum. Der Bericht stellt das Geschäft in der Schweiz und in Italien nach demselben Muster dar, setzt die Investitionen ins Netz in Bezug zu ihrer Wirkung auf Kundschaft und Ertrag und benennt den Preisdruck im Heimmarkt ohne Umschweife.',
          'Die Jury lobt wie im Vorjahr eine Sprache, die technische Sachverhalte verständlich macht – das trägt Swisscom auch den dritten Platz in der Kategorie Text ein –, und eine Gestaltung, die auf Menschen statt auf Technik setzt. Nach dem Gesamtsieg im Vorjahr reicht es diesmal für Platz zwei, mit kleinem Abstand.',
        ],
        captions: [
          'Schweiz und Italien, nach demselben Muster dargestellt.',
          'Menschen statt Technik: die Bildstrecke.',
          'Investitionen ins Netz und was sie bewirken.',
        ],
      },
      'en-GB': {
        title: 'Reliably at the front',
        paragraphs: [
          'Swisscom has been among the country’s best reporters for years, and the 2024 edition shows once again why. The report presents the business in Switzerland and in Italy to the same pattern, relates investment in the network to its effect on customers and earnings, and names the price pressure in the home market without beating about the bush.',
          'As in the previous year, the jury praises language that makes technical matters understandable – which also earns Swisscom third place for text – and a design that puts people before technology. After winning overall the year before, this time it takes second place, by a narrow margin.',
        ],
        captions: [
          'Switzerland and Italy, presented to the same pattern.',
          'People, not technology: the photo essay.',
          'Investment in the network and what it achieves.',
        ],
      },
    },
    geberit: {
      awards: ['overall:3', 'design:3'],
      'de-CH': {
        title: 'Ruhig durch ein schwächeres Jahr',
        paragraphs: [
          'Für Geberit war das Berichtsjahr von einer deutlich schwächeren Baukonjunktur in Europa geprägt. Der Geschäftsbericht beschreibt die Folgen für Absatz und Umsatz ohne Beschönigung und zeigt, wie das Unternehmen mit Preisdisziplin und Kostensenkungen seine Marge verteidigt hat.',
          'Die Jury hebt die präzise Gestaltung hervor – ein strenges Raster, viel Weissraum, Tabellen, die man gerne liest – und die Verbindung von Wasser- und Energiekennzahlen mit der finanziellen Berichterstattung. Dafür gibt es Platz drei in der Gesamtwertung und ebenfalls Platz drei im Design.',
        ],
        captions: [
          'Absatz und Umsatz in einem schwächeren Baujahr, ohne Beschönigung.',
          'Viel Weissraum und ein strenges Raster.',
          'Wasser- und Energiekennzahlen neben den Finanzzahlen.',
        ],
      },
      'en-GB': {
        title: 'Calm through a weaker year',
        paragraphs: [
          'For Geberit the year under review was marked by a clearly weaker construction market in Europe. The annual report describes the consequences for volumes and sales without glossing over them and shows how the company defended its margin through pricing discipline and cost reductions.',
          'The jury highlights the precise design – a strict grid, generous white space, tables that are a pleasure to read – and the way water and energy figures are linked with the financial reporting. The result is third place overall and third place in design as well.',
        ],
        captions: [
          'Volumes and sales in a weaker construction year, without gloss.',
          'Generous white space and a strict grid.',
          'Water and energy figures beside the financial ones.',
        ],
      },
    },
  },
};
