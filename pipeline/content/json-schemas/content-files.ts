import { z } from 'zod';
import { awardsSchema } from '../../../lib/content/awards-schema';
import { editionDatesSchema } from '../../../lib/content/edition-dates-schema';
import { editionTextsSchema } from '../../../lib/content/edition-texts-schema';
import { messagesSchema } from '../../../lib/content/message-schema';
import { participantSchema } from '../../../lib/content/participant-schema';
import { sectorsSchema } from '../../../lib/content/sectors';
import { siteSettingsSchema } from '../../../lib/content/site-schema';

/** Every kind of file editors change under content/, with its zod schema: the source of content/schemas/. */
export interface ContentFileKind {
  /** The schema's file name: content/schemas/{name}.schema.json. */
  name: string;
  /** The files it applies to, relative to the repository (globs: * within one folder). */
  files: readonly string[];
  /** What the file is, shown when the editor hovers the top of the file. */
  description: string;
  schema: z.ZodType;
}

export const contentFileKinds: readonly ContentFileKind[] = [
  {
    name: 'site',
    files: ['content/site.json'],
    description: 'content/site.json: which edition is current, and the site-wide switches.',
    schema: siteSettingsSchema,
  },
  {
    name: 'sectors',
    files: ['content/sectors.json'],
    description: 'content/sectors.json: the sectors a participant can be assigned to, shared by every edition.',
    schema: sectorsSchema,
  },
  {
    name: 'messages',
    files: ['content/i18n/*.json'],
    description:
      'content/i18n/<locale>.json: every text that stays from edition to edition, in one language. Both ' +
      'languages must have the same keys and the same number of list entries.',
    schema: messagesSchema,
  },
  {
    name: 'ranking',
    files: ['content/editions/*/ranking.json'],
    description:
      "content/editions/<year>/ranking.json: the edition's participant rows, in ranking order. Written by " +
      'npm run content:import together with participants/: import instead of editing by hand.',
    schema: z.array(participantSchema),
  },
  {
    name: 'participant',
    files: ['content/editions/*/participants/*.json'],
    description:
      "content/editions/<year>/participants/<ref>.json: the participant's row, the same as in ranking.json. " +
      'Written by npm run content:import together with ranking.json: import instead of editing by hand.',
    schema: participantSchema,
  },
  {
    name: 'awards',
    files: ['content/editions/*/awards.json'],
    description: "content/editions/<year>/awards.json: the edition's winners and special mentions, by participant ref.",
    schema: awardsSchema,
  },
  {
    name: 'dates',
    files: ['content/editions/*/dates.json'],
    description:
      "content/editions/<year>/dates.json: the edition's key dates, each once, in order: the pages, the calendar " +
      'file and the press room read them from here.',
    schema: editionDatesSchema,
  },
  {
    name: 'edition-texts',
    files: ['content/editions/*/i18n/*.json'],
    description:
      'content/editions/<year>/i18n/<locale>.json: the texts of one edition in one language (award texts, ' +
      'laudatios, the pages about the edition). Both languages must have the same keys.',
    schema: editionTextsSchema,
  },
];
