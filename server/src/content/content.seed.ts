import { checkContentPage, type ContentPage } from 'shared-domain';
import { CONTENT_SEED } from '../seed/content-seed';
import { sanitizePageOnServer } from './content-purifier';
import type { ContentRepository } from './content.repository';

/**
 * Writes the seeded pages whose address has no stored page yet (first start, or a page added
 * to the seed later); staff edits are never overwritten. Every seeded page passes the same
 * check and sanitiser as a staff save; a page that does not is a start-up error naming it.
 */
export async function seedContentPages(content: Pick<ContentRepository, 'seedMissing'>, pages: readonly ContentPage[] = CONTENT_SEED): Promise<string[]> {
  const checked = pages.map((page) => {
    const result = checkContentPage(page);
    if (!result.ok) throw new Error(`The seeded page ${page.url} is not valid: ${result.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
    return sanitizePageOnServer(result.page);
  });
  return content.seedMissing(checked);
}
