/**
 * GET /availability (public), PUT /availability/{optionId} and PUT /availability/{optionId}/settings
 * (the option's seller, or staff).
 */
import { holdHoursProblem, MAX_AVAILABILITY_OPTIONS, rangeProblems } from 'shared-domain';
import { registerSignedIn } from '../../auth/auth.hook';
import { FieldsError } from '../../errors';
import type { TypedFastify } from '../../http/type-provider';
import type { AvailabilityRepository } from './availability.repository';
import { holdSettingsSchema, readAvailabilitySchema, writeAvailabilitySchema } from './availability.schema';

/** The distinct option ids of `options=a,b,c`, checked. */
function optionIdsOf(list: string): string[] {
  const ids = [...new Set(list.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!ids.length) throw new FieldsError({ options: 'Name at least one option id' });
  if (ids.length > MAX_AVAILABILITY_OPTIONS) throw new FieldsError({ options: `Name at most ${MAX_AVAILABILITY_OPTIONS} options` });
  return ids;
}

/** Registers the availability routes on service B. */
export function registerAvailabilityRoutes(app: TypedFastify, deps: { availability: AvailabilityRepository; now: () => Date }): void {
  const { availability, now } = deps;

  app.get('/availability', { schema: readAvailabilitySchema }, async (request, reply) => {
    const { from, to } = request.query;
    const problems = rangeProblems(from, to);
    if (Object.keys(problems).length) throw new FieldsError(problems);
    const ids = optionIdsOf(request.query.options);
    const read = await availability.read(ids, from, to, now());
    // Another buyer's hold shows at once, on any instance: every read goes to the database, nothing is cached.
    void reply.header('cache-control', 'no-store');
    return { availability: read };
  });

  registerSignedIn(app, (signedIn) => {
    signedIn.put('/availability/:optionId', { schema: writeAvailabilitySchema }, async (request) => {
      const { from, to, units, weekdays } = request.body;
      return availability.write(request.user, request.params.optionId, { from, to, units, weekdays }, now());
    });

    signedIn.put('/availability/:optionId/settings', { schema: holdSettingsSchema }, async (request) => {
      const problem = holdHoursProblem(request.body.holdHours);
      if (problem) throw new FieldsError({ holdHours: problem });
      await availability.setHoldHours(request.user, request.params.optionId, request.body.holdHours, now());
      return { holdHours: request.body.holdHours };
    });
  });
}
