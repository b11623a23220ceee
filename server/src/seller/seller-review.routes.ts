/**
 * Staff review of seller profiles (service A, staff only: 403 for anyone else, before the
 * body is read): the queue, one profile, approve (live in the catalog and the search index at
 * once, every instance told) and send back with a comment.
 */
import { checkText, type ReviewComment } from 'shared-domain';
import { registerRole, staffRole, type StaffUser } from '../auth/roles';
import type { CatalogChanges } from '../catalog/catalog-changes';
import { ConflictError, FieldsError, NotFoundError } from '../errors';
import type { RoleFastify, SignedInFastify } from '../http/type-provider';
import { commentsOf, profileOf, type ProfileRow } from './seller-profile-rows.repository';
import type { SellerProfileRepository } from './seller-profile.repository';
import { approveSchema, COMMENT_MAX, reviewProfileSchema, reviewQueueSchema, sendBackSchema } from './seller.schema';

export type ReviewRouteDeps = {
  now: () => Date;
  profiles: SellerProfileRepository;
  changes: CatalogChanges;
};

const REVIEWERS = staffRole('Only staff review seller profiles');
const NOT_SUBMITTED = 'This profile is not waiting for review (it was changed, approved or sent back meanwhile)';

/** How a staff member signs a comment. */
const signatureOf = (user: StaffUser): string => user.name.trim() || 'Staff';

export function registerReviewRoutes(parent: SignedInFastify, deps: ReviewRouteDeps): void {
  registerRole(parent, REVIEWERS, (app) => reviewRoutes(app, deps));
}

function reviewRoutes(app: RoleFastify<StaffUser>, deps: ReviewRouteDeps): void {
  const { now, profiles, changes } = deps;
  const submitted = async (id: string): Promise<ProfileRow> => {
    const row = await profiles.findRow(id);
    if (!row) throw new NotFoundError('There is no seller profile with this id');
    if (row.status !== 'submitted') throw new ConflictError(NOT_SUBMITTED);
    return row;
  };

  app.get('/seller/review', { schema: reviewQueueSchema }, async () => ({ queue: await profiles.queue() }));

  app.get('/seller/review/:id', { schema: reviewProfileSchema }, async (request) => {
    const row = await profiles.findRow(request.params.id);
    if (!row) throw new NotFoundError('There is no seller profile with this id');
    return { profile: { ...profileOf(row), sellerName: await profiles.sellerName(row.seller_id) } };
  });

  app.post('/seller/review/:id/approve', { schema: approveSchema }, async (request) => {
    const row = await submitted(request.params.id);
    const comment: ReviewComment = { at: now().toISOString(), by: signatureOf(request.user), comment: '', decision: 'approved' };
    const approved = await profiles.approve(row, comment);
    if (!approved) throw new ConflictError(NOT_SUBMITTED);
    try {
      await changes.publish(approved.listing);
    } catch (err) {
      // The profile is live; an instance that missed the news serves its cached copy until the cache time runs out.
      request.log.error({ err, mediaId: approved.listing.mediaId }, 'the catalog change of an approved profile could not be published');
    }
    return { profile: profileOf(approved.row) };
  });

  app.post('/seller/review/:id/send-back', { schema: sendBackSchema }, async (request) => {
    const text = checkText('Comment', request.body.comment, { max: COMMENT_MAX, required: true, multiline: true, emptyMessage: 'Say what the seller should change' });
    if (!text.ok) throw new FieldsError({ comment: text.message });
    const row = await submitted(request.params.id);
    const comment: ReviewComment = { at: now().toISOString(), by: signatureOf(request.user), comment: text.value, decision: 'sent_back' };
    const saved = await profiles.update(row, { status: 'changes_requested', comments_json: JSON.stringify([...commentsOf(row), comment]) }, ['submitted']);
    if (!saved) throw new ConflictError(NOT_SUBMITTED);
    return { profile: profileOf(saved) };
  });
}
