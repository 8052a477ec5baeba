/**
 * Validates everything under the content folder (content/ or CONTENT_DIR) without building.
 * Exit 0 when clean, 1 with the problems listed.
 */
import './env';
import { ContentError } from '../lib/content/errors';
import { contentDir, loadContent } from '../lib/content/load';

try {
  const content = loadContent();
  console.log(
    `Content OK (${contentDir()}): ${content.participants.length} participants, ${Object.keys(content.messages).length} locales.`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
