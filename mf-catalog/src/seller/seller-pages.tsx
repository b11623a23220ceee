import type { PageSpec, Refusal } from 'shared-ui/runtime';
import { AppLink, BACK_TO_STUDIO } from './shared/seller-ui';

/** Signed in as someone who is not staff (or the API said 403). */
const STAFF_ONLY: Refusal = {
  message: (
    <>
      Only MediaMart staff can review listings. If you sell media, your listings are in the <AppLink to="/seller">seller studio</AppLink>.
    </>
  ),
  action: <AppLink to="/">Go to the catalog</AppLink>,
};

const REVIEW_SIGN_IN = 'Sign in with your MediaMart staff account to review the listings sellers submit.';

/** The sign-in prompt's button on the seller screens. */
export const SELLER_SIGN_IN_LABEL = 'Sign in to continue';

/**
 * The seller studio and the staff review of listings, by the route table's page names: their
 * code, loaded when first visited, and their words in the access gate's states. The remote
 * that owns these routes declares them with the rest of its pages (definePages).
 */
export const SELLER_PAGES = {
  'seller-studio': {
    load: () => import('./home/seller-home-page').then((m) => ({ default: m.SellerHomePage })),
    signedOut: (
      <>
        <p>List your newspaper, station, screens, sites, channel or creator profile on MediaMart and reach advertisers who are ready to book.</p>
        <p>Sign in to create your seller account, or to see and edit your listings.</p>
      </>
    ),
  },
  'listing-editor': {
    load: () => import('./editor/profile-editor-page').then((m) => ({ default: m.ProfileEditorPage })),
    signedOut: (reason) => (
      <>
        <p>{reason === 'expired' ? 'Your session has ended.' : 'You are signed out.'} Sign in with your seller account to edit this listing.</p>
        <p>{BACK_TO_STUDIO}</p>
      </>
    ),
  },
  'review-queue': {
    load: () => import('./review/review-queue-page').then((m) => ({ default: m.ReviewQueuePage })),
    signedOut: REVIEW_SIGN_IN,
    forbidden: STAFF_ONLY,
  },
  review: {
    load: () => import('./review/review-page').then((m) => ({ default: m.ReviewPage })),
    signedOut: REVIEW_SIGN_IN,
    forbidden: STAFF_ONLY,
  },
} satisfies Record<'seller-studio' | 'listing-editor' | 'review-queue' | 'review', PageSpec>;
