/** `shared-domain/scoring`: the seller profile quality score (SCORING.md). */
export * from './score-profile';
