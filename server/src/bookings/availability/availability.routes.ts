/**
 * GET /availability (public), PUT /availability/{optionId} and PUT /availability/{optionId}/settings
 * (the option's seller, or staff).
 */
import { holdHoursProblem, MAX_AVAILABILITY_OPTIONS, rangeProblems, type AvailabilityEdit, type OptionAvailability } from 'shared-domain';
import { registerSignedIn } from '../../auth/auth.hook';
import type { Db } from '../../db/database';
import { FieldsError } from '../../errors';
import type { TypedFastify } from '../../http/type-provider';
import { readAvailability, writeAvailability, writeHoldHours } from './availability.repository';
import { holdSettingsSchema, readAvailabilitySchema, writeAvailabilitySchema } from './availability.schema';
import { assertKeepsAvailability, optionFacts } from './option-facts';

export type AvailabilityDeps = { db: Db; now: () => Date };

/** The distinct option ids of `options=a,b,c`, checked. */
function optionIdsOf(list: string): string[] {
  const ids = [...new Set(list.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!ids.length) throw new FieldsError({ options: 'Name at least one option id' });
  if (ids.length > MAX_AVAILABILITY_OPTIONS) throw new FieldsError({ options: `Name at most ${MAX_AVAILABILITY_OPTIONS} options` });
  return ids;
}

/** Registers the availability routes on service B. */
export function registerAvailabilityRoutes(app: TypedFastify, deps: AvailabilityDeps): void {
  const { db, now } = deps;

  app.get('/availability', { schema: readAvailabilitySchema }, async (request, reply) => {
    const { from, to } = request.query;
    const problems = rangeProblems(from, to);
    if (Object.keys(problems).length) throw new FieldsError(problems);
    const ids = optionIdsOf(request.query.options);
    const known = await db.selectFrom('media_options').select('id').where('id', 'in', ids).execute();
    const knownIds = new Set(known.map((r) => r.id));
    const unknown = ids.find((id) => !knownIds.has(id));
    if (unknown !== undefined) throw new FieldsError({ options: `There is no media option ${unknown}` });
    // Another buyer's hold shows at once: every read goes to the database, nothing is cached.
    void reply.header('cache-control', 'no-store');
    return { availability: await readAvailability(db, ids, from, to, now()) };
  });

  registerSignedIn(app, (signedIn) => {
    signedIn.put('/availability/:optionId', { schema: writeAvailabilitySchema }, async (request): Promise<OptionAvailability> => {
      const at = now();
      const edit: AvailabilityEdit = { from: request.body.from, to: request.body.to, units: request.body.units, weekdays: request.body.weekdays };
      await db.transaction().execute(async (tx) => {
        const facts = await optionFacts(tx, request.params.optionId);
        await assertKeepsAvailability(tx, request.user, facts);
        await writeAvailability(tx, facts.optionId, edit, request.user._id, at);
      });
      const [read] = await readAvailability(db, [request.params.optionId], edit.from, edit.to, at);
      return read;
    });

    signedIn.put('/availability/:optionId/settings', { schema: holdSettingsSchema }, async (request) => {
      const problem = holdHoursProblem(request.body.holdHours);
      if (problem) throw new FieldsError({ holdHours: problem });
      await db.transaction().execute(async (tx) => {
        const facts = await optionFacts(tx, request.params.optionId);
        await assertKeepsAvailability(tx, request.user, facts);
        await writeHoldHours(tx, facts.optionId, request.body.holdHours, request.user._id, now());
      });
      return { holdHours: request.body.holdHours };
    });
  });
}
