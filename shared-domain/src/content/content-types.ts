/**
 * Content as data (SPEC.md section 3): the five landing pages and the content pages (/about,
 * /privacy-policy…) are stored in the database in this shape, seeded on first start and
 * edited by staff. HTML fields are sanitised on save and again on render.
 */
import type { LandingContent } from '../entities/entities';

/** One ordered section of a content page: a heading and its body as HTML. */
export type ContentSection = { heading: string; html: string };

/**
 * A person or company a page lists (/clients, /testimonials). `example` marks seeded entries:
 * the page says they are examples until staff replace them.
 */
export type ContentItem = {
  name: string;
  /** A role and company, a city or a sector: one short line under the name. */
  detail: string;
  /** What they said (testimonials); empty for a client. */
  quote: string;
  example: boolean;
};

/** Landing pages carry the SPEC.md landing content; content pages add ordered sections and listed items. */
export type ContentKind = 'landing' | 'content';

/** A stored page: SPEC.md's landing-page content plus ordered sections and items. */
export type ContentPage = LandingContent & {
  kind: ContentKind;
  sections: ContentSection[];
  items: ContentItem[];
};

/** A saved version of a page: who saved it and when. */
export type ContentVersionInfo = { version: number; savedAt: string; savedBy: string | null };

/** `GET /api/content/pages?url=…` answers `{ data: StoredContentPage }`. */
export type StoredContentPage = ContentPage & { version: number; updatedAt: string };

/** One saved version with its page (`GET /api/content/versions/{version}?url=…`). */
export type ContentVersion = ContentVersionInfo & { page: ContentPage };

/**
 * A stored page as the staff list shows it (`GET /api/content/pages/all`); with `?organizationId=`
 * the site's pages with `overridden` true where that organisation has its own text.
 */
export type ContentPageSummary = { url: string; title: string; kind: ContentKind; version: number; updatedAt: string; overridden?: boolean };

/**
 * The text an editor edits (`GET /api/content/source?url=…[&organizationId=…]`), never filled in:
 * the site's template, or for an organisation its own text (`overridden` true) or else the
 * site's template it falls back to (`overridden` false, `version` the template's).
 */
export type ContentSource = StoredContentPage & { overridden: boolean };

/**
 * Whose text an editor call reads or writes: the site's (staff) or an organisation's own for
 * its host (its administrators and staff).
 */
export type ContentScope = { organizationId?: string | null };

/** A refused save: `{ error, message }` plus every problem by its field (`title`, `sections.2.html`…), the server's one per-field shape. */
export type ContentSaveError = { error: string; message: string; fields?: Record<string, string> };
