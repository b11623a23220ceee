/**
 * GET and PUT /options/{optionId}/place (issue 38): where an option's site stands, set by its
 * seller (or staff) so photo proofs of a seller's own listing are measured from it too.
 */
import { checkSitePlace, isPlacedCategory, type OptionPlaceAnswer } from 'shared-domain';
import { registerSignedIn } from '../../auth/auth.hook';
import { assertKeepsOption, optionFacts, type OptionFacts } from '../../bookings/availability/option-facts.repository';
import { FieldsError, InputError } from '../../errors';
import type { TypedFastify } from '../../http/type-provider';
import type { ProofDeps } from '../proofs.module';
import { setOptionPlace, storedOptionPlace, type StoredPlace } from './option-places.repository';
import { readOptionPlaceSchema, writeOptionPlaceSchema } from './option-place.schema';

/** What the 403 names: "Only the seller of this media option (or staff) may change its site location". */
const WHAT = 'site location';

function answerOf(facts: OptionFacts, place: StoredPlace | null): OptionPlaceAnswer {
  return { optionId: facts.optionId, category: facts.category, lat: place?.lat ?? null, lng: place?.lng ?? null, updatedAt: place?.updatedAt ?? null };
}

/** Registers GET and PUT /options/{optionId}/place (signed-in scope inside). */
export function registerOptionPlaceRoutes(app: TypedFastify, deps: Pick<ProofDeps, 'db' | 'now'>): void {
  const { db, now } = deps;
  registerSignedIn(app, (scope) => {
    scope.get('/options/:optionId/place', { schema: readOptionPlaceSchema }, async (request) => {
      const facts = await optionFacts(db, request.params.optionId);
      await assertKeepsOption(db, request.user, facts, WHAT);
      return answerOf(facts, await storedOptionPlace(db, facts.optionId));
    });

    scope.put('/options/:optionId/place', { schema: writeOptionPlaceSchema }, async (request) => {
      const facts = await optionFacts(db, request.params.optionId);
      await assertKeepsOption(db, request.user, facts, WHAT);
      if (!isPlacedCategory(facts.category)) throw new InputError('Only outdoor, airport and cinema options have a site location');
      const checked = checkSitePlace(request.body);
      if (!checked.ok) throw new FieldsError(checked.problems);
      return answerOf(facts, await setOptionPlace(db, facts.optionId, checked.place, request.user._id, now()));
    });
  });
}
