import type {
  FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProvider, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * TypeBox type provider for Fastify's route typing. Written here rather than taken from
 * @fastify/type-provider-typebox because that package resolves its own @sinclair/typebox
 * copy, and TypeBox's `Kind` unique symbols from two copies are not assignable to each other.
 * Validation stays with Fastify's Ajv (its messages are what our 400 answers show).
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** A Fastify instance whose routes infer request and reply types from TypeBox schemas. */
export type TypedFastify = FastifyInstance<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxProvider
>;

/**
 * The type provider of a signed-in scope (auth.hook.ts `registerSignedIn`): TypeBox, and
 * `request.user` is the signed-in user, never null.
 */
export interface SignedInProvider extends TypeBoxProvider {
  readonly signedIn: true;
}

/** A Fastify instance of a signed-in scope. */
export type SignedInFastify = FastifyInstance<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, SignedInProvider
>;

/** A request of a signed-in scope, as its route hooks take it. */
export type SignedInRequest = FastifyRequest<
  RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, FastifySchema, SignedInProvider
>;

/**
 * The type provider of a role's scope (auth/roles.ts `registerRole`): signed in, and
 * `request.user` is `U`, the user as that role's check admitted it.
 */
export interface RoleProvider<U> extends SignedInProvider {
  readonly roleUser: U;
}

/** A Fastify instance of a role's scope. */
export type RoleFastify<U> = FastifyInstance<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, RoleProvider<U>
>;

/** A request of a role's scope, as its route hooks take it. */
export type RoleRequest<U> = FastifyRequest<
  RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, FastifySchema, RoleProvider<U>
>;

/** The organisation whose host a request came to (null on the product's own hosts): what is made there is tagged with it. */
export type OrganizationIdOf = (request: FastifyRequest) => Promise<string | null>;
