/**
 * Issue 36: the generated demo catalogue (the server's seed) lists real titles with made-up
 * rates, circulations and deals. Wherever it is shown the site says so, in these words: one
 * line in the footer of every page, one on the page of each such profile.
 */
export const SAMPLE_RATES_NOTE =
  "Sample rates: this catalogue's rates, circulations and deals are generated demo data, not the publishers' own.";

/** The same on a profile's own page. */
export const SAMPLE_PROFILE_NOTE =
  "Sample rates: this profile's rates, circulation and deals are generated demo data, not the publisher's own.";
