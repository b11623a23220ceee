/**
 * How a seeded content page is written: sections, FAQs and example items, and the HTML
 * fragments several pages share. HTML uses only p, h2, h3, ul, ol, li, strong, em, a, br and
 * tables; links are site paths from the route table, or `#sign-up`, which the renderer turns
 * into the sign-up dialog.
 */
import type { ContentPage, ContentSection, ContentItem } from 'shared-domain';

type Faq = ContentPage['faqs'][number];

/** A section; its HTML may be written indented, it is stored trimmed. */
export const section = (heading: string, html: string): ContentSection => ({ heading, html: html.trim() });
/** A question and its answer (HTML, stored trimmed). */
export const faq = (question: string, answer: string): Faq => ({ question, answer: answer.trim() });
/** An entry marked as an example until staff replace it with a real one. */
export const example = (name: string, detail: string, quote = ''): ContentItem => ({ name, detail, quote, example: true });

/** A content page: sections in order, no headline figures unless they are product facts. */
export function content(page: Omit<ContentPage, 'kind' | 'verticalData' | 'faqs' | 'items'> & Partial<Pick<ContentPage, 'verticalData' | 'faqs' | 'items'>>): ContentPage {
  return { verticalData: [], faqs: [], items: [], ...page, kind: 'content' };
}

/** The eleven media categories (shared-domain's CATEGORIES) as links. */
export const CATEGORY_LINKS = `<ul>
<li><a href="/newspaper">Newspaper</a>: display, classified and advertorial ads in national and regional dailies.</li>
<li><a href="/magazine">Magazine</a>: print ads in consumer and trade titles.</li>
<li><a href="/radio">Radio</a>: 10-second spots on FM stations by time band.</li>
<li><a href="/television">Television</a>: spots on national and regional channels.</li>
<li><a href="/cinema">Cinema</a>: on-screen ads that run before the show.</li>
<li><a href="/outdoor">Outdoor</a>: hoardings, unipoles and digital screens, booked by the month.</li>
<li><a href="/airport">Airport</a>: sites in terminals across India's major airports.</li>
<li><a href="/nontraditional">BTL</a>: metro, bus, auto rickshaw, local train, mall and tech-park ads.</li>
<li><a href="/influencer-marketing">Influencer Marketing</a>: posts and videos by nano to mega creators.</li>
<li><a href="/digital">Digital</a>: websites, apps and networks priced by impressions, clicks or placements.</li>
<li><a href="/sports-marketing">Sports Marketing</a>: stadium, broadcast and team properties, including <a href="/sports-marketing/ipl-advertising">IPL advertising</a>.</li>
</ul>`;

/** How buying works, in the product's own steps. */
export const HOW_BUYING_WORKS = `<ol>
<li><strong>Find media.</strong> Browse a category or search by channel, city or format. Every media option shows its card rate, its offer rate and its minimum billing.</li>
<li><strong>Collect options in your bag.</strong> Set the units (insertions, sizes, spots, weeks, posts) and the bag prices each option at once, with GST at the rate of that option: 5% for newspaper ad space, 18% for most other media and for design and agency services.</li>
<li><strong>Save a campaign or ask for a plan.</strong> Save the bag as a campaign, or <a href="/plan">ask our planners for a plan or quote</a> or fill in a <a href="/ad-campaign-brief">campaign brief</a>.</li>
<li><strong>Follow it on your dashboard.</strong> Each campaign moves through Planning, Execution and Analytics &amp; Report on <a href="/dashboard">your dashboard</a>: approve the plan or ask for changes, record payments, and read the report.</li>
</ol>`;
