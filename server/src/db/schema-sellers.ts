/** The tables of sellers (migrations 0017 and 0020; seller/ reads and writes them). */

/** A seller account (0017). */
export interface SellerAccountTable {
  id: string;
  name: string;
  contact_email: string;
  contact_phone: string;
  created_by: string;
  created_at: string;
}

/** A user's membership of a seller account (0017); a user belongs to at most one. */
export interface SellerMemberTable {
  user_id: string;
  seller_id: string;
  added_at: string;
}

/** An invitation of an e-mail address to a seller account (0020); one per account and address. */
export interface SellerInvitationTable {
  id: string;
  seller_id: string;
  email: string;
  /** pending, accepted, declined or revoked. */
  status: string;
  invited_by: string;
  sent_at: string;
  expires_at: string;
  /** When the invitation e-mail last went out (at most once a day per address). */
  mailed_at: string | null;
  answered_at: string | null;
}

/** A seller's profile (0017): the studio's draft, status, stored score, comments and where its live version is. */
export interface SellerProfileTable {
  id: string;
  seller_id: string;
  category: string;
  name: string;
  city: string;
  status: string;
  score: number;
  draft_json: string;
  version: number;
  comments_json: string;
  media_id: string | null;
  live_category: string | null;
  live_slug: string | null;
  published_at: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A seller's uploaded file (0017): checked by its bytes, stored as base64 text. */
export interface SellerFileTable {
  id: string;
  seller_id: string;
  kind: string;
  name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  data_base64: string;
  uploaded_by: string;
  created_at: string;
}
