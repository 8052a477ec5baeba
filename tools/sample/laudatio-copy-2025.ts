/**
 * The jury's laudatios of the 2025 edition, for every winner and special mention, in both
 * languages (sample data: invented verdicts on real companies; no quotes from real people). Each
 * names the awards it was written for; laudatio.ts uses it only while the ranks still give them.
 */
import type { LaudatioCopies } from './laudatio';

export const laudatios2025: LaudatioCopies = {
  2025: {
    geberit: {
      awards: ['overall:1', 'design:1'],
      'de-CH': {
        title: 'Ein Bericht aus einem Guss',
        paragraphs: [
          'Geberit steht in der Ausgabe 2025 gleich zweimal zuoberst: in der Gesamtwertung und im Design. Der Bericht zeigt, wie eng beides zusammenhängt. Jedes Kapitel folgt demselben Aufbau – Ausgangslage, Massnahmen, Ergebnis –, und die Gestaltung macht diese Ordnung sichtbar, ohne sich in den Vordergrund zu drängen.',
          'Die Jury lobt besonders, wie der Bericht mit einem schwierigen Baujahr in Europa umgeht. Er erklärt die schwächere Nachfrage nüchtern, zeigt ihre Wirkung auf Absatz und Marge und stellt daneben, was das Unternehmen selbst in der Hand hat: Preise, Kosten und Innovation. Der Klimabericht, erstmals nach der neuen Verordnung erstellt, steht nicht im Anhang, sondern ist mit der Strategie verzahnt.',
          'Typografie, Raster und Informationsgrafiken sind von einer Präzision, die an die eigenen Produkte erinnert. Ein verdienter Doppelsieg.',
        ],
        captions: [
          'Ausgangslage, Massnahmen, Ergebnis: derselbe Aufbau in jedem Kapitel.',
          'Eine Bildstrecke aus Werken und Badezimmern, ruhig und ohne Pose.',
          'Der Klimabericht, mit der Strategie verzahnt statt angehängt.',
        ],
      },
      'en-GB': {
        title: 'A report all of a piece',
        paragraphs: [
          'Geberit comes top twice in the 2025 edition: overall and in design. The report shows how closely the two belong together. Every chapter follows the same structure – starting point, measures, result – and the design makes that order visible without pushing itself forward.',
          'The jury particularly praises the way the report handles a difficult year for construction in Europe. It explains the weaker demand soberly, shows its effect on volumes and margin, and sets beside it what the company controls itself: prices, costs and innovation. The climate report, prepared for the first time under the new ordinance, is not relegated to an appendix but woven into the strategy.',
          'Typography, grid and information graphics have a precision that recalls the company’s own products. A well-deserved double.',
        ],
        captions: [
          'Starting point, measures, result: the same structure in every chapter.',
          'A photo essay from plants and bathrooms, calm and unposed.',
          'The climate report, woven into the strategy rather than appended.',
        ],
      },
    },
    sika: {
      awards: ['overall:2'],
      'de-CH': {
        title: 'Wachstum, das sich erklären lässt',
        paragraphs: [
          'Sika ist in den letzten Jahren durch grosse Zukäufe gewachsen, und ein Geschäftsbericht könnte sich damit begnügen, die neue Grösse zu feiern. Dieser tut es nicht. Er zeigt, was die Integration von MBCC an Umsatz, Synergien und Kosten tatsächlich gebracht hat, und misst das Ergebnis an den Zielen, die sich das Unternehmen bei der Übernahme gesetzt hatte.',
          'Die Jury schätzt die klare Gliederung nach Regionen und Zielmärkten, Kennzahlentabellen, die durchgehend gleich aufgebaut sind, und einen Nachhaltigkeitsteil, der sich auf die wesentlichen Themen der Bauchemie konzentriert: Emissionen, Rohstoffe und die Lebensdauer von Bauwerken. Gestalterisch setzt der Bericht auf grosse Reportagebilder und eine zurückhaltende Typografie. Platz zwei in der Gesamtwertung, mit kleinem Abstand zur Spitze.',
        ],
        captions: [
          'Synergien aus der Integration, gemessen an den eigenen Zielen.',
          'Grosse Reportagebilder von Baustellen und aus Labors.',
          'Emissionen, Rohstoffe, Lebensdauer: die wesentlichen Themen der Bauchemie.',
        ],
      },
      'en-GB': {
        title: 'Growth that can be explained',
        paragraphs: [
          'Sika has grown through large acquisitions in recent years, and an annual report could content itself with celebrating the new size. This one does not. It shows what the integration of MBCC has actually delivered in sales, synergies and costs, and measures the result against the targets the company set itself at the time of the acquisition.',
          'The jury values the clear structure by region and target market, key-figure tables built the same way throughout, and a sustainability section that concentrates on the material issues of construction chemicals: emissions, raw materials and the service life of buildings. In design, the report relies on large reportage photographs and restrained typography. Second place overall, a short distance behind the top.',
        ],
        captions: [
          'Synergies from the integration, measured against the company’s own targets.',
          'Large reportage photographs from building sites and laboratories.',
          'Emissions, raw materials, service life: the material issues of construction chemicals.',
        ],
      },
    },
    'die-schweizerische-post-ag': {
      awards: ['overall:3', 'text:2'],
      'de-CH': {
        title: 'Ein Service public, offen erklärt',
        paragraphs: [
          'Die Schweizerische Post erreicht in der Ausgabe 2025 den dritten Gesamtrang und den zweiten Platz in der Kategorie Text. Der Bericht nimmt seine Leserinnen und Leser ernst: Er erklärt, warum die Grundversorgung mit sinkenden Briefmengen teurer wird, was das für das Filialnetz bedeutet und wie das Paket- und Logistikgeschäft die Lücke schliessen soll.',
          'Die Jury hebt eine Sprache hervor, die ohne Amtsdeutsch auskommt, und eine Leserführung mit kurzen Zusammenfassungen am Anfang jedes Kapitels. Die Konzernbereiche werden nach demselben Muster dargestellt, die Kennzahlen zum Grundversorgungsauftrag sind vollständig und leicht zu finden. Ein Bericht, der zeigt, wie ein Unternehmen im Besitz des Bundes Rechenschaft ablegt.',
        ],
        captions: [
          'Kurze Zusammenfassungen am Anfang jedes Kapitels.',
          'Zustellung, Logistik, Filialen: der Alltag der Konzernbereiche.',
          'Die Kennzahlen zur Grundversorgung, vollständig und leicht zu finden.',
        ],
      },
      'en-GB': {
        title: 'A public service, openly explained',
        paragraphs: [
          'Swiss Post takes third place overall and second place for text in the 2025 edition. The report takes its readers seriously: it explains why the universal service grows more expensive as letter volumes fall, what that means for the branch network and how the parcel and logistics business is meant to close the gap.',
          'The jury singles out language free of officialese and reader guidance with short summaries at the start of every chapter. The group units are presented to the same pattern, and the key figures on the universal service mandate are complete and easy to find. A report that shows how a company owned by the Confederation gives account of itself.',
        ],
        captions: [
          'Short summaries at the start of every chapter.',
          'Delivery, logistics, branches: the daily work of the group units.',
          'The universal service figures, complete and easy to find.',
        ],
      },
    },
    'ubs-group': {
      awards: ['valueReporting:1'],
      'de-CH': {
        title: 'Eine Integration, Schritt für Schritt belegt',
        paragraphs: [
          'Im zweiten Jahr nach der Übernahme der Credit Suisse musste UBS zeigen, dass die Integration vorankommt. Der Bericht tut das mit einer Konsequenz, die die Jury überzeugt hat: Kostenziele, Kundenvermögen, der Abbau nicht zum Kerngeschäft gehörender Positionen – jede Grösse wird mit dem Stand des Vorjahrs und mit dem Ziel verglichen.',
          'Besonders gelobt wird die Darstellung der zusammengeführten Rechtseinheiten und ihrer Folgen für Kapital und Risiko. Die Überleitungen von den ausgewiesenen zu den zugrunde liegenden Ergebnissen sind vollständig und begründet. Wer wissen will, wo die Bank steht, findet die Antwort auf den ersten Seiten – und das Detail weiter hinten. Platz eins im Value Reporting.',
        ],
        captions: [
          'Kostenziele und Stand der Integration, Jahr für Jahr vergleichbar.',
          'Die zusammengeführten Rechtseinheiten auf einer Übersicht.',
          'Vom ausgewiesenen zum zugrunde liegenden Ergebnis, jede Anpassung begründet.',
        ],
      },
      'en-GB': {
        title: 'An integration, documented step by step',
        paragraphs: [
          'In the second year after taking over Credit Suisse, UBS had to show that the integration was making progress. The report does so with a consistency that convinced the jury: cost targets, invested assets, the run-down of positions outside the core business – every figure is compared with the previous year and with the target.',
          'The jury particularly praises the account of the merged legal entities and their consequences for capital and risk. The reconciliations from reported to underlying results are complete and explained. Anyone who wants to know where the bank stands finds the answer on the first pages – and the detail further on. First place in value reporting.',
        ],
        captions: [
          'Cost targets and integration progress, comparable year by year.',
          'The merged legal entities in a single overview.',
          'From reported to underlying results, every adjustment explained.',
        ],
      },
    },
    sgs: {
      awards: ['valueReporting:2'],
      'de-CH': {
        title: 'Eine Strategie mit Messpunkten',
        paragraphs: [
          'SGS hat sich mit ihrer Strategie bis 2027 klare Ziele für Wachstum, Marge und Portfolio gesetzt. Der Geschäftsbericht macht daraus ein Messinstrument: Zu jedem Ziel zeigt er den Stand nach dem ersten vollen Umsetzungsjahr, den Beitrag von Zukäufen und Verkäufen und die Lücken, die noch zu schliessen sind.',
          'Die Jury lobt die Segmentberichterstattung nach Dienstleistungen, die Aufschlüsselung des organischen Wachstums und eine transparente Darstellung der Kapitalallokation. Die Nachhaltigkeitsangaben sind extern geprüft und stehen dort, wo sie inhaltlich hingehören. Ein Bericht, der an sich selbst den Massstab eines Prüfunternehmens anlegt – Platz zwei im Value Reporting.',
        ],
        captions: [
          'Jedes Strategieziel mit Stand und verbleibender Lücke.',
          'Das organische Wachstum, nach Dienstleistungen aufgeschlüsselt.',
          'Die Kapitalallokation auf einen Blick.',
        ],
      },
      'en-GB': {
        title: 'A strategy with checkpoints',
        paragraphs: [
          'With its strategy to 2027, SGS has set itself clear targets for growth, margin and portfolio. The annual report turns them into a measuring instrument: for each target it shows the position after the first full year of implementation, the contribution of acquisitions and disposals, and the gaps still to be closed.',
          'The jury praises the segment reporting by service line, the breakdown of organic growth and a transparent account of capital allocation. The sustainability information is externally assured and placed where it belongs in substance. A report that applies a testing company’s standard to itself – second place in value reporting.',
        ],
        captions: [
          'Every strategic target with its status and the remaining gap.',
          'Organic growth, broken down by service line.',
          'Capital allocation at a glance.',
        ],
      },
    },
    'berner-kantonalbank': {
      awards: ['valueReporting:3'],
      'de-CH': {
        title: 'Regional verankert, klar gerechnet',
        paragraphs: [
          'Die Berner Kantonalbank zeigt, dass hervorragendes Value Reporting keine Frage der Grösse ist. Der Bericht erklärt das Geschäftsmodell einer Regionalbank so, dass man es auch ohne Bankausbildung versteht: woher die Erträge kommen, was die sinkenden Leitzinsen für den Zinsertrag bedeuten und wie die Bank ihre Risiken im Hypothekargeschäft begrenzt.',
          'Die Jury würdigt Zielgrössen, die Jahr für Jahr gleich dargestellt werden, und eine offene Darstellung der Erwartungen des Kantons als Mehrheitsaktionär. Kennzahlen zu Kundengeldern, Ausleihungen und Kosten stehen jeweils neben einer kurzen Erläuterung. Der dritte Platz im Value Reporting ist die verdiente Folge.',
        ],
        captions: [
          'Woher die Erträge kommen: das Geschäftsmodell auf einer Doppelseite.',
          'Bilder aus Geschäftsstellen und Betrieben im Kanton Bern.',
          'Risiken im Hypothekargeschäft, nachvollziehbar begrenzt.',
        ],
      },
      'en-GB': {
        title: 'Rooted in its region, clear in its figures',
        paragraphs: [
          'Berner Kantonalbank shows that excellent value reporting is not a question of size. The report explains the business model of a regional bank in a way that needs no banking training: where the income comes from, what falling policy rates mean for net interest income and how the bank limits its risks in mortgage lending.',
          'The jury recognises targets that are presented the same way year after year, and an open account of what the canton expects as majority shareholder. Figures on customer deposits, loans and costs each stand beside a short explanation. Third place in value reporting is the deserved result.',
        ],
        captions: [
          'Where the income comes from: the business model on one spread.',
          'Pictures from branches and businesses in the canton of Bern.',
          'Mortgage risks, limited in a way readers can follow.',
        ],
      },
    },
    'migros-konzern': {
      awards: ['design:2'],
      'de-CH': {
        title: 'Ein Umbau, gut gestaltet',
        paragraphs: [
          'Für den Migros-Konzern war das Berichtsjahr eines der Neuordnung: Fachmärkte wurden verkauft, der Detailhandel neu aufgestellt. Die Gestaltung des Geschäftsberichts macht diese Veränderungen lesbar. Eine klare Farbführung trennt das Kerngeschäft von den Bereichen im Umbau, und Übersichtsgrafiken zeigen, was zum Konzern gehört und was nicht mehr.',
          'Die Jury lobt die Fotografie, die Mitarbeitende in Filialen, Betrieben und Genossenschaften zeigt, und eine sorgfältige Typografie, die auch lange Tabellen lesbar hält. Der Online-Bericht übernimmt das Gestaltungssystem und lässt sich auch mit der Tastatur gut bedienen. Platz zwei im Design.',
        ],
        captions: [
          'Was zum Konzern gehört: die Übersichtsgrafik nach der Neuordnung.',
          'Mitarbeitende in Filialen, Betrieben und Genossenschaften.',
          'Lange Tabellen, gut lesbar gesetzt.',
        ],
      },
      'en-GB': {
        title: 'A reorganisation, well designed',
        paragraphs: [
          'For the Migros Group the year under review was one of reorganisation: specialist stores were sold and the retail business restructured. The design of the annual report makes these changes legible. A clear colour system separates the core business from the units in transition, and overview graphics show what belongs to the group and what no longer does.',
          'The jury praises photography that shows employees in stores, plants and cooperatives, and careful typography that keeps even long tables readable. The online report carries over the design system and works well with a keyboard. Second place in design.',
        ],
        captions: [
          'What belongs to the group: the overview after the reorganisation.',
          'Employees in stores, plants and cooperatives.',
          'Long tables, set to be read.',
        ],
      },
    },
    'avolta-ag': {
      awards: ['design:3'],
      'de-CH': {
        title: 'Unterwegs mit System',
        paragraphs: [
          'Avolta legt den zweiten Geschäftsbericht nach dem Zusammenschluss von Reisedetailhandel und Gastronomie vor – und er wirkt, als hätte es nie zwei Unternehmen gegeben. Ein durchgängiges Gestaltungssystem mit wenigen, präzise eingesetzten Farben führt durch Regionen, Kanäle und Marken.',
          'Die Jury würdigt eine Bildsprache aus Flughäfen, Bahnhöfen und Raststätten, die den Reisealltag zeigt statt Hochglanzprodukte, und Informationsgrafiken, die den Umsatz pro Passagier als zentrale Grösse anschaulich machen. Platz drei im Design.',
        ],
        captions: [
          'Wenige Farben, präzise eingesetzt: das Gestaltungssystem.',
          'Reisealltag statt Hochglanz: Bilder aus Flughäfen und Bahnhöfen.',
          'Der Umsatz pro Passagier als zentrale Grösse.',
        ],
      },
      'en-GB': {
        title: 'Travelling with a system',
        paragraphs: [
          'Avolta presents its second annual report since travel retail and food and beverage were combined – and it reads as if there had never been two companies. A consistent design system with few, precisely used colours guides the reader through regions, channels and brands.',
          'The jury recognises imagery from airports, railway stations and motorway services that shows everyday travel rather than glossy products, and information graphics that make sales per passenger tangible as the key figure. Third place in design.',
        ],
        captions: [
          'Few colours, precisely used: the design system.',
          'Everyday travel instead of gloss: pictures from airports and stations.',
          'Sales per passenger as the key figure.',
        ],
      },
    },
    swisscom: {
      awards: ['text:1'],
      'de-CH': {
        title: 'Klare Worte für einen grossen Schritt',
        paragraphs: [
          'Mit der Übernahme von Vodafone Italia hat Swisscom ihr Geschäft in Italien stark vergrössert. Der Geschäftsbericht erklärt diesen Schritt in einer Sprache, die man ohne Fachwissen versteht: warum das Unternehmen ihn geht, was er kostet und welche Risiken er mit sich bringt.',
          'Die Jury vergibt Swisscom dafür den ersten Platz in der Kategorie Text. Überzeugt haben kurze, aktive Sätze, Zwischentitel, die den Inhalt auf den Punkt bringen, und ein Lagebericht, der Fachbegriffe erklärt, statt sie vorauszusetzen. Auch unbequeme Themen wie der Preisdruck im Schweizer Markt werden direkt angesprochen.',
        ],
        captions: [
          'Die Übernahme in Italien, in einfacher Sprache erklärt.',
          'Zwischentitel, die den Inhalt auf den Punkt bringen.',
          'Fachbegriffe erklärt statt vorausgesetzt.',
        ],
      },
      'en-GB': {
        title: 'Plain words for a big step',
        paragraphs: [
          'With the acquisition of Vodafone Italia, Swisscom has greatly enlarged its business in Italy. The annual report explains this step in language that needs no specialist knowledge: why the company is taking it, what it costs and what risks it brings.',
          'For this the jury awards Swisscom first place for text. It was convinced by short, active sentences, headings that get to the point and a management report that explains technical terms instead of taking them for granted. Uncomfortable subjects such as price pressure in the Swiss market are addressed directly.',
        ],
        captions: [
          'The acquisition in Italy, explained in plain language.',
          'Headings that get to the point.',
          'Technical terms explained, not taken for granted.',
        ],
      },
    },
    'raiffeisen-schweiz-genossenschaft': {
      awards: ['text:3'],
      'de-CH': {
        title: 'Genossenschaftlich erzählt',
        paragraphs: [
          'Raiffeisen ist eine Gruppe aus vielen eigenständigen Banken, und gerade das macht einen Geschäftsbericht anspruchsvoll. Der Bericht löst die Aufgabe mit klarer Sprache und mit Beispielen aus einzelnen Raiffeisenbanken, die zeigen, was genossenschaftliche Verankerung im Alltag bedeutet.',
          'Die Jury lobt die ruhige, präzise Tonalität, kurze Einleitungen zu jedem Kapitel und ein Glossar, das Begriffe aus dem Bankwesen und dem Genossenschaftsrecht verständlich macht. Platz drei in der Kategorie Text für einen Bericht, der nahbar bleibt, ohne ungenau zu werden.',
        ],
        captions: [
          'Beispiele aus einzelnen Raiffeisenbanken.',
          'Kurze Einleitungen zu jedem Kapitel.',
          'Ein Glossar für Bank- und Genossenschaftsbegriffe.',
        ],
      },
      'en-GB': {
        title: 'A cooperative story, well told',
        paragraphs: [
          'Raiffeisen is a group of many independent banks, and that is exactly what makes its annual report demanding. The report meets the challenge with clear language and examples from individual Raiffeisen banks that show what cooperative roots mean in everyday business.',
          'The jury praises the calm, precise tone, short introductions to every chapter and a glossary that makes terms from banking and cooperative law easy to understand. Third place for text, for a report that stays approachable without becoming imprecise.',
        ],
        captions: [
          'Examples from individual Raiffeisen banks.',
          'Short introductions to every chapter.',
          'A glossary of banking and cooperative terms.',
        ],
      },
    },
    'flughafen-zurich-ag': {
      awards: ['mention:text'],
      'de-CH': {
        title: 'Ein Flughafen, gut erzählt',
        paragraphs: [
          'Die Flughafen Zürich AG ist zugleich Betreiberin einer Landesinfrastruktur, Immobilienbesitzerin und Dienstleisterin – in Zürich und mit Beteiligungen an Flughäfen in Südamerika und Indien. Dass man im Geschäftsbericht trotzdem nie den Überblick verliert, liegt an der Sprache.',
          'Die Jury verleiht die Special Mention Text für einen Bericht, der mit kurzen Porträts von Mitarbeitenden, präzisen Erklärungen zu Gebühren und Regulierung und einem gut lesbaren Lagebericht überzeugt. Auch die Angaben zu Fluglärm und Emissionen sind sachlich und verständlich formuliert.',
        ],
        captions: [
          'Infrastruktur, Immobilien, Dienstleistungen: drei Geschäfte, ein roter Faden.',
          'Kurze Porträts von Mitarbeitenden am Flughafen.',
          'Gebühren und Regulierung, präzise erklärt.',
        ],
      },
      'en-GB': {
        title: 'An airport, well told',
        paragraphs: [
          'Flughafen Zürich AG is at once the operator of national infrastructure, a property owner and a service provider – in Zurich and through stakes in airports in South America and India. That readers of its annual report never lose track is down to the writing.',
          'The jury awards the special mention for writing to a report that convinces with short portraits of employees, precise explanations of charges and regulation, and a highly readable management report. The information on aircraft noise and emissions, too, is worded factually and clearly.',
        ],
        captions: [
          'Infrastructure, real estate, services: three businesses, one common thread.',
          'Short portraits of people who work at the airport.',
          'Charges and regulation, precisely explained.',
        ],
      },
    },
    'aryzta-ag': {
      awards: ['mention:value'],
      'de-CH': {
        title: 'Eine Wende, offen bilanziert',
        paragraphs: [
          'Aryzta hat schwierige Jahre hinter sich, und der Geschäftsbericht macht daraus kein Geheimnis. Er zeigt, wie sich Marge, Verschuldung und Cashflow seit Beginn der Neuausrichtung entwickelt haben, und misst die Fortschritte an den Zielen, die das Unternehmen öffentlich gesetzt hat.',
          'Die Jury verleiht Aryzta dafür die Special Mention Value Reporting. Überzeugt haben die klare Überleitung der Kennzahlen, eine offene Darstellung der Finanzierung und ein Ausblick, der seine Annahmen nennt, statt nur Ziele zu wiederholen. Gestalterisch bleibt der Bericht schlicht; im Value Reporting gehört er zu den besten des Jahrgangs.',
        ],
        captions: [
          'Marge, Verschuldung, Cashflow: die Entwicklung seit der Neuausrichtung.',
          'Backstuben und Logistik: das Geschäft in Bildern.',
          'Ein Ausblick, der seine Annahmen nennt.',
        ],
      },
      'en-GB': {
        title: 'A turnaround, openly accounted for',
        paragraphs: [
          'Aryzta has difficult years behind it, and its annual report makes no secret of them. It shows how margin, debt and cash flow have developed since the turnaround began, and measures progress against the targets the company has set publicly.',
          'For this the jury gives Aryzta the special mention for value reporting. It was convinced by the clear reconciliation of the key figures, an open account of the financing and an outlook that states its assumptions instead of merely repeating targets. The design remains plain; in value reporting the report is among the best of the year.',
        ],
        captions: [
          'Margin, debt, cash flow: the development since the turnaround began.',
          'Bakeries and logistics: the business in pictures.',
          'An outlook that states its assumptions.',
        ],
      },
    },
    'komax-holding-ag': {
      awards: ['mention:design'],
      'de-CH': {
        title: 'Präzision in Bildern',
        paragraphs: [
          'Komax baut Maschinen, die Kabel schneiden, abisolieren und mit Kontakten versehen – eine Welt aus Millimetern. Der Geschäftsbericht übersetzt diese Präzision in Gestaltung: Makroaufnahmen, technische Zeichnungen und ein strenges Raster machen sichtbar, was sonst im Inneren von Fahrzeugen und Geräten verborgen bleibt.',
          'Die Jury verleiht Komax die Special Mention Design. In einem Jahr mit schwacher Nachfrage aus der Automobilindustrie hätte ein nüchterner Bericht genügt; dieser zeigt mit einer eigenständigen Bildsprache und klaren Informationsgrafiken, dass auch ein Industriebericht Freude machen kann.',
        ],
        captions: [
          'Makroaufnahmen aus der Kabelverarbeitung.',
          'Technische Zeichnungen als gestalterisches Element.',
          'Klare Informationsgrafiken zu Märkten und Regionen.',
        ],
      },
      'en-GB': {
        title: 'Precision in pictures',
        paragraphs: [
          'Komax builds machines that cut, strip and crimp cables – a world measured in millimetres. The annual report translates this precision into design: macro photographs, technical drawings and a strict grid make visible what otherwise stays hidden inside vehicles and appliances.',
          'The jury gives Komax the special mention for design. In a year of weak demand from the automotive industry a sober report would have sufficed; this one shows, with distinctive imagery and clear information graphics, that an industrial report can be a pleasure too.',
        ],
        captions: [
          'Macro photographs from cable processing.',
          'Technical drawings as a design element.',
          'Clear information graphics on markets and regions.',
        ],
      },
    },
  },
};
