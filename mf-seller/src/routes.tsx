import React, { type ReactNode } from 'react';
import { bus, recordSingleton } from 'shared-domain';
import { pageTitle } from 'shared-domain/format';
import { SiteName } from 'shared-ui';
import { definePages, Page, PageLoading, PageTitle, usePageMeta, type Refusal } from 'shared-ui/runtime';
import { AppLink, BACK_TO_STUDIO } from './shared/seller-ui';

// A browser test checks that the host and every remote share one React and one bus.
recordSingleton('react', React);
recordSingleton('bus', bus);

/** The access gate's states (sign in, not for you) in the studio's page, under the page's heading; such pages are never indexed. */
function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  usePageMeta(pageTitle(heading), undefined, 'noindex');
  return (
    <Page>
      <PageTitle>{heading}</PageTitle>
      {children}
    </Page>
  );
}

/** A path under the remote's routes that is none of its pages (reached standalone only: the host sends such paths to the catalog). */
function NotFound() {
  return (
    <Frame heading="Page not found">
      <p>
        There is no such page in the seller studio. <AppLink to="/seller">Go to the seller studio</AppLink>
      </p>
    </Frame>
  );
}

/** Signed in as someone who is not staff (or the API said 403). */
const STAFF_ONLY: Refusal = {
  message: (
    <>
      Only <SiteName /> staff can review listings. If you sell media, your listings are in the <AppLink to="/seller">seller studio</AppLink>.
    </>
  ),
  action: <AppLink to="/">Go to the catalog</AppLink>,
};

/** Signed in, but the service says the booking screens are not this user's (no seller account, or another seller's option). */
const NOT_A_SELLER: Refusal = {
  message: <>Booking requests and availability are kept by sellers. Create your seller account, or ask its owner to invite you.</>,
  action: <AppLink to="/seller">Go to the seller studio</AppLink>,
};

const STAFF_BOOKINGS_ONLY: Refusal = {
  message: (
    <>
      Only <SiteName /> staff answer requests for the marketplace’s own media. If you sell media, your requests are in the <AppLink to="/seller/bookings">seller studio</AppLink>.
    </>
  ),
  action: <AppLink to="/">Go to the catalog</AppLink>,
};

const BOOKINGS_SIGN_IN = <>Sign in with your seller account to see and answer buyers’ booking requests.</>;
const AVAILABILITY_SIGN_IN = <>Sign in with your seller account to keep this option’s availability.</>;
const STAFF_BOOKINGS_SIGN_IN = <>Sign in with your <SiteName /> staff account to answer requests for the marketplace’s own media.</>;

const PROOFS_SIGN_IN = <>Sign in with your seller account to upload proof of execution for your accepted bookings.</>;
const STAFF_PROOFS_SIGN_IN = <>Sign in with your <SiteName /> staff account to check proof of execution.</>;

const PROOFS_NOT_A_SELLER: Refusal = {
  message: <>Proof of execution is uploaded by the media’s seller. Create your seller account, or ask its owner to invite you.</>,
  action: <AppLink to="/seller">Go to the seller studio</AppLink>,
};

const STAFF_PROOFS_ONLY: Refusal = {
  message: (
    <>
      Only <SiteName /> staff check proof of execution. If you sell media, upload your proof in the <AppLink to="/seller/proofs">seller studio</AppLink>.
    </>
  ),
  action: <AppLink to="/">Go to the catalog</AppLink>,
};

const REVIEW_SIGN_IN = <>Sign in with your <SiteName /> staff account to review the listings sellers submit.</>;

/**
 * The supply side's pages, by the route table's names (shared-domain): the seller studio and
 * the staff review of listings. The host renders these routes under its router for every path
 * the table gives mf_seller; each page's code loads when first visited (and again after a
 * failed load, when the host's Retry mounts these routes anew), behind its access gate.
 */
const pages = definePages('mf_seller', {
  'seller-studio': {
    load: () => import('./home/seller-home-page').then((m) => ({ default: m.SellerHomePage })),
    signedOut: (
      <>
        <p>List your newspaper, station, screens, sites, channel or creator profile on <SiteName /> and reach advertisers who are ready to book.</p>
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
  bookings: {
    load: () => import('./bookings/bookings-page').then((m) => ({ default: m.BookingsPage })),
    signedOut: BOOKINGS_SIGN_IN,
    forbidden: NOT_A_SELLER,
  },
  booking: {
    load: () => import('./bookings/booking-page').then((m) => ({ default: m.BookingPage })),
    signedOut: BOOKINGS_SIGN_IN,
    forbidden: NOT_A_SELLER,
  },
  availability: {
    load: () => import('./availability/availability-page').then((m) => ({ default: m.AvailabilityPage })),
    signedOut: AVAILABILITY_SIGN_IN,
    forbidden: NOT_A_SELLER,
  },
  'staff-bookings': {
    load: () => import('./bookings/bookings-page').then((m) => ({ default: m.BookingsPage })),
    signedOut: STAFF_BOOKINGS_SIGN_IN,
    forbidden: STAFF_BOOKINGS_ONLY,
  },
  'staff-booking': {
    load: () => import('./bookings/booking-page').then((m) => ({ default: m.BookingPage })),
    signedOut: STAFF_BOOKINGS_SIGN_IN,
    forbidden: STAFF_BOOKINGS_ONLY,
  },
  'staff-availability': {
    load: () => import('./availability/availability-page').then((m) => ({ default: m.AvailabilityPage })),
    signedOut: STAFF_BOOKINGS_SIGN_IN,
    forbidden: STAFF_BOOKINGS_ONLY,
  },
  proofs: {
    load: () => import('./proofs/proofs-page').then((m) => ({ default: m.ProofsPage })),
    signedOut: PROOFS_SIGN_IN,
    forbidden: PROOFS_NOT_A_SELLER,
  },
  'staff-proofs': {
    load: () => import('./proofs/proofs-page').then((m) => ({ default: m.ProofsPage })),
    signedOut: STAFF_PROOFS_SIGN_IN,
    forbidden: STAFF_PROOFS_ONLY,
  },
  'proof-queue': {
    load: () => import('./proofs/proof-queue-page').then((m) => ({ default: m.ProofQueuePage })),
    signedOut: STAFF_PROOFS_SIGN_IN,
    forbidden: STAFF_PROOFS_ONLY,
  },
}, {
  frame: Frame,
  fallback: <PageLoading />,
  notFound: { component: NotFound },
  // The sign-in prompt's button on the seller screens.
  signInLabel: 'Sign in to continue',
});

/** Loads the code of the page `pathname` shows, so the routes mounted after it render that page at once. */
export const preloadPage = pages.preloadPage;

/** `mf_seller/routes`: the seller studio and the staff review of listings, behind their access gates. */
export default pages.Routes;
