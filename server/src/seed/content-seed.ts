/**
 * The first content of the site's content pages and the five paid-search landing pages
 * (SPEC.md sections 2 and 3), stored in the database on first start and edited by staff
 * afterwards. One page per content route of mf-landing in shared-domain's route table (the
 * planning tools bring their own pages). HTML uses only p, h2, h3, ul, ol, li, strong, em,
 * a, br and tables; links are site paths from the route table, or `#sign-up`, which the
 * renderer turns into the sign-up dialog. Figures are product facts (SPEC.md, PRICING.md,
 * SCORING.md, SEED-FACTS.md), never invented business numbers; the entries of /clients and
 * /testimonials are marked as examples until staff replace them.
 */
import type { ContentPage, ContentSection, ContentItem } from 'shared-domain';

type Faq = ContentPage['faqs'][number];

const section = (heading: string, html: string): ContentSection => ({ heading, html: html.trim() });
const faq = (question: string, answer: string): Faq => ({ question, answer: answer.trim() });
const example = (name: string, detail: string, quote = ''): ContentItem => ({ name, detail, quote, example: true });

/** A content page: sections in order, no headline figures unless they are product facts. */
function content(page: Omit<ContentPage, 'kind' | 'verticalData' | 'faqs' | 'items'> & Partial<Pick<ContentPage, 'verticalData' | 'faqs' | 'items'>>): ContentPage {
  return { verticalData: [], faqs: [], items: [], ...page, kind: 'content' };
}

/** The eleven media categories (shared-domain's CATEGORIES) as links. */
const CATEGORY_LINKS = `<ul>
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
const HOW_BUYING_WORKS = `<ol>
<li><strong>Find media.</strong> Browse a category or search by channel, city or format. Every media option shows its card rate, its offer rate and its minimum billing.</li>
<li><strong>Collect options in your bag.</strong> Set the units (insertions, sizes, spots, weeks, posts) and the bag prices each option at once, with GST at the rate of that option: 5% for newspaper ad space, 18% for most other media and for design and agency services.</li>
<li><strong>Save a campaign or ask for a plan.</strong> Save the bag as a campaign, or <a href="/plan">ask our planners for a plan or quote</a> or fill in a <a href="/ad-campaign-brief">campaign brief</a>.</li>
<li><strong>Follow it on your dashboard.</strong> Each campaign moves through Planning, Execution and Analytics &amp; Report on <a href="/dashboard">your dashboard</a>: approve the plan or ask for changes, record payments, and read the report.</li>
</ol>`;

const NEWSPAPER_BOOKING = `<ol>
<li>Choose the ad type and the newspaper.</li>
<li>Design the ad yourself, or request our design services.</li>
<li>Choose the publication dates.</li>
<li>Complete the booking.</li>
</ol>`;

/** A landing page: the texts of mf-landing's landing content, unchanged; no sections or items. */
const landing = (page: Omit<ContentPage, 'kind' | 'sections' | 'items'>): ContentPage => ({ ...page, kind: 'landing', sections: [], items: [] });

/** The five paid-search landing pages (SPEC.md section 2), ported from mf-landing's landing content. */
const LANDING_PAGES: readonly ContentPage[] = [
  landing({
    url: '/lp/newspaper-advertising',
    title: 'Newspaper Advertising in India',
    subTitle: 'Book display and classified ads in national and regional dailies at offer rates, with GST shown up front.',
    verticalData: [
      { title: '200+', subTitle: 'Publications' },
      { title: '500+', subTitle: 'Locations' },
      { title: '20+', subTitle: 'Languages' },
    ],
    faqs: [
      { question: 'How do I book a newspaper ad?', answer: NEWSPAPER_BOOKING },
      {
        question: 'What decides the price of a newspaper ad?',
        answer: '<p>The <strong>newspaper</strong> and edition, the <strong>ad type</strong>, the <strong>size</strong> (width × height in cm), the <strong>placement</strong> (front page and jackets cost more) and the <strong>frequency</strong> of insertions.</p>',
      },
      { question: 'How much GST applies to newspaper ads?', answer: '<p>Newspaper ad space carries 5% GST; design and agency services carry 18%.</p>' },
    ],
    metaTags: {
      title: 'Newspaper Advertising in India – Rates & Booking | MediaMart',
      description: 'Compare newspaper ad rates across 200+ publications in 20+ languages and book display or classified ads online.',
    },
  }),
  landing({
    url: '/lp/outdoor-advertising',
    title: 'Outdoor Advertising: Hoardings and Billboards',
    subTitle: 'Find hoardings, unipoles and digital screens in every major city and book them by the month.',
    verticalData: [
      { title: '5+', subTitle: 'Ad options' },
      { title: '100+', subTitle: 'Locations' },
    ],
    faqs: [
      { question: 'How long is an outdoor booking?', answer: '<p>Hoardings are usually booked by the month; the minimum billing of each site is shown before you book.</p>' },
      { question: 'Is printing and mounting included?', answer: '<p>Production is quoted separately and typically adds about 20% to the media cost.</p>' },
    ],
    metaTags: {
      title: 'Outdoor Advertising – Hoarding & Billboard Rates | MediaMart',
      description: 'Book hoardings and billboards in 100+ locations across India with transparent monthly rates.',
    },
  }),
  landing({
    url: '/lp/btl-advertising',
    title: 'Below-the-Line (BTL) Advertising',
    subTitle: 'Metro, bus, auto rickshaw, local train, mall and tech-park ads that meet your audience where they are.',
    verticalData: [
      { title: '100+', subTitle: 'Ad options' },
      { title: '500+', subTitle: 'Locations' },
    ],
    faqs: [
      { question: 'Which BTL formats can I book?', answer: '<p>Metro, bus, auto rickshaw, local train, mall and tech-park ads.</p>' },
      { question: 'Can I run BTL in more than one city?', answer: '<p>Yes. Add options from several cities to your bag and save them as one campaign.</p>' },
    ],
    metaTags: {
      title: 'BTL Advertising – Metro, Bus, Auto & Mall Ads | MediaMart',
      description: '100+ below-the-line ad options in 500+ locations: metro, bus, auto rickshaw, local train, mall and tech-park ads.',
    },
  }),
  landing({
    url: '/lp/influencer-marketing',
    title: 'Influencer Marketing in India',
    subTitle: 'Work with nano to mega creators across fashion, beauty, tech, food, travel and more.',
    verticalData: [
      { title: '500+', subTitle: 'Influencers' },
      { title: '1000+', subTitle: 'Brands' },
      { title: '10+', subTitle: 'Categories' },
    ],
    faqs: [
      { question: 'How are influencers priced?', answer: '<p>Per post or video, by tier: nano, micro, macro and mega creators.</p>' },
      { question: 'Do I get proof of the posts?', answer: '<p>Yes. Every booking has proof-of-execution settings, and the campaign report shows reach and clicks.</p>' },
    ],
    metaTags: {
      title: 'Influencer Marketing Platform India | MediaMart',
      description: 'Book 500+ influencers in 10+ categories, trusted by 1000+ brands.',
    },
  }),
  landing({
    url: '/lp/radio-advertising',
    title: 'Radio Advertising: FM Stations across India',
    subTitle: 'Book spots on FM stations by time band: prime, mid-prime and non-prime.',
    verticalData: [
      { title: '50+', subTitle: 'Radio stations' },
      { title: '35+', subTitle: 'Languages' },
      { title: '30+', subTitle: 'Ad options' },
    ],
    faqs: [
      { question: 'How is a radio spot priced?', answer: '<p>By the 10-second spot and the time band; fixed-time spots cost more.</p>' },
      { question: 'Can I choose when my spot plays?', answer: '<p>Choose the time band when you add the option; fixed-time spots play at the hour you pick.</p>' },
    ],
    metaTags: {
      title: 'Radio Advertising Rates – FM Stations | MediaMart',
      description: 'Compare radio ad rates on 50+ FM stations in 35+ languages.',
    },
  }),
];

/** About, Contact Us, Clients, Testimonials, Careers and Press. */
const COMPANY_PAGES: readonly ContentPage[] = [
  content({
    url: '/about',
    title: 'About MediaMart',
    subTitle: 'An online marketplace for buying advertising in India: priced media in eleven categories, one bag, and one campaign to follow from plan to report.',
    verticalData: [
      { title: '11', subTitle: 'Media categories' },
      { title: '3', subTitle: 'Campaign stages: Planning, Execution, Analytics & Report' },
    ],
    sections: [
      section('What MediaMart is', `
<p>MediaMart is a media-buying marketplace and campaign-planning service for advertisers in India. Sellers (publishers, radio stations, site owners, cinema and airport media owners, creators, channels and sports properties) list their media with priced options. Advertisers compare those options, collect them in a bag and buy them as one campaign, on their own or with the help of our planners.</p>
<p>Buying media in India usually means many phone calls, rate cards in different formats and quotes that are hard to compare. MediaMart puts the rates, the minimum billing and the tax of every option on one screen, so a plan can be built and checked in one place.</p>`),
      section('Eleven media categories', CATEGORY_LINKS),
      section('How buying works', HOW_BUYING_WORKS),
      section('Who MediaMart is for', `
<ul>
<li><strong>Brands and businesses</strong> of any size that want to advertise in one city or across India, from a single newspaper insertion to a multi-city campaign.</li>
<li><strong>Agencies</strong> that plan for their own clients: they can run a white-label copy of MediaMart under their own brand. See <a href="/agency-partner">agency partner</a>.</li>
<li><strong>Sellers</strong> who own media and want advertisers to find and book it: see <a href="/how-to-list">how to list your media</a>.</li>
</ul>`),
      section('What we hold ourselves to', `
<ul>
<li><strong>Prices you can check.</strong> The card rate and the offer rate are shown side by side, GST is shown at the rate of each option, and the minimum billing is shown before you book.</li>
<li><strong>One record of the campaign.</strong> The plan, your approval or change requests, purchase orders, invoices, payments and the report sit on the same campaign on your dashboard.</li>
<li><strong>Better listings.</strong> Every seller profile carries a quality score built from clear checks, so advertisers see complete information: audience data, creative specifications and proof-of-execution settings.</li>
</ul>`),
      section('Talk to us', `
<p>Questions about a campaign, a listing or a partnership: write to us through the <a href="/contact-us">Contact Us</a> page. Journalists can read our <a href="/press">press page</a>, and people who would like to work with us can read <a href="/careers">careers</a>.</p>`),
    ],
    faqs: [
      faq('Do I need an account to browse?', `<p>No. Anyone can browse media and keep up to 5 options in a bag stored in their browser. Sign in with a one-time code sent to your phone or e-mail to add more, save campaigns and follow them on your dashboard.</p>`),
      faq('Is MediaMart a marketplace or an agency?', `<p>Both. You can build and save a campaign yourself, or <a href="/plan">ask our planners for a plan</a>; a managed campaign is then planned, executed and reported by our team, and you approve each plan before it is booked.</p>`),
      faq('Which taxes apply?', `<p>GST is added at the rate shown on each option: 5% for newspaper ad space, 18% for most other media and for design and agency services.</p>`),
    ],
    metaTags: {
      title: 'About MediaMart – A Media-Buying Marketplace for India | MediaMart',
      description: 'MediaMart lists priced advertising across 11 media categories in India. Compare rates, collect options in a bag and follow your campaign to the report.',
    },
  }),
  content({
    url: '/contact-us',
    title: 'Contact Us',
    subTitle: 'Tell us what you want to advertise, where and when. A media planner reads every message.',
    sections: [
      section('What to tell us', `
<p>The more we know, the more useful our first answer. A good message says:</p>
<ul>
<li>the brand or product you want to advertise, and who you want to reach;</li>
<li>the cities, states or languages that matter;</li>
<li>your budget, even as a range, and when the campaign should run;</li>
<li>the media you have in mind (for example <a href="/newspaper">newspaper</a>, <a href="/radio">radio</a> or <a href="/outdoor">outdoor</a>), or simply that you would like a recommendation.</li>
</ul>`),
      section('What happens after you write', `
<ol>
<li><strong>Your message reaches our sales team</strong> together with the page you wrote from, so we know what you were looking at.</li>
<li><strong>A planner reads it and gets back to you</strong> by e-mail or phone, to confirm what you need and ask what is missing.</li>
<li><strong>We prepare options or a plan</strong> with media, units, rates, minimum billing and GST, so you can compare them before you commit to anything.</li>
<li><strong>You decide.</strong> When you save the plan as a campaign, it appears on <a href="/dashboard">your dashboard</a>, where you approve it or ask for changes.</li>
</ol>`),
      section('When to expect an answer', `
<p>We aim to reply to every message within one working day. A plan across many cities or media can take longer to prepare; when it does, we tell you when to expect it. These are our intentions for how we work, not guaranteed response times.</p>`),
      section('Other reasons to write', `
<ul>
<li><strong>You own media</strong> and want to list it: read <a href="/how-to-list">how to list your media</a> first.</li>
<li><strong>You run an agency</strong> and want MediaMart under your own brand: see <a href="/agency-partner">agency partner</a>.</li>
<li><strong>Press enquiries</strong>: see <a href="/press">press</a>, then write to us here.</li>
<li><strong>Working with us</strong>: see <a href="/careers">careers</a>.</li>
<li><strong>Your personal data</strong>: to see, correct or delete it, write with the subject <em>Data deletion</em> or <em>Data request</em>, as the <a href="/privacy-policy">privacy policy</a> explains. Complaints for our Grievance Officer go through this page too.</li>
</ul>`),
      section('How we use what you send', `
<p>We use your name, e-mail, phone, budget, timeline and requirements only to answer you and to plan your campaign. We keep an enquiry for 24 months and then delete it. The <a href="/privacy-policy">privacy policy</a> explains what we store, why, and how to ask for deletion.</p>`),
    ],
    faqs: [
      faq('Does asking for a plan commit me to anything?', `<p>No. A plan or quote is a proposal. Nothing is booked until you approve a plan on your campaign.</p>`),
      faq('Can I book without talking to anyone?', `<p>Yes. Add options to your bag, set the units and save the bag as a campaign. Our team still checks availability with each seller before the campaign is booked.</p>`),
      faq('What phone number should I give?', `<p>An Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91.</p>`),
    ],
    metaTags: {
      title: 'Contact Us – Plan Your Ad Campaign | MediaMart',
      description: 'Tell us your brand, cities, budget and dates. A MediaMart media planner gets back to you with options, rates and GST.',
    },
  }),
  content({
    url: '/clients',
    title: 'Our clients',
    subTitle: 'Brands and agencies that plan and buy their media with MediaMart.',
    sections: [
      section('About this list', `
<p>The entries on this page are <strong>examples</strong>: they show how this page presents our clients and are not real companies. Our team replaces them with real clients, named only with their permission.</p>`),
      section('Who buys media on MediaMart', `
<ul>
<li><strong>National brands</strong> entering new cities, who need newspaper, radio and outdoor in several languages at once.</li>
<li><strong>Regional businesses</strong>, such as retailers, hospitals, builders and coaching institutes, who advertise where their customers live.</li>
<li><strong>Direct-to-consumer brands</strong> that combine <a href="/influencer-marketing">influencer marketing</a> and <a href="/digital">digital</a> with a few high-visibility outdoor sites.</li>
<li><strong>Agencies</strong> that compare rates across sellers for their own clients, or run MediaMart under their brand as <a href="/agency-partner">agency partners</a>.</li>
</ul>`),
      section('Become a client', `
<p>Start with the <a href="/deals">current deals</a>, browse a category, or <a href="/plan">ask our planners for a plan</a>. If you would rather talk first, write to us on the <a href="/contact-us">Contact Us</a> page.</p>`),
    ],
    items: [
      example('Example: regional FMCG brand', 'Newspaper and radio across Maharashtra'),
      example('Example: D2C skincare brand', 'Influencer posts and metro BTL in Bangalore'),
      example('Example: real estate developer', 'Outdoor hoardings and newspaper jackets for a project launch'),
      example('Example: coaching institute', 'Admission-season newspaper and cinema ads in Patna and Lucknow'),
      example('Example: consumer electronics retailer', 'Festive-season radio and outdoor in Chennai and Coimbatore'),
      example('Example: independent media agency', 'Multi-city plans for its clients on a white-label copy'),
    ],
    metaTags: {
      title: 'Clients – Brands That Buy Media on MediaMart | MediaMart',
      description: 'Brands and agencies that plan and buy newspaper, radio, outdoor, influencer and digital media with MediaMart.',
    },
  }),
  content({
    url: '/testimonials',
    title: 'Testimonials',
    subTitle: 'What advertisers and agencies say about planning and buying media with MediaMart.',
    sections: [
      section('About these testimonials', `
<p>The testimonials on this page are <strong>examples</strong>: they show how this page presents what our clients say, and the people and companies in them are not real. Our team replaces them with real testimonials, published only with the written permission of the people quoted.</p>`),
      section('How we collect testimonials', `
<ul>
<li>We ask clients for feedback once a campaign reaches its Analytics &amp; Report stage, when the results are known.</li>
<li>We publish a testimonial only with the name, role and company the person approves, and we do not change its meaning.</li>
<li>Anyone quoted can ask us to remove their testimonial at any time through the <a href="/contact-us">Contact Us</a> page.</li>
</ul>`),
      section('Share your experience', `
<p>Ran a campaign with us? Tell us what worked and what did not on the <a href="/contact-us">Contact Us</a> page. Criticism is as welcome as praise: it tells us what to fix.</p>`),
    ],
    items: [
      example('Example: marketing manager, regional FMCG brand', 'Newspaper and radio in Maharashtra',
        'Seeing the card rate, the offer rate and the GST of every newspaper side by side saved us a week of calls.'),
      example('Example: founder, D2C skincare brand', 'Influencer marketing in Bangalore and Mumbai',
        'We booked micro creators and a few metro panels as one campaign and followed the proof of every post on the dashboard.'),
      example('Example: media planner, independent agency', 'White-label copy for agency clients',
        'Our clients see our brand, and we still get the marketplace rates and one report for every campaign.'),
      example('Example: admissions head, coaching institute', 'Newspaper and cinema in Bihar and Uttar Pradesh',
        'The minimum billing was clear before we booked, so there were no surprises on the invoice.'),
    ],
    metaTags: {
      title: 'Testimonials – What Advertisers Say | MediaMart',
      description: 'What advertisers and agencies say about planning, buying and tracking their media campaigns with MediaMart.',
    },
  }),
  content({
    url: '/careers',
    title: 'Careers at MediaMart',
    subTitle: 'Help Indian advertisers buy media with clear prices, and help media owners sell it.',
    sections: [
      section('The work', `
<p>MediaMart brings priced media from eleven categories into one marketplace and runs campaigns from plan to report. The work sits where advertising and software meet: understanding how a newspaper, a radio station or a hoarding is sold, and turning that into something an advertiser can compare and book in minutes.</p>`),
      section('The kinds of roles we hire for', `
<ul>
<li><strong>Media planning and buying</strong>: building plans from a brief, negotiating with sellers, booking and checking execution.</li>
<li><strong>Seller partnerships</strong>: helping media owners list their inventory and complete their profiles.</li>
<li><strong>Campaign operations</strong>: purchase orders, invoices, proof of execution and reports.</li>
<li><strong>Sales and agency partnerships</strong>: advertisers and agencies who want to work with us.</li>
<li><strong>Engineering, product and design</strong>: the marketplace, the bag and pricing, the dashboard and the tools for sellers and staff.</li>
<li><strong>Data and analytics</strong>: reach estimates, campaign reports and the quality of listings.</li>
</ul>
<p>Which roles are open changes over time. We do not list openings here; write to us and tell us what you would like to do.</p>`),
      section('How we hire', `
<ol>
<li><strong>Write to us</strong> on the <a href="/contact-us">Contact Us</a> page with the subject <em>Careers</em>, the kind of role you are interested in and a link to your CV or work.</li>
<li><strong>A first conversation</strong> with the person you would work with, about your experience and ours.</li>
<li><strong>A practical exercise</strong> close to the real work, for example a media plan from a short brief or a small piece of code, discussed together rather than graded in silence.</li>
<li><strong>Meeting the team</strong>, and then a decision. We tell every candidate the outcome, whichever it is.</li>
</ol>`),
      section('What we look for', `
<ul>
<li>Care for the advertiser's money: a plan is only good if it reaches the right people at a fair price.</li>
<li>Knowledge of Indian media, languages and regions, or the curiosity to learn it quickly.</li>
<li>Clear writing: plans, briefs and reports are read by busy people.</li>
</ul>`),
    ],
    faqs: [
      faq('Are there openings right now?', `<p>We do not publish openings on this page. Write to us through <a href="/contact-us">Contact Us</a> with the subject <em>Careers</em>, and we will tell you whether a role fits.</p>`),
      faq('What happens to my application data?', `<p>We use it only to consider you for a role and delete it when the process ends, unless you ask us to keep it for future roles. See the <a href="/privacy-policy">privacy policy</a>.</p>`),
    ],
    metaTags: {
      title: 'Careers – Work in Media Planning and Tech | MediaMart',
      description: 'Media planning, seller partnerships, campaign operations, engineering and data roles at MediaMart. How we hire and how to apply.',
    },
  }),
  content({
    url: '/press',
    title: 'Press',
    subTitle: 'For journalists and writers covering advertising, media and marketing in India.',
    sections: [
      section('Press enquiries', `
<p>For interviews, comments or information about MediaMart, write to us on the <a href="/contact-us">Contact Us</a> page with the subject <em>Press</em>, your publication and your deadline. We aim to reply before your deadline when it allows; this is an intention, not a guarantee.</p>`),
      section('What we can talk about', `
<ul>
<li>How advertisers in India buy newspaper, radio, outdoor, cinema, airport, BTL, influencer, digital, television and sports media, and how prices are set: card rates, offer rates, minimum billing and GST.</li>
<li>How a campaign moves from plan to execution to report, and how its reach is estimated for each medium.</li>
<li>How media owners list their inventory and what makes a complete media profile.</li>
</ul>`),
      section('About MediaMart in short', `
<p>MediaMart is an online marketplace and campaign-planning service for advertisers in India. Sellers list media with priced options across eleven categories; advertisers collect options in a bag, save them as a campaign or ask for a plan, and follow the campaign through Planning, Execution and Analytics &amp; Report. Agencies can run MediaMart under their own brand. More on the <a href="/about">about page</a>.</p>`),
      section('Coverage and releases', `
<p>We publish press releases and coverage on this page as they appear. Until then, please ask us directly for facts and figures rather than relying on third-party summaries.</p>`),
    ],
    metaTags: {
      title: 'Press – Media Enquiries | MediaMart',
      description: 'Press enquiries about MediaMart, the media-buying marketplace for advertisers in India. How to reach us and what we can talk about.',
    },
  }),
];

/** How to list: the seller's steps, with the quality score as SCORING.md defines it. */
const HOW_TO_LIST: ContentPage = content({
  url: '/how-to-list',
  title: 'List your media on MediaMart',
  subTitle: 'Create a media profile, add priced media options and reach advertisers who are ready to book, step by step.',
  sections: [
    section('Who can list', `
<p>Anyone who sells advertising in India: newspapers and magazines, radio stations, television channels, cinema chains, airport and outdoor media owners, BTL operators (metro, bus, auto rickshaw, local train, mall and tech-park media), digital publishers and apps, creators, and sports properties. Your media appears in its category, for example <a href="/newspaper">newspaper</a>, <a href="/radio">radio</a> or <a href="/outdoor">outdoor</a>, and in search.</p>`),
    section('Step 1: create your seller account', `
<p><a href="#sign-up">Create your seller account</a>. You sign in with a one-time code sent to your mobile number or e-mail address, so there is no password to remember. Use an address your team reads: review notes and booking requests go there.</p>`),
    section('Step 2: create your media profile', `
<p>The profile tells advertisers what your media is and who it reaches. It needs:</p>
<ul>
<li><strong>A logo</strong> of exactly 300 × 125 pixels.</li>
<li><strong>An About section</strong> of at most 70 words: what the media is, where it runs and who it reaches. Longer text loses its points, so keep it short.</li>
<li><strong>Its key figures.</strong> Digital media: monthly users, bid type, medium, pricing model, pages per visit and app store rating, the last two each with a tooltip saying where the figure comes from. Television: monthly cume reach, language, metro share percentage, prime time and monthly AMA.</li>
<li><strong>A media kit</strong> as a PDF file (digital media).</li>
<li><strong>Audience data</strong> as charts (see the quality score below): gender, age groups, income, top states and top cities; digital media also list their advertisers, and television adds the prime-time split and the urban–rural split.</li>
</ul>`),
    section('Step 3: add your media options', `
<p>A media option is one thing an advertiser can buy: a half-page in the Tuesday edition, a 10-second prime-time spot, a 28 × 10 ft hoarding for a month, a sponsored reel. For each option give:</p>
<ul>
<li><strong>Its name and type</strong>, and a <strong>description</strong> chosen for it.</li>
<li><strong>Reference artworks</strong>: at least one example of how an ad looks in this slot, each with a working link.</li>
<li><strong>Creative specifications</strong> for at least one of image, video, audio, text or call to action, with all their required fields: image unit, format and resolution; video bit rate type, video bit rate, aspect ratio and format; audio format and minimum and maximum file size; text maximum character length; call to action ad click URL and maximum characters.</li>
<li><strong>Campaign guidelines and restrictions</strong>: what you will not run, deadlines for material, approvals you need.</li>
<li><strong>Proof-of-execution settings</strong>: what proof you give (photos, tear sheets, logs, screenshots), how many days after the start the first proof arrives, and how often after that.</li>
<li><strong>At least one vendor</strong> who executes the option.</li>
</ul>
<p>Mark your best options as <strong>Popular Media</strong> and <strong>Premium Media</strong>: at least 1 and at most 3 of each. They are shown first on your profile.</p>`),
    section('Step 4: set rates and minimum billing', `
<ul>
<li><strong>Card rate and offer rate.</strong> The card rate is your published rate; the offer rate is what MediaMart advertisers pay. Both are shown side by side, so a real discount is visible.</li>
<li><strong>Units.</strong> Say what the price is per: per insertion, per square centimetre, per 10-second spot, per week, per month, per post. Choices such as edition, ad size, position or time band can each change the rate by a percentage or a flat amount, and volume slabs can lower the rate for larger orders.</li>
<li><strong>Minimum billing.</strong> The smallest amount you accept for an option. When an order comes to less, the minimum billing is charged, and the advertiser sees this in the bag before booking.</li>
<li><strong>GST.</strong> Each option carries its GST rate: 5% for newspaper ad space, 18% for most other media; magazine options can be set per option.</li>
</ul>`),
    section('The quality score and how to raise it', `
<p>Every profile has a quality score out of 100. You see it change as you edit, together with a message for every check that does not pass, and advertisers can sort media by it. It adds up as follows:</p>
<table>
<thead><tr><th>Part</th><th>Points</th><th>What earns them</th></tr></thead>
<tbody>
<tr><td>Profile</td><td>60</td><td>Logo, key figures, About section, media kit and audience charts, as in step 2</td></tr>
<tr><td>Top choices</td><td>6</td><td>1 to 3 Popular Media and 1 to 3 Premium Media options</td></tr>
<tr><td>Media options</td><td>34</td><td>The average over your options of: vendors, reference artworks, creative specs, description, campaign guidelines and proof of execution</td></tr>
</tbody>
</table>
<h3>Digital profiles</h3>
<p>Logo 5, monthly users 6, bid type 3, medium 3, pricing model 3, pages per visit 3, app store rating 3, About section 2 plus 2 for keeping it within 70 words, media kit as a PDF 5, and audience data 25: advertisers 2, gender 3, and age, income, state and city 5 each.</p>
<h3>Television profiles</h3>
<p>Logo 10, monthly cume reach 5, language 5, metro share percentage 5, prime time 6, monthly AMA 4, gender 4, prime-time split 4, urban–rural split 3, age 4, income 3, state 4 and city 3.</p>
<h3>Media options</h3>
<p>Within each option, a vendor counts for the most (25 of 85), then reference artworks and creative specs (15 each), campaign guidelines and proof of execution (12.5 each) and the description (5).</p>
<h3>The details that cost points most often</h3>
<ul>
<li>A logo that is not 300 × 125 pixels, or an About section over 70 words.</li>
<li>A figure without a value, or pages per visit and app store rating without a tooltip.</li>
<li>A media kit that is not a PDF.</li>
<li>Charts in the wrong order or not adding up: gender must be Male then Female and add up to 100%; age groups must be exactly 12 - 15, 16 - 19, 20 - 29, 30 - 39, 40 - 49 and 50 +, in that order; income must be High, Mid, Low, in that order; the prime-time split must be PT then NPT and the urban–rural split Urban then Rural, each adding up to 100%. A chart with the right groups in the wrong order loses 2 points.</li>
<li>States outside Gujarat, Karnataka, Kerala, Maharashtra, Tamil Nadu, Telangana and West Bengal, or cities outside Bangalore, Chennai, Delhi, Hyderabad, Kochi, Kolkata and Mumbai, or either list not sorted from highest to lowest.</li>
<li>A digital profile listing 3 advertisers or fewer: list more than 3.</li>
<li>More than 3 Popular Media or Premium Media options, or none.</li>
</ul>`),
    section('Step 5: review by our team, then live', `
<ol>
<li><strong>Submit</strong> the profile when it is ready. The score shows what is still missing, so most gaps can be fixed before you submit.</li>
<li><strong>Our staff review it</strong>: that the media is yours to sell, that the rates, units and minimum billing make sense, and that the specifications and proof of execution are complete.</li>
<li><strong>Approved, or sent back.</strong> An approved profile goes live in its category and in search, and advertisers can add its options to their bag. A profile sent back comes with notes on what to change; correct it and submit it again.</li>
<li><strong>Bookings.</strong> When an advertiser's campaign includes your options, you receive the purchase order and the material, run the ad, and send proof of execution as your settings promise.</li>
</ol>
<p>Questions before you start? Write to us on the <a href="/contact-us">Contact Us</a> page.</p>`),
  ],
  faqs: [
    faq('Why does my About section score nothing?', `<p>It has more than 70 words, or there is no About section. Name a section About; without one, the first section counts as About.</p>`),
    faq('My age chart has all the groups but loses points. Why?', `<p>The groups must be in this order: 12 - 15, 16 - 19, 20 - 29, 30 - 39, 40 - 49, 50 +. The right groups in another order lose 2 points; other groups score nothing.</p>`),
    faq('Can I change my rates after going live?', `<p>Yes: edit the options in your profile. If a campaign that includes the option is already being planned, tell our team through the <a href="/contact-us">Contact Us</a> page so the advertiser's plan can be updated with you.</p>`),
    faq('Does a complete profile score 100?', `<p>Yes. A profile that passes every check, with every media option complete, scores 100 out of 100.</p>`),
  ],
  metaTags: {
    title: 'How to List Your Media – Sell Advertising | MediaMart',
    description: 'List newspaper, radio, outdoor, digital or TV media on MediaMart: create a profile, add priced options, raise your quality score and go live.',
  },
});

const WHITE_LABEL_INCLUDES = `<ul>
<li><strong>Your brand</strong>: your logo, your primary and secondary colours, and your organisation name on every page.</li>
<li><strong>Your contact details</strong>: address and city, e-mail addresses and social links, shown in the footer in place of ours.</li>
<li><strong>Your web address</strong>: the copy answers on the hostname you choose, and visitors see your site, not MediaMart.</li>
<li><strong>The whole marketplace</strong>: the eleven media categories with their rates, the bag with its pricing, campaigns and the dashboard.</li>
<li><strong>Your leads</strong>: enquiries made on your copy are recorded for your organisation, and your white-label administrator sees them.</li>
</ul>`;

/** Agency pages, programmes, and the services described as pages. */
const PARTNER_PAGES: readonly ContentPage[] = [
  content({
    url: '/agency-partner',
    title: 'Become an agency partner',
    subTitle: 'Offer your clients a complete media marketplace under your own brand, without building one.',
    sections: [
      section('A white-label copy of MediaMart for your agency', `
<p>Agency partners run a white-label copy of MediaMart: the same catalogue, bag, campaigns and dashboard, presented as your agency's own platform. Your clients browse and build campaigns on your site; you plan, advise and keep the relationship.</p>`),
      section('What your copy includes', WHITE_LABEL_INCLUDES),
      section('How it works', `
<ol>
<li><strong>Tell us about your agency</strong> on the <a href="/agency-partner/trial">trial request page</a>.</li>
<li><strong>We set up your organisation</strong> with your logo, colours, contact details and web address, and create your white-label administrator account.</li>
<li><strong>You check it</strong> on your own address before you share it with clients.</li>
<li><strong>Your clients use it</strong>: they find media, save campaigns and follow them through Planning, Execution and Analytics &amp; Report, while our operations team books the media with the sellers.</li>
</ol>`),
      section('Who it suits', `
<ul>
<li>Creative, digital and performance agencies whose clients ask for newspaper, radio, outdoor or cinema but who have no media-buying desk.</li>
<li>Regional agencies that want to offer national reach in other cities and languages.</li>
<li>Consultants and marketing teams that manage several brands.</li>
</ul>
<p>Looking for other ways to work with us? See <a href="/agency-partnership">agency partnership</a> and our <a href="/programs">programmes</a>.</p>`),
    ],
    faqs: [
      faq('Do my clients see the MediaMart name?', `<p>Your copy shows your logo, colours, name, contact details and social links. MediaMart's own certification badge is not shown on white-label copies.</p>`),
      faq('What does it cost?', `<p>Fees depend on your agency's size and needs and are agreed with you in writing before anything is billed. Ask for a trial first on the <a href="/agency-partner/trial">trial request page</a>.</p>`),
      faq('Who handles the bookings?', `<p>Campaigns saved on your copy go through the same Planning, Execution and Analytics &amp; Report stages, with purchase orders, proof of execution and reports handled with the sellers.</p>`),
    ],
    metaTags: {
      title: 'Agency Partner – White-Label Media Marketplace | MediaMart',
      description: 'Run MediaMart under your agency’s brand: your logo, colours, contact details and web address, with priced media in 11 categories.',
    },
  }),
  content({
    url: '/agency-partner/trial',
    title: 'Request an agency trial',
    subTitle: 'Try a white-label copy of MediaMart with your agency’s brand before you decide.',
    sections: [
      section('What the trial includes', WHITE_LABEL_INCLUDES),
      section('What to write in the form', `
<ul>
<li><strong>Name, e-mail and phone</strong> of the person we should set the trial up with.</li>
<li><strong>Budget and timeline</strong>: the media spend your clients typically plan, and when you would like to start.</li>
<li><strong>Requirements</strong>: your agency's name, the web address you would like to use, the cities and media your clients buy most, and anything you need that is not on this page.</li>
</ul>`),
      section('What happens after you send it', `
<ol>
<li>Your request reaches our partnerships team, who contact you to confirm the details; we aim to do this within one working day, as an intention rather than a guarantee.</li>
<li>We agree the length of the trial and any terms after it with you in writing, before anything is billed.</li>
<li>We set up your organisation with your logo, colours and contact details, and you review the copy before any client sees it.</li>
</ol>
<p>Want to know more first? Read about <a href="/agency-partner">agency partners</a> or write to us on the <a href="/contact-us">Contact Us</a> page.</p>`),
    ],
    faqs: [
      faq('Do I need my own web address for the trial?', `<p>It helps, because your clients will use it later; tell us in the form if you do not have one yet and we will discuss the options.</p>`),
      faq('What happens to my details?', `<p>We use them to set up and discuss the trial, as the <a href="/privacy-policy">privacy policy</a> explains.</p>`),
    ],
    metaTags: {
      title: 'Agency Trial – Try White-Label MediaMart | MediaMart',
      description: 'Request a trial of MediaMart under your agency’s brand: your logo, colours and contact details on the full media marketplace.',
    },
  }),
  content({
    url: '/agency-partnership',
    title: 'Agency partnership',
    subTitle: 'Three ways for agencies to plan, buy and report media for their clients with MediaMart.',
    sections: [
      section('1. Buy for your clients on MediaMart', `
<p>Use MediaMart as your media desk. Compare rates across sellers in eleven categories, build each client's campaign in the bag, and follow it on the dashboard. Add your agency details to your account, and share a campaign with your client's team so they can see the plan and the report.</p>`),
      section('2. Run MediaMart under your own brand', `
<p>As an <a href="/agency-partner">agency partner</a>, your clients use a white-label copy with your logo, colours, contact details and web address. You keep the relationship; the marketplace, the pricing and the campaign workflow come with it. <a href="/agency-partner/trial">Request a trial</a>.</p>`),
      section('3. Let us execute, while you plan', `
<p>Plan the campaign your way and ask us to execute it: we issue purchase orders to the sellers, collect proof of execution and put the figures in the campaign's report, so your client sees one record from plan to result.</p>`),
      section('What stays the same in every model', `
<ul>
<li>Every price shows the card rate, the offer rate, the minimum billing and GST at the option's rate.</li>
<li>Every campaign moves through Planning, Execution and Analytics &amp; Report, and nothing is booked before the plan is approved.</li>
<li>Commercial terms between you and MediaMart are agreed in writing before you start.</li>
</ul>
<p>To discuss a partnership, write to us on the <a href="/contact-us">Contact Us</a> page with the subject <em>Agency partnership</em>.</p>`),
    ],
    metaTags: {
      title: 'Agency Partnership – Plan, Buy & Report Media | MediaMart',
      description: 'Agencies can buy media for clients on MediaMart, run it under their own brand, or let us execute their plans with one report.',
    },
  }),
  content({
    url: '/ads',
    title: 'Advertise with MediaMart',
    subTitle: 'For brands: find, price and book advertising across India in one place, and follow every campaign to its report.',
    verticalData: [{ title: '11', subTitle: 'Media categories' }],
    sections: [
      section('How buying works', HOW_BUYING_WORKS),
      section('What a price on MediaMart includes', `
<ul>
<li><strong>Card rate and offer rate.</strong> The card rate is the seller's published rate; the offer rate is what you pay. The bag shows your saving on each option.</li>
<li><strong>Units.</strong> Prices are per insertion, per square centimetre, per 10-second spot, per week, per month or per post, depending on the medium. Change the units and the price updates at once; some choices, such as edition, size or time band, change the rate, and larger orders can fall into cheaper volume slabs.</li>
<li><strong>Minimum billing.</strong> Each option has a smallest amount the seller accepts. If your order comes to less, the minimum billing is charged, and the bag tells you so before you book.</li>
<li><strong>GST</strong> at the option's rate: 5% for newspaper ad space, 18% for most other media and for design and agency services.</li>
</ul>`),
      section('Choosing media', CATEGORY_LINKS),
      section('Self-serve or planned with us', `
<p><strong>Self-serve:</strong> browse, add to your bag and save a campaign. Guests can keep up to 5 options in a bag in their browser; sign in with a one-time code to add more and to save.</p>
<p><strong>Planned with us:</strong> <a href="/plan">ask for a plan or quote</a>, or fill in a <a href="/ad-campaign-brief">campaign brief</a> with your brand, audience, budget and dates. A planner proposes media; you approve the plan or ask for changes on your dashboard.</p>
<p>Looking for a good price first? See <a href="/deals">today's deals</a>.</p>`),
    ],
    faqs: [
      faq('Can I combine several media in one campaign?', `<p>Yes. Add options from any categories and cities to your bag and save them as one campaign, with one plan and one report.</p>`),
      faq('How do I know my ad ran?', `<p>Each media option has proof-of-execution settings, and the campaign's Analytics &amp; Report stage shows what ran and its figures.</p>`),
      faq('Who makes the creative?', `<p>You can supply it, or ask for our design services when you book; design services carry 18% GST.</p>`),
    ],
    metaTags: {
      title: 'Advertise with Us – Buy Media Across India | MediaMart',
      description: 'Find, price and book newspaper, radio, TV, outdoor, cinema, influencer and digital ads in India, with GST and minimum billing shown up front.',
    },
  }),
  content({
    url: '/affiliates',
    title: 'MediaMart affiliates',
    subTitle: 'Introduce advertisers or media owners to MediaMart and earn on the business they bring.',
    sections: [
      section('Who the programme is for', `
<ul>
<li>Marketing consultants and freelancers whose clients ask about newspaper, radio, outdoor or influencer advertising.</li>
<li>Web designers, event managers and printers who hear about their clients' advertising plans first.</li>
<li>Business associations, communities and publishers whose members advertise.</li>
</ul>`),
      section('How it works', `
<ol>
<li><strong>Apply</strong> on the <a href="/contact-us">Contact Us</a> page with the subject <em>Affiliates</em>: who you are and whom you could introduce.</li>
<li><strong>We agree the terms in writing</strong>: what counts as a referral, how it is rewarded and when it is paid.</li>
<li><strong>You get your own link</strong> to MediaMart carrying your source code, so enquiries made through it are recorded as yours.</li>
<li><strong>You introduce clients</strong>; our planners take it from there, and you can follow how your referrals progress with our team.</li>
</ol>`),
      section('What we ask of affiliates', `
<ul>
<li>Describe MediaMart accurately: no promises of prices, discounts or results that are not on the site.</li>
<li>No spam, no bidding on our brand name in paid search, and no misleading ads; advertising must follow the ASCI code.</li>
<li>Tell the people you refer that you are an affiliate.</li>
</ul>
<p>See our other <a href="/programs">programmes</a>, including the <a href="/digital-marketing-affiliate-program">digital marketing affiliate programme</a>.</p>`),
    ],
    faqs: [
      faq('How much does an affiliate earn?', `<p>The reward is agreed with each affiliate in writing before you start, depending on the kind of business you introduce.</p>`),
    ],
    metaTags: {
      title: 'Affiliates – Refer Advertisers to MediaMart | MediaMart',
      description: 'Introduce advertisers or media owners to MediaMart: apply, agree the terms, share your own link and earn on the business you bring.',
    },
  }),
  content({
    url: '/programs',
    title: 'Programmes',
    subTitle: 'Ways to work with MediaMart: for agencies, media owners, partners and affiliates.',
    sections: [
      section('For agencies', `
<ul>
<li><strong><a href="/agency-partner">Agency partner</a></strong>: a white-label copy of MediaMart with your logo, colours, contact details and web address. <a href="/agency-partner/trial">Request a trial</a>.</li>
<li><strong><a href="/agency-partnership">Agency partnership</a></strong>: buy for your clients on MediaMart, or let us execute the plans you make.</li>
</ul>`),
      section('For media owners', `
<p>List your newspaper, station, screens, sites, channel or creator profile and reach advertisers ready to book. <a href="/how-to-list">How to list your media</a> explains the steps and the quality score.</p>`),
      section('For affiliates and digital marketers', `
<ul>
<li><strong><a href="/affiliates">Affiliates</a></strong>: introduce advertisers or media owners and earn on the business they bring.</li>
<li><strong><a href="/digital-marketing-affiliate-program">Digital marketing affiliate programme</a></strong>: for digital agencies and freelancers whose clients also need offline media.</li>
</ul>`),
      section('Services on request', `
<ul>
<li><strong><a href="/competition-benchmarking">Competition benchmarking</a></strong>: how your brand's media presence compares with your competitors'.</li>
<li><strong><a href="/radio-automation">Radio automation</a></strong>: radio campaigns planned and run across many stations at once.</li>
<li><strong><a href="/sports-marketing-agency">Sports marketing</a></strong>: stadium, broadcast, digital and team sponsorships, including IPL.</li>
</ul>`),
    ],
    metaTags: {
      title: 'Programmes – Partner with MediaMart | MediaMart',
      description: 'Agency partner and white-label, agency partnership, seller listing, affiliate programmes and services on request from MediaMart.',
    },
  }),
  content({
    url: '/digital-marketing-affiliate-program',
    title: 'Digital marketing affiliate programme',
    subTitle: 'For digital agencies and freelancers: offer your clients newspaper, radio, outdoor and more, without building a media desk.',
    sections: [
      section('Why it exists', `
<p>Clients who run search and social campaigns often also want a newspaper ad at launch, radio in a new city or hoardings near their stores. Most digital teams do not buy those media. This programme lets you offer them through MediaMart and be rewarded for the business you bring.</p>`),
      section('What you can offer your clients', `
<ul>
<li><a href="/newspaper">Newspaper</a>, <a href="/magazine">magazine</a> and <a href="/radio">radio</a> in the cities and languages they need.</li>
<li><a href="/outdoor">Outdoor</a>, <a href="/nontraditional">BTL</a>, <a href="/cinema">cinema</a> and <a href="/airport">airport</a> media around their stores and customers.</li>
<li><a href="/influencer-marketing">Influencer marketing</a> and <a href="/television">television</a> to extend a digital campaign.</li>
</ul>`),
      section('How it works', `
<ol>
<li>Apply on the <a href="/contact-us">Contact Us</a> page with the subject <em>Digital marketing affiliate</em>.</li>
<li>We agree the terms with you in writing: what counts as a referral, the reward and when it is paid.</li>
<li>You receive your own link carrying your source code, so enquiries and leads from it are recorded as yours.</li>
<li>Your client's campaign is planned, booked and reported by our team, and you can keep running their digital work.</li>
</ol>`),
      section('Your part', `
<ul>
<li>Introduce clients honestly: prices and results are the ones our planners quote, not promises made in advance.</li>
<li>Say that you are a MediaMart affiliate when you refer a client.</li>
<li>Keep your own ads within the ASCI code and do not bid on the MediaMart name in paid search.</li>
</ul>
<p>Prefer to run MediaMart under your own brand? See <a href="/agency-partner">agency partner</a>.</p>`),
    ],
    metaTags: {
      title: 'Digital Marketing Affiliate Programme | MediaMart',
      description: 'Digital agencies and freelancers: offer clients newspaper, radio, outdoor and influencer media through MediaMart and earn on what you refer.',
    },
  }),
];

/** Services described as pages: sports marketing, competition benchmarking, radio automation. */
const SERVICE_PAGES: readonly ContentPage[] = [
  content({
    url: '/sports-marketing-agency',
    title: 'Sports marketing and IPL advertising',
    subTitle: 'Put your brand where India watches sport: in the stadium, on broadcast and streaming, on social media and on the team.',
    sections: [
      section('What we plan and buy', `
<ul>
<li><strong>In-stadium</strong>: boundary and perimeter boards, screens and branding inside the venue, seen by the crowd and by the cameras.</li>
<li><strong>Broadcast</strong>: spots during live matches and shows on sports channels, and <a href="/television">television</a> around the season.</li>
<li><strong>Digital and streaming</strong>: mid-roll video on streaming, connected TV, and <a href="/digital">digital</a> placements around match content.</li>
<li><strong>Creators</strong>: <a href="/influencer-marketing">influencers</a> in sport, fitness and comedy who post around the matches.</li>
<li><strong>Team sponsorships</strong>: jersey and kit branding, team partnerships and hospitality, negotiated with the team or league.</li>
</ul>
<p>Browse the priced options in <a href="/sports-marketing">sports marketing</a>, or go straight to <a href="/sports-marketing/ipl-advertising">IPL advertising</a>.</p>`),
      section('IPL advertising', `
<p>The IPL is the largest advertising window in Indian sport, and the most expensive. Public reports put IPL 2024 television rates at about ₹12.8 lakh per 10 seconds on SD channels and ₹5.45 lakh on HD; streaming mid-roll was reported at about ₹200–250 per thousand impressions and connected TV at about ₹6.5 lakh per 10 seconds. These are reported figures of one season to give a sense of scale; the price you pay is the one on the option in your bag or in your plan.</p>
<p>See the current options on <a href="/sports-marketing/ipl-advertising">IPL advertising</a>.</p>`),
      section('How a sports campaign comes together', `
<ol>
<li><strong>Brief.</strong> Tell us the brand, the audience, the matches or season, and the budget, in a <a href="/ad-campaign-brief">campaign brief</a> or on the <a href="/contact-us">Contact Us</a> page.</li>
<li><strong>Plan.</strong> A planner proposes a mix of in-stadium, broadcast, digital and creator media, with units, rates, minimum billing and GST for each option.</li>
<li><strong>Approve and book.</strong> You approve the plan on your dashboard; we book the media with the rights holders and sellers.</li>
<li><strong>Proof and report.</strong> Proof of execution and the figures of each option come together in the campaign's Analytics &amp; Report stage.</li>
</ol>`),
      section('Beyond cricket', `
<p>Kabaddi, football, hockey, badminton, tennis, marathons and college sport draw loyal audiences at lower prices than the IPL. Tell us your audience and region and we will suggest the properties that fit.</p>`),
    ],
    faqs: [
      faq('When should I plan for the IPL?', `<p>As early as you can: inventory and sponsorships are sold well before the season starts, and the best slots go first.</p>`),
      faq('Which GST applies to sports media?', `<p>18% on ad space and time and on our design and agency services.</p>`),
      faq('Can a regional brand advertise in the IPL?', `<p>Yes. Regional-language feeds, city-specific digital placements and local creators let a regional brand reach fans in its own markets at a fraction of a national spot.</p>`),
    ],
    metaTags: {
      title: 'Sports Marketing Agency – IPL & Stadium Ads | MediaMart',
      description: 'Plan and buy sports advertising in India: in-stadium branding, broadcast and streaming spots, creators and team sponsorships, including the IPL.',
    },
  }),
  content({
    url: '/competition-benchmarking',
    title: 'Competition benchmarking',
    subTitle: 'See where your competitors advertise, and where you could be seen instead. A service on request.',
    sections: [
      section('What it is', `
<p>Competition benchmarking compares your brand's media presence with that of the competitors you name: which media they use, in which cities and languages, in which formats and how often, and where you are present, absent or outspent. It is a service our planners prepare on request; it is not an automatic tool.</p>`),
      section('What we compare', `
<ul>
<li><strong>Media mix</strong>: newspaper, magazine, radio, television, cinema, outdoor, airport, BTL, influencer, digital and sports.</li>
<li><strong>Geography and language</strong>: the cities, states and languages where each brand is visible.</li>
<li><strong>Formats and frequency</strong>: ad sizes, spot lengths, sites and how often the ads appear in the period studied.</li>
<li><strong>Timing</strong>: launches, festive seasons and events such as the IPL, and how each brand used them.</li>
</ul>`),
      section('What you receive', `
<ul>
<li>A written summary of each competitor's visible media presence over the agreed period and markets.</li>
<li>The gaps and the crowded spaces: where you could be seen without competing head to head, and where you are being outspent.</li>
<li>A proposed media plan with priced options from MediaMart, which you can save as a campaign and change before you approve anything.</li>
</ul>
<p>Findings are based on ads that can be observed in the media studied; they are estimates, not competitors' internal figures.</p>`),
      section('How to ask for it', `
<ol>
<li>Write to us on the <a href="/contact-us">Contact Us</a> page with the subject <em>Competition benchmarking</em>: your brand, up to a few competitors, the markets and the period.</li>
<li>A planner confirms the scope, the delivery date and any fee with you in writing before work starts.</li>
<li>We walk you through the findings and the proposed plan.</li>
</ol>`),
    ],
    faqs: [
      faq('Is the benchmarking free?', `<p>The scope and any fee are agreed with you before we start, depending on the number of competitors, markets and media studied.</p>`),
      faq('Do you use competitors’ confidential data?', `<p>No. We study advertising that is publicly visible in the media and markets agreed with you.</p>`),
    ],
    metaTags: {
      title: 'Competition Benchmarking – Media Presence vs Rivals | MediaMart',
      description: 'Compare your brand’s media presence with competitors across media, cities and languages, and get a priced plan to close the gaps. On request.',
    },
  }),
  content({
    url: '/radio-automation',
    title: 'Radio automation',
    subTitle: 'Plan and run radio campaigns across many FM stations and cities as one campaign.',
    sections: [
      section('Radio across stations without the phone calls', `
<p>A radio campaign across five cities can mean ten stations, three time bands each and a different rate card for every one. Radio automation puts them in one place: choose the stations, set the spots, and the bag prices the whole schedule at once. Start from <a href="/radio">radio stations</a> on MediaMart.</p>`),
      section('How it works', `
<ol>
<li><strong>Pick stations</strong> by city and language, including private FM and All India Radio.</li>
<li><strong>Choose the time band</strong> for each option: prime, mid-prime or non-prime; a fixed-time spot plays at the hour you pick and costs more.</li>
<li><strong>Set the spots</strong>: the spot length in 10-second units and the number of spots on each day of the campaign.</li>
<li><strong>Check the plan</strong>: the bag shows each station's rate, the minimum billing and 18% GST, and the estimated reach from each station's weekly listenership.</li>
<li><strong>Save it as one campaign</strong>. We issue the purchase orders to every station, collect proof that the spots were aired, and report by station and day.</li>
</ol>`),
      section('What radio costs', `
<p>Radio is priced per 10-second spot and by time band. As published examples of scale: All India Radio FM Rainbow Delhi listed ₹1,100 for prime time, ₹770 for mid-prime and ₹440 for non-prime, with fixed-time spots 25% more; private FM ranges roughly from ₹1,000–2,500 in metros to ₹500–1,200 in tier-2 cities and ₹200–700 in tier-3 cities. The rate you pay is the one on each option.</p>`),
      section('When radio works best', `
<ul>
<li>Local launches, store openings and offers that need to reach a city in days.</li>
<li>Regional-language messages, where a local station speaks your customers' language.</li>
<li>Reminder frequency alongside <a href="/newspaper">newspaper</a> or <a href="/outdoor">outdoor</a> in the same city.</li>
</ul>
<p>Want a planner to build the schedule? <a href="/plan">Ask for a radio plan</a>.</p>`),
    ],
    faqs: [
      faq('Can I change the time band after adding a station?', `<p>Yes. Change it in your bag; the rate and the total update at once.</p>`),
      faq('How do I know my spots aired?', `<p>Stations send proof of airing under each option's proof-of-execution settings, and the campaign report shows it by station and day.</p>`),
    ],
    metaTags: {
      title: 'Radio Automation – Multi-Station Radio Campaigns | MediaMart',
      description: 'Plan radio campaigns across FM stations and cities: pick stations and time bands, set spots, and book them as one campaign with one report.',
    },
  }),
];

/** The terms of use of the site and its services. */
const TERMS: ContentPage = content({
  url: '/terms-and-conditions',
  title: 'Terms and Conditions',
  subTitle: 'The agreement between MediaMart and everyone who browses, buys, sells or partners on the site.',
  sections: [
    section('1. Who these terms are between', `
<p>These terms are an agreement between MediaMart ("MediaMart", "we", "us") and you, as a visitor, an advertiser who buys media (a "buyer"), a media owner who lists media (a "seller"), or an agency that runs a white-label copy of the site (an "agency partner"). If you use the site for a company or another organisation, you confirm that you may bind it to these terms, and "you" includes it.</p>
<p>By using the site or any of our services you accept these terms and our <a href="/privacy-policy">privacy policy</a>. If you do not accept them, please do not use the site.</p>`),
    section('2. Accounts and sign-in', `
<ul>
<li>You sign in with a one-time code sent to your mobile number or e-mail address, or through a supported identity provider. A code is valid for a few minutes and only once.</li>
<li>Keep access to your phone and e-mail secure. Anything done after signing in with a code sent to you is treated as done by you, unless you tell us promptly through the <a href="/contact-us">Contact Us</a> page that your account was misused.</li>
<li>Give true and current details: your name, e-mail, phone and, for agencies, your agency details. Some actions require a verified phone number.</li>
<li>Guests can browse and keep up to 5 options in a bag stored in their browser; saving campaigns and larger bags need an account.</li>
<li>You must be 18 or older to create an account or to book media.</li>
</ul>`),
    section('3. Listings, quality and prices', `
<ul>
<li><strong>Listings</strong> are provided by sellers. We review profiles before they go live and show a quality score built from published checks, but we do not guarantee that every figure a seller gives, such as circulation, listenership, footfall, followers or users, is accurate. Reach figures shown are estimates.</li>
<li><strong>Prices</strong> are shown as a card rate and an offer rate per unit. The price of an option in your bag is worked out from its units, choices and volume slabs, and any agreed discount.</li>
<li><strong>GST</strong> is added at the rate shown on each option: 5% for newspaper ad space, 18% for most other media and for design and agency services. The total shown includes it.</li>
<li><strong>Minimum billing.</strong> Every option has a minimum billing amount. If your order for an option comes to less, the minimum billing is charged; the bag tells you when this applies.</li>
<li><strong>Availability</strong> is confirmed with the seller before booking. Dates and placements are subject to it, and publication dates may move by a few days at the publisher's discretion; we tell you before a change takes effect when we can.</li>
<li>We correct obvious errors in prices or listings. If an error affects an option you have already saved, we tell you and you may remove it without charge before it is booked.</li>
</ul>`),
    section('4. Campaigns, plans and approvals', `
<ul>
<li>Saving your bag as a campaign, or asking for a plan or quote, is a request, not a booking.</li>
<li>A campaign moves through Planning, Execution and Analytics &amp; Report. During planning we share a plan; you either approve it or ask for changes. <strong>Media is booked only after you approve a plan</strong>, and approving a plan is your order for the media in it at the prices shown.</li>
<li>You may share a campaign with other people; everyone you share it with can see it, and the campaign's owner remains responsible for it.</li>
<li>After booking, we issue purchase orders to the sellers and collect proof of execution under each option's settings. The report shows what ran and the figures available for each medium.</li>
</ul>`),
    section('5. Payments and refunds', `
<ul>
<li>Payments are made as shown on the campaign: by card through our payment gateway, or by the other modes listed there, against the amounts and invoices of the campaign. Unless agreed otherwise in writing, media must be paid for before it is booked.</li>
<li>Card details are handled by the payment gateway; we keep only the payment reference, amount and status.</li>
<li>A payment is recorded on the campaign once it is verified. A payment reference can be used only once.</li>
<li>Refunds are made to the original payment method, or by bank transfer where that is not possible, for amounts paid for media that is cancelled under section 6 or that the seller fails to run. We aim to start a refund within 7 working days of agreeing it; the time for it to reach you depends on your bank.</li>
</ul>`),
    section('6. Cancellations and changes', `
<ul>
<li><strong>Before a purchase order is issued</strong> for an option, you may cancel it without charge.</li>
<li><strong>After a purchase order is issued</strong>, the seller's own cancellation terms apply, and any cancellation charge they make is passed on to you at cost. We tell you the charge before you confirm the cancellation.</li>
<li><strong>Once the ad has run</strong>, or a non-cancellable deadline such as a print release or a pre-paid slot has passed, the option cannot be cancelled or refunded.</li>
<li>If a seller cannot run an option as booked, we offer you an equivalent replacement or a refund of the amount paid for it, at your choice.</li>
</ul>`),
    section('7. Creative content and the ASCI code', `
<ul>
<li>You are responsible for the advertisements you supply or approve, including their claims, and for holding the rights to everything in them: text, images, music, trademarks and the likeness of any person.</li>
<li>Advertisements must comply with Indian law and with the Code for Self-Regulation of the Advertising Standards Council of India (ASCI), including its guidelines for influencer advertising: paid posts must be clearly labelled as advertisements.</li>
<li>Sellers and we may refuse, or ask you to change, material that is unlawful, misleading, offensive, or against the seller's guidelines listed on the option. Time lost to a late or refused creative does not entitle you to a refund.</li>
<li>When you use our design services, you approve the final artwork before it runs, and the approved artwork counts as your material.</li>
</ul>`),
    section('8. Sellers', `
<ul>
<li>List only media you own or are authorised to sell, and keep rates, units, minimum billing, availability and audience figures true and current.</li>
<li>Honour the price of an option as shown at the time a campaign is approved, run the ad as booked, and send proof of execution as your settings promise.</li>
<li>Raise invoices with correct GST and follow the purchase order for each booking.</li>
<li>Do not contact buyers met through MediaMart to take a booking off the platform.</li>
<li>We may send a profile back, hide it or remove it if it is inaccurate, incomplete or breaks these terms.</li>
</ul>`),
    section('9. Agency partners and white-label copies', `
<ul>
<li>An agency partner presents a white-label copy of the site under its own name, logo, colours and contact details. It must have the right to use everything it brands the copy with.</li>
<li>The agency partner is responsible to its own clients for the advice it gives and for its own terms with them. Enquiries made on its copy are shared with it, and it must handle the personal data in them lawfully and only to answer those enquiries.</li>
<li>The commercial terms of a partnership are agreed in writing and prevail over these terms where they differ.</li>
</ul>`),
    section('10. Intellectual property', `
<p>The site, its software, design, texts and the MediaMart name and logo belong to MediaMart or its licensors. Sellers keep the rights in their listings and give us a licence to show them on the site and on agency partners' copies while they are listed. You may not copy, scrape or re-publish the catalogue or its prices in bulk, or use the site to build a competing service.</p>`),
    section('11. Limits of our liability', `
<ul>
<li>We provide the site with reasonable care and skill, but we cannot promise that it is always available or free of errors, or that a campaign achieves a particular result.</li>
<li>We are not liable for indirect or consequential losses, such as lost profit, business or goodwill, or for a seller's failure to run media, beyond the replacement or refund described in section 6.</li>
<li>Our total liability to you for any campaign is limited to the amount you paid us for that campaign. Nothing in these terms limits liability that cannot be limited under Indian law.</li>
</ul>`),
    section('12. Indemnity', `
<p>You will compensate MediaMart for losses, claims and reasonable costs arising from material you supply, from your breach of these terms or of the law, or, for sellers, from inaccurate listings or failure to run booked media.</p>`),
    section('13. Suspension and ending', `
<p>We may suspend or close an account that breaks these terms, misuses the site, gives false details or puts other users at risk, and we tell you why unless the law or an investigation prevents it. You may close your account at any time through the <a href="/contact-us">Contact Us</a> page. Campaigns already approved, payments due and sections 7, 10, 11, 12 and 14 survive the end of the account.</p>`),
    section('14. Governing law and jurisdiction', `
<p>These terms are governed by the laws of India. Disputes are first to be raised with us through the <a href="/contact-us">Contact Us</a> page so that we can try to resolve them; disputes that cannot be resolved this way are subject to the exclusive jurisdiction of the courts having jurisdiction over MediaMart's registered office.</p>`),
    section('15. Changes to these terms', `
<p>We may update these terms as the site and the law change. The version on this page applies from the day it is published; for significant changes we tell signed-in users by e-mail or on the site before they apply. A campaign approved before a change stays under the terms that applied when it was approved.</p>`),
    section('16. Contact', `
<p>Questions about these terms: write to us on the <a href="/contact-us">Contact Us</a> page.</p>`),
  ],
  metaTags: {
    title: 'Terms and Conditions | MediaMart',
    description: 'The terms for using MediaMart: accounts, listings, prices with GST and minimum billing, campaigns, payments, cancellations, creatives and sellers.',
  },
});

/** The privacy policy under India's Digital Personal Data Protection Act, 2023. */
const PRIVACY: ContentPage = content({
  url: '/privacy-policy',
  title: 'Privacy Policy',
  subTitle: 'What personal data MediaMart stores, why, for how long, with whom it is shared, and how to see, correct or delete it.',
  sections: [
    section('Who we are and what this policy covers', `
<p>MediaMart runs this site, a marketplace for buying advertising in India, and is the <strong>Data Fiduciary</strong> for the personal data described here under India's Digital Personal Data Protection Act, 2023 (the "DPDP Act"). This policy covers the site, its sign-in, bag, campaigns and dashboard, its forms, and white-label copies run by agency partners as far as the data reaches us.</p>
<p>We process your personal data on the basis of your consent, which you give when you create an account, send a form or choose a setting, or for legitimate uses the DPDP Act allows, such as carrying out a campaign you asked for or meeting a legal duty. You may withdraw consent at any time, as explained below; that does not affect what was done before.</p>`),
    section('What we store', `
<ul>
<li><strong>Your account</strong>: name, e-mail address, mobile number and role, and agency details if you add them.</li>
<li><strong>Sign-in codes</strong>: the one-time codes sent by SMS or e-mail are stored only as a hash, are valid for 5 minutes and are deleted after they expire.</li>
<li><strong>Session tokens</strong>: when you sign in, your browser keeps a token; we store only a hash of it, with its expiry.</li>
<li><strong>Your bag and campaigns</strong>: the media options you add, their units and prices, the campaigns you save, plans, approvals and change requests, the people you share a campaign with, and reports.</li>
<li><strong>Briefs and uploads</strong>: what you write in a campaign brief (brand, audience, budget, dates, objectives) and the files you upload, such as creatives.</li>
<li><strong>Payment records</strong>: the amount, mode, reference and status of each payment. <strong>We do not store card numbers or card details</strong>: cards are handled by the payment gateway, and we keep only its payment reference.</li>
<li><strong>Leads from our forms</strong> (Contact Us, landing pages, the agency trial, pop-up forms): name, e-mail, phone, budget, timeline and requirements, with the page you sent it from and the campaign source of your visit (utm source, medium and campaign).</li>
<li><strong>Analytics events</strong>: page views, clicks on buttons and links, and time spent on a page, with the page address and the campaign source of the visit, linked to a random, pseudonymous session identifier, not to your name.</li>
<li><strong>E-mail marketing page views</strong>: if you are signed in and have not opted out, each page you open is sent to our e-mail marketing service as an event with your e-mail address and the page address, so that our e-mails can follow what you looked at.</li>
<li><strong>Sellers</strong>: the media profiles, options and rates you list, and your review history.</li>
<li><strong>Messages</strong> you send us, including chat with our assistant, and our replies.</li>
</ul>`),
    section('Cookies and browser storage', `
<table>
<thead><tr><th>What</th><th>Where</th><th>Why</th><th>How long</th></tr></thead>
<tbody>
<tr><td>Sign-in token (authToken)</td><td>Local storage</td><td>Keeps you signed in, in every tab</td><td>Until you sign out or it expires, at most 30 days</td></tr>
<tr><td>Guest bag (selectedMediaOptions)</td><td>Local storage</td><td>Keeps up to 5 options before you sign in</td><td>Until you sign in, empty the bag or clear your browser</td></tr>
<tr><td>Lead pop-up cookies (mm_lead_magnet_shown, mm_lead_magnet_closed)</td><td>Cookies</td><td>Remember that the offer pop-up was shown or closed, so it does not return</td><td>24 hours</td></tr>
<tr><td>Exit-form cookies (mm_exit_sports, mm_exit_influencer)</td><td>Cookies</td><td>Count how often the exit form was shown on sports and influencer pages, so it is not shown again and again</td><td>24 hours</td></tr>
<tr><td>Analytics session identifier</td><td>Session storage</td><td>Groups the page views and clicks of one visit, without naming you</td><td>Until you close the tab</td></tr>
</tbody>
</table>
<p>These are needed for the site to work as described or to measure it. You can clear them in your browser at any time; you will then be signed out and a guest bag will be emptied.</p>`),
    section('Why we use it', `
<ul>
<li>To sign you in and keep your account secure, including limiting repeated code requests.</li>
<li>To price your bag, save and carry out your campaigns, book media with sellers, handle payments and invoices, and report results.</li>
<li>To answer enquiries from our forms and prepare plans and quotes.</li>
<li>To review and publish sellers' listings and to run agency partners' white-label copies.</li>
<li>To understand which pages help visitors and to improve the site, from analytics events.</li>
<li>To send you relevant e-mails about media you looked at, unless you opt out.</li>
<li>To meet legal duties, such as tax and accounting records, and to prevent fraud and abuse.</li>
</ul>`),
    section('How long we keep it', `
<table>
<thead><tr><th>Data</th><th>Retention</th></tr></thead>
<tbody>
<tr><td>Account</td><td>Until you ask us to delete it; then deleted within 30 days</td></tr>
<tr><td>Sign-in codes</td><td>Valid for 5 minutes; deleted after they expire, normally within a day</td></tr>
<tr><td>Session tokens</td><td>Until you sign out or they expire, at most 30 days</td></tr>
<tr><td>Bag</td><td>While your account exists</td></tr>
<tr><td>Campaigns, briefs and uploads</td><td>While your account exists, or 3 years after the campaign ends if you delete the account earlier and a record is needed to settle claims</td></tr>
<tr><td>Payment records and invoices</td><td>As long as Indian tax and accounting law requires, currently up to 8 years</td></tr>
<tr><td>Leads from forms</td><td>24 months from when you sent them, then deleted</td></tr>
<tr><td>Analytics events</td><td>13 months, then deleted</td></tr>
<tr><td>Messages and chat</td><td>12 months after the conversation ends</td></tr>
</tbody>
</table>`),
    section('Who we share it with', `
<ul>
<li><strong>The payment gateway</strong>, to take card payments.</li>
<li><strong>E-mail and SMS delivery providers</strong>, to deliver sign-in codes and messages.</li>
<li><strong>Our e-mail marketing service</strong>, which receives your e-mail address and the pages you view while signed in, unless you opt out.</li>
<li><strong>Sellers</strong> whose media is in your campaign, with what they need to run it: the material, dates and contact for the booking.</li>
<li><strong>Agency partners</strong>: enquiries made on an agency's white-label copy are shared with that agency.</li>
<li><strong>Authorities</strong>, when the law requires it.</li>
</ul>
<p>Each of them may use the data only for that purpose. We do not sell personal data.</p>`),
    section('Your rights under the DPDP Act', `
<ul>
<li><strong>Access</strong>: a summary of the personal data we hold about you, how we process it, and with whom we have shared it.</li>
<li><strong>Correction and completion</strong> of data that is inaccurate or incomplete; you can update your name, e-mail and phone in your account.</li>
<li><strong>Erasure</strong> of data we no longer need for the purpose you gave it for, unless the law requires us to keep it.</li>
<li><strong>Withdrawing consent</strong>, for example to e-mail marketing, as easily as you gave it.</li>
<li><strong>Grievance redressal</strong>: a complaint to our Grievance Officer, and, if you are not satisfied with the answer, to the Data Protection Board of India.</li>
<li><strong>Nomination</strong>: naming a person who may exercise these rights for you in the event of your death or incapacity.</li>
</ul>
<p><strong>Opting out of e-mail marketing:</strong> turn off the e-mail marketing choice in your account settings. From then on, no page views are sent to the e-mail marketing service.</p>`),
    section('How to ask for deletion or use your rights', `
<ol>
<li>Write to us on the <a href="/contact-us">Contact Us</a> page with the subject <strong>Data deletion</strong> (or <em>Data request</em> for access, correction or nomination), from the e-mail address or phone number of your account.</li>
<li>We may ask you to confirm a one-time code to make sure the request is yours.</li>
<li>Our team intends to confirm and complete the request within 30 days, and tells you if any data must be kept by law and for how long.</li>
</ol>
<p><strong>Grievance Officer:</strong> complaints about how we handle personal data reach our Grievance Officer through the <a href="/contact-us">Contact Us</a> page with the subject <em>Grievance</em>. We acknowledge a grievance and aim to resolve it within the period the DPDP rules set.</p>`),
    section('Children', `
<p>MediaMart is a service for businesses and is not meant for children. Under the DPDP Act a child is anyone under 18; we do not knowingly create accounts for or collect data from children, and we delete such data when we learn of it. A parent or guardian who believes we hold a child's data can ask us to delete it through the <a href="/contact-us">Contact Us</a> page.</p>`),
    section('Security', `
<p>We protect personal data with reasonable security safeguards: connections are encrypted, sign-in codes and session tokens are stored only as hashes, code requests are rate limited, and staff access is limited to those who need it. If a personal data breach occurs, we inform the Data Protection Board of India and the people affected as the DPDP Act requires.</p>`),
    section('Changes to this policy', `
<p>We update this policy when what we store or how we use it changes. The version on this page applies from the day it is published; for significant changes we tell signed-in users by e-mail or on the site before they apply.</p>`),
  ],
  faqs: [
    faq('Do you store my card number?', `<p>No. Card payments are handled by the payment gateway; we keep only the payment reference, amount and status.</p>`),
    faq('How do I delete my data?', `<p>Write to us on the <a href="/contact-us">Contact Us</a> page with the subject <strong>Data deletion</strong>. Our team intends to confirm within 30 days.</p>`),
    faq('How do I stop the e-mail marketing page views?', `<p>Turn off the e-mail marketing choice in your account settings; it takes effect from your next page view.</p>`),
  ],
  metaTags: {
    title: 'Privacy Policy – Your Data and DPDP Rights | MediaMart',
    description: 'What MediaMart stores, why, how long we keep it, whom we share it with, and how to use your rights under India’s DPDP Act, 2023.',
  },
});

/** Every seeded page: the five landing pages, then the content pages. */
export const CONTENT_SEED: readonly ContentPage[] = [
  ...LANDING_PAGES, ...COMPANY_PAGES, HOW_TO_LIST, ...PARTNER_PAGES, ...SERVICE_PAGES, TERMS, PRIVACY,
];
