/**
 * Why a viewer who is not staff meets a closed organisation screen. Neutral on purpose: on an
 * organisation's own host the site's name is the organisation's, and its admin does not manage
 * organisations (only its own settings).
 */
export const ORGANISATIONS_STAFF_ONLY = 'Only staff create and manage organisations.';
