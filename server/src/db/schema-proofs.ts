/** The tables of verified proof of execution (migration 0035; proofs/ reads and writes them). Days are 'YYYY-MM-DD', times ISO-8601 UTC. */

/** Where an option stands (outdoor, airport and cinema options). */
export interface OptionPlaceTable {
  option_id: string;
  lat: number;
  lng: number;
  updated_by: string | null;
  updated_at: string;
}

/** One proof of a campaign line's day, with what the server read from it and what it flagged. */
export interface ProofTable {
  id: string;
  campaign_id: string;
  line_id: string;
  option_id: string;
  media_id: string;
  seller_id: string | null;
  day: string;
  units: number;
  /** shared-domain/proof ProofKind */
  kind: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  note: string;
  captured_at: string | null;
  lat: number | null;
  lng: number | null;
  distance_m: number | null;
  /** 16 hex characters; photos only. */
  phash: string | null;
  /** shared-domain/proof ProofFlag[] */
  flags_json: string;
  risk: number;
  /** submitted | verified | rejected */
  state: string;
  state_by: string | null;
  state_at: string | null;
  reject_reason: string | null;
  uploaded_by: string;
  uploaded_at: string;
}

/** A make-good of a line's shortfall, accepted or declined by the buyer. */
export interface MakeGoodTable {
  id: string;
  campaign_id: string;
  line_id: string;
  option_id: string;
  short_units: number;
  /** extra | credit */
  form: string;
  extra_units: number;
  /** JSON list of { day: 'YYYY-MM-DD', units } (shared-domain BoughtDay[]); empty for a credit. */
  extra_days_json: string;
  credit: number;
  unit_rate: number;
  /** accepted | declined */
  decision: string;
  decided_by: string;
  decided_at: string;
}

export interface ProofTables {
  option_places: OptionPlaceTable;
  proofs: ProofTable;
  make_goods: MakeGoodTable;
}
