/**
 * Kysely table interfaces. JSON is stored as text on both SQLite and PostgreSQL so the
 * repositories are identical; times are ISO-8601 UTC strings (they sort as text).
 * `bigint` and `count(*)` come back from PostgreSQL as strings, hence `number | string`.
 */
import type { ColumnType, Generated } from 'kysely';

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
  max_saving_percent: number;
  sub_title: string;
  /** `{ attributes, sections, demographics, mediaKitUrl, logo }` */
  detail_json: string;
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

export interface UserTable {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: Generated<string>;
  agency_details_json: string | null;
  created_at: string;
}

export interface AuthTokenTable {
  /** sha256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
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
}

export interface DatabaseSchema {
  media: MediaTable;
  media_options: MediaOptionTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  campaigns: CampaignTable;
}
