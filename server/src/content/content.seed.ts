import { checkContentPage, type ContentPage } from 'shared-domain';
import type { Db } from '../db/database';
import { CONTENT_SEED } from '../seed/content-seed';
import { sanitizePageOnServer } from './content-purifier';
import { createContentRepository } from './content.repository';

/**
 * Writes the seeded pages whose address has no stored page yet (first start, or a page added
 * to the seed later); staff edits are never overwritten. Every seeded page passes the same
 * check and sanitiser as a staff save; a page that does not is a start-up error naming it.
 */
export async function seedContentPages(db: Db, pages: readonly ContentPage[] = CONTENT_SEED, now: () => Date = () => new Date()): Promise<string[]> {
  const checked = pages.map((page) => {
    const result = checkContentPage(page);
    if (!result.ok) throw new Error(`The seeded page ${page.url} is not valid: ${result.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
    return sanitizePageOnServer(result.page);
  });
  return createContentRepository(db, now).seedMissing(checked);
}
