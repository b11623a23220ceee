/** Tables of the OpenID Connect sign-in (0030). Times are ISO-8601 UTC strings. */

/** A started sign-in, by sha256 of its `state`; deleted by the callback that finishes it. */
export interface OidcFlowTable {
  state_hash: string;
  provider_id: string;
  nonce: string;
  /** The PKCE code verifier sent with the token request. */
  code_verifier: string;
  /** `<origin>/api/auth/oidc/callback` as sent to the provider; the token request repeats it. */
  redirect_uri: string;
  /** A same-site path the browser returns to. */
  return_to: string;
  organization_id: string | null;
  created_at: string;
  expires_at: string;
}

/** The single-use code the callback hands the browser, by sha256; deleted when used. */
export interface OidcHandoffTable {
  code_hash: string;
  /** The provider's verified e-mail address, lower case. */
  email: string;
  name: string | null;
  organization_id: string | null;
  created_at: string;
  expires_at: string;
}

/** The tables of 0030, part of DatabaseSchema. */
export interface OidcTables {
  oidc_flows: OidcFlowTable;
  oidc_handoffs: OidcHandoffTable;
}
