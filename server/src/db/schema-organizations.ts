/** The tables of white-label organisations (migrations 0014 and 0019; organizations/ reads and writes them). */

/** A white-label organisation (0014); JSON kept as text like everywhere else. */
export interface OrganizationTable {
  id: string;
  name: string;
  logo_url: string;
  /** `{ address, city, emails, social }` */
  contact_json: string;
  /** `{ theme: { palette: { primary: { main }, secondary: { main } } } }` */
  settings_json: string;
  /** 1 when the chat shows on its hosts (0/1 on both stores). */
  show_chat: number;
  /** The origins allowed to embed the bag and the dashboard, a JSON array. */
  embed_origins_json: string;
  created_at: string;
  updated_at: string;
}

/**
 * One organisation's claim of a normalised hostname (0019; primary key organisation and
 * hostname). Among claims that are not refused a hostname is unique across organisations;
 * only a verified one picks the organisation for a request.
 */
export interface OrganizationHostnameTable {
  organization_id: string;
  hostname: string;
  /** 'pending' | 'verified' | 'refused' (shared-domain HostnameStatus). */
  status: string;
  /** The token the DNS proof's TXT record carries; '' for hostnames stored before claims existed. */
  proof_token: string;
  requested_at: string;
  decided_at: string | null;
  /** 'staff' | 'dns' | 'existing' (shared-domain HostnameDecision). */
  decided_by: string | null;
  /** The staff member who approved or refused it. */
  decided_by_user: string | null;
  /** The last DNS check, and its problem (null when the record was found). */
  checked_at: string | null;
  check_problem: string | null;
}

/** An organisation's uploaded logo: checked and (SVG) sanitised bytes, base64. */
export interface OrganizationLogoTable {
  organization_id: string;
  content_type: string;
  sha256: string;
  size: number;
  data_base64: string;
  updated_at: string;
}
