/**
 * Kysely table interfaces. JSON is stored as text on both SQLite and PostgreSQL so the
 * repositories are identical; times are ISO-8601 UTC strings (they sort as text).
 * `bigint` and `count(*)` come back from PostgreSQL as strings, hence `number | string`.
 */
import type { ColumnType, Generated } from 'kysely';
import type { MediaFacetCountTable } from './schema-catalog';
import type { ConsentChoiceTable } from './schema-consent';
import type {
  SearchDocTable, SearchIndexStateTable, SearchSuggestionKeyTable, SearchSuggestionTable, SearchVocabTable, SearchVocabVariantTable,
} from './schema-search';
import type { SellerAccountTable, SellerFileTable, SellerInvitationTable, SellerMemberTable, SellerProfileTable } from './schema-sellers';
import type {
  DeployTokenTable, ReleaseSettingTable, RemoteLiveTable, RemoteReleaseFileTable, RemoteReleaseTable, RemoteSwitchTable,
} from './schema-releases';
import type { OrganizationHostnameTable, OrganizationLogoTable, OrganizationTable } from './schema-organizations';
import type { BookingTables } from './schema-bookings';
import type { ProofTables } from './schema-proofs';
import type { OidcTables } from './schema-oidc';
import type { BagPaymentOrderTable, PaymentOrderTable, PaymentReferenceTable } from './schema-payments';

type BigIntColumn = ColumnType<number | string, number, number>;

export interface MediaTable {
  id: string;
  category: string;
  slug: string;
  name: string;
  city: string;
  language: string;
  logo_url: string;
  audience: BigIntColumn;
  score: number;
  popularity: number;
  option_count: number;
  min_price: number;
  /** The unit label of the option priced at `min_price` ("per 10 sec spot"). */
  min_price_unit: Generated<string>;
  max_saving_percent: number;
  sub_title: string;
  /** `{ attributes, sections, demographics, mediaKitUrl, logo }` */
  detail_json: string;
  /** 1: a profile of the generated demo catalogue (made-up rates and figures); 0: real (migration 0033). */
  sample_data: Generated<number>;
}

export interface MediaOptionTable {
  id: string;
  media_id: string;
  position: number;
  name: string;
  type: string;
  card_rate: number;
  discounted_rate: number;
  /** The whole CatalogMediaOption. */
  data_json: string;
}

/** One list-filter value of a profile (edition, format, genre or industry). */
export interface MediaFacetTable {
  media_id: string;
  facet: string;
  value: string;
  /** The profile's category, repeated so a category's facet counts read one index (0015). */
  category: string;
}

export interface UserTable {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: Generated<string>;
  agency_details_json: string | null;
  created_at: string;
  /** 1 when the user asked for no marketing e-mails (0/1 on both stores). */
  marketing_opt_out: Generated<number>;
  /** The organisation whose host they signed up on, or a white-label-admin's own (0014); null otherwise. */
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuthTokenTable {
  /** sha256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** An embedded session's origin (normalised), the agency page it was made for (0023); null for an ordinary session. */
  embed_origin: ColumnType<string | null, string | null | undefined, string | null>;
  /** An embedded session's organisation, whose embed origin `embed_origin` is (0023); null for an ordinary session. */
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CampaignTable {
  id: string;
  owner_id: string;
  name: string;
  status: string;
  /** The Campaign document (shared-domain) without the columns above. */
  data_json: string;
  created_at: string;
  updated_at: string;
  /** Summary columns (0006), kept in step with `data_json` by every write: the list reads only these. */
  total_price: Generated<number>;
  option_count: Generated<number>;
  start_date: string | null;
  end_date: string | null;
  /** The organisation whose host it was saved on (0014); null on the product's own hosts. */
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A user a campaign is shared with (`_users`). */
export interface CampaignUserTable {
  campaign_id: string;
  user_id: string;
  added_by: string;
  created_at: string;
}

/** One bag per user (`POST /bag` creates it on first use). */
export interface BagTable {
  id: string;
  user_id: string;
  name: Generated<string>;
  start_date: string | null;
  end_date: string | null;
  /** A flat number or 'x%', as text. */
  discount_on_total: string | null;
  /** A bulk discount a buyer asked for (not priced), as `discount_on_total` is written; migration 0026. */
  requested_discount_on_total: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A bag line: `id` is the line `_id`, the catalog option and media are `_mediaOption`, `_media`. */
export interface BagItemTable {
  id: string;
  bag_id: string;
  position: number;
  media_option_id: string;
  media_id: string;
  /** The rest of the line's BagMediaOption (units, rates, agencyRate, discount, schedule…). */
  data_json: string;
  created_at: string;
}

/** `Idempotency-Key` ledger: the first answer per (user, route, key), replayed for 24 h. */
export interface IdempotencyKeyTable {
  user_id: string;
  route: string;
  key: string;
  request_hash: string;
  response_json: string;
  created_at: string;
}

/** A one-time code request (`requestId`); codes kept only as sha256(requestId:channel:code). */
export interface OtpRequestTable {
  id: string;
  /** 'login' (POST /auth/otp/send) or 'phone' (POST /user/phone/send). */
  purpose: string;
  /** The signed-in user a 'phone' request belongs to. */
  user_id: string | null;
  phone: string | null;
  email: string | null;
  phone_code_hash: string | null;
  email_code_hash: string | null;
  attempts: number;
  /** pending | used | dead (too many wrong tries) | failed (not delivered). */
  status: string;
  ip: string;
  created_at: string;
  expires_at: string;
}

/** One counted event of a rate limit (rate-limit/database-rate-limiter.repository.ts). */
export interface RateLimitEventTable {
  id: string;
  key: string;
  /** ISO time of the event. */
  at: string;
  /** `at` plus the window of its limit: the row is deleted from then on. */
  expires_at: string;
}

/** Messages kept by OTP_DELIVERY=outbox (read at GET /api/dev/outbox). */
export interface OutboxTable {
  seq: Generated<number | string>;
  id: string;
  to_address: string;
  channel: string;
  subject: string;
  text: string;
  created_at: string;
}

/** One day of a campaign's report (SPEC.md section 3); CPM is computed on read. */
export interface CampaignReportRowTable {
  campaign_id: string;
  /** YYYY-MM-DD */
  date: string;
  brand: string;
  industry: string;
  planned_ads: BigIntColumn;
  actual_ads: BigIntColumn;
  planned_spend: number;
  actual_spend: number;
  planned_impressions: BigIntColumn;
  actual_impressions: BigIntColumn;
  reach: BigIntColumn;
  clicks: BigIntColumn;
  updated_by: string;
  updated_at: string;
}

/** A file of a campaign; its bytes live at `UPLOAD_DIR/<id>`. */
export interface CampaignUploadTable {
  id: string;
  campaign_id: string;
  /** Sanitised display name; never a path. */
  name: string;
  size: BigIntColumn;
  /** Media type found from the content (magic bytes). */
  type: string;
  /** creative | brief | proof | other */
  kind: string;
  sha256: string;
  uploaded_by: string;
  created_at: string;
}

/** A lead from a lead form (migration 0011); texts are '' when not given. */
export interface LeadTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** Whole rupees, or null when not given. */
  budget: ColumnType<number | string | null, number | null, number | null>;
  ad_time_line: string;
  requirements: string;
  /** The page path or popup name it was sent from. */
  source: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  user_id: string | null;
  /** shared-domain LeadStatus. */
  status: string;
  note: string;
  assignee: string;
  /** Hash of the person and content; unique while set, cleared once past the dedupe window. */
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
  /** The organisation whose host it was sent from (0014); null on the product's own hosts. */
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The current version of a content or landing page (`body_json`: a shared-domain ContentPage). */
export interface ContentPageTable {
  url: string;
  kind: string;
  version: number;
  body_json: string;
  updated_at: string;
}

/** Every saved version of a page; `saved_by` is the staff user's id (null for the seed). */
export interface ContentVersionTable {
  url: string;
  version: number;
  body_json: string;
  saved_by: string | null;
  saved_at: string;
}

/** An organisation's own text of a content page for its host (0023; `body_json`: a ContentPage); none: the site's template. */
export interface ContentOverrideTable {
  organization_id: string;
  url: string;
  kind: string;
  version: number;
  body_json: string;
  updated_at: string;
}

/** Every saved version of an organisation's own text; kept when the override is removed. */
export interface ContentOverrideVersionTable {
  organization_id: string;
  url: string;
  version: number;
  body_json: string;
  saved_by: string | null;
  saved_at: string;
}

/** One analytics event (shared-domain/analytics); times ISO-8601 UTC. */
export interface EventTable {
  id: string;
  /** pageview | click | time_spent | action | remote_error */
  type: string;
  path: string;
  label: string | null;
  seconds: number | null;
  /** add_to_bag | save_campaign | lead */
  action: string | null;
  referrer: string | null;
  session_id: string;
  user_id: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  at: string;
  received_at: string;
  /** remote_error: the remote that failed to load, and its release when the page knew it (0018). */
  remote: string | null;
  release: string | null;
  /** pageview: the page view it opens; remote_error: the page view it happened in (0022). */
  view_id: string | null;
}

/** A brief assistant thread (0016): its owner (`user:<id>` or `visitor:<hash>`), state and messages as JSON text. */
export interface ChatThreadTable {
  id: string;
  owner: string;
  /** shared-domain/chat ChatBriefState. */
  state_json: string;
  /** `[{ role, content }]`, oldest first. */
  messages_json: string;
  version: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface DatabaseSchema extends OidcTables, BookingTables, ProofTables {
  media: MediaTable;
  media_options: MediaOptionTable;
  media_facets: MediaFacetTable;
  media_facet_counts: MediaFacetCountTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  campaigns: CampaignTable;
  campaign_users: CampaignUserTable;
  payment_orders: PaymentOrderTable;
  bag_payment_orders: BagPaymentOrderTable;
  payment_references: PaymentReferenceTable;
  otp_requests: OtpRequestTable;
  rate_limit_events: RateLimitEventTable;
  outbox: OutboxTable;
  bags: BagTable;
  bag_items: BagItemTable;
  idempotency_keys: IdempotencyKeyTable;
  search_docs: SearchDocTable;
  search_vocab: SearchVocabTable;
  search_vocab_variants: SearchVocabVariantTable;
  search_suggestions: SearchSuggestionTable;
  search_suggestion_keys: SearchSuggestionKeyTable;
  search_index_state: SearchIndexStateTable;
  campaign_report_rows: CampaignReportRowTable;
  campaign_uploads: CampaignUploadTable;
  leads: LeadTable;
  content_pages: ContentPageTable;
  content_versions: ContentVersionTable;
  content_overrides: ContentOverrideTable;
  content_override_versions: ContentOverrideVersionTable;
  events: EventTable;
  consent_choices: ConsentChoiceTable;
  organizations: OrganizationTable;
  organization_hostnames: OrganizationHostnameTable;
  organization_logos: OrganizationLogoTable;
  chat_threads: ChatThreadTable;
  seller_accounts: SellerAccountTable;
  seller_members: SellerMemberTable;
  seller_profiles: SellerProfileTable;
  seller_files: SellerFileTable;
  seller_invitations: SellerInvitationTable;
  remote_releases: RemoteReleaseTable;
  remote_release_files: RemoteReleaseFileTable;
  remote_live: RemoteLiveTable;
  remote_switches: RemoteSwitchTable;
  deploy_tokens: DeployTokenTable;
  release_settings: ReleaseSettingTable;
}
