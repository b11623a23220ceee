/** The company pages: who MediaMart is, how to reach it, its clients and people. */
import type { ContentPage } from 'shared-domain';
import { CATEGORY_LINKS, content, example, faq, HOW_BUYING_WORKS, section } from './page';

/** About, Contact Us, Clients, Testimonials, Careers and Press. */
export const COMPANY_PAGES: readonly ContentPage[] = [
  content({
    url: '/about',
    title: 'About {{siteName}}',
    subTitle: 'An online marketplace for buying advertising in India: priced media in eleven categories, one bag, and one campaign to follow from plan to report.',
    verticalData: [
      { title: '11', subTitle: 'Media categories' },
      { title: '3', subTitle: 'Campaign stages: Planning, Execution, Analytics & Report' },
    ],
    sections: [
      section('What {{siteName}} is', `
<p>{{siteName}} is a media-buying marketplace and campaign-planning service for advertisers in India. Sellers (publishers, radio stations, site owners, cinema and airport media owners, creators, channels and sports properties) list their media with priced options. Advertisers compare those options, collect them in a bag and buy them as one campaign, on their own or with the help of our planners.</p>
<p>Buying media in India usually means many phone calls, rate cards in different formats and quotes that are hard to compare. {{siteName}} puts the rates, the minimum billing and the tax of every option on one screen, so a plan can be built and checked in one place.</p>`),
      section('Eleven media categories', CATEGORY_LINKS),
      section('How buying works', HOW_BUYING_WORKS),
      section('Who {{siteName}} is for', `
<ul>
<li><strong>Brands and businesses</strong> of any size that want to advertise in one city or across India, from a single newspaper insertion to a multi-city campaign.</li>
<li><strong>Agencies</strong> that plan for their own clients: they can run a white-label copy of {{siteName}} under their own brand. See <a href="/agency-partner">agency partner</a>.</li>
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
      faq('Is {{siteName}} a marketplace or an agency?', `<p>Both. You can build and save a campaign yourself, or <a href="/plan">ask our planners for a plan</a>; a managed campaign is then planned, executed and reported by our team, and you approve each plan before it is booked.</p>`),
      faq('Which taxes apply?', `<p>GST is added at the rate shown on each option: 5% for newspaper ad space, 18% for most other media and for design and agency services.</p>`),
    ],
    metaTags: {
      title: 'About {{siteName}} – A Media-Buying Marketplace for India | {{siteName}}',
      description: '{{siteName}} lists priced advertising across 11 media categories in India. Compare rates, collect options in a bag and follow your campaign to the report.',
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
<li><strong>You run an agency</strong> and want {{siteName}} under your own brand: see <a href="/agency-partner">agency partner</a>.</li>
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
      title: 'Contact Us – Plan Your Ad Campaign | {{siteName}}',
      description: 'Tell us your brand, cities, budget and dates. A {{siteName}} media planner gets back to you with options, rates and GST.',
    },
  }),
  content({
    url: '/clients',
    title: 'Our clients',
    subTitle: 'Brands and agencies that plan and buy their media with {{siteName}}.',
    sections: [
      section('About this list', `
<p>The entries on this page are <strong>examples</strong>: they show how this page presents our clients and are not real companies. Our team replaces them with real clients, named only with their permission.</p>`),
      section('Who buys media on {{siteName}}', `
<ul>
<li><strong>National brands</strong> entering new cities, who need newspaper, radio and outdoor in several languages at once.</li>
<li><strong>Regional businesses</strong>, such as retailers, hospitals, builders and coaching institutes, who advertise where their customers live.</li>
<li><strong>Direct-to-consumer brands</strong> that combine <a href="/influencer-marketing">influencer marketing</a> and <a href="/digital">digital</a> with a few high-visibility outdoor sites.</li>
<li><strong>Agencies</strong> that compare rates across sellers for their own clients, or run {{siteName}} under their brand as <a href="/agency-partner">agency partners</a>.</li>
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
      title: 'Clients – Brands That Buy Media on {{siteName}} | {{siteName}}',
      description: 'Brands and agencies that plan and buy newspaper, radio, outdoor, influencer and digital media with {{siteName}}.',
    },
  }),
  content({
    url: '/testimonials',
    title: 'Testimonials',
    subTitle: 'What advertisers and agencies say about planning and buying media with {{siteName}}.',
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
      title: 'Testimonials – What Advertisers Say | {{siteName}}',
      description: 'What advertisers and agencies say about planning, buying and tracking their media campaigns with {{siteName}}.',
    },
  }),
  content({
    url: '/careers',
    title: 'Careers at {{siteName}}',
    subTitle: 'Help Indian advertisers buy media with clear prices, and help media owners sell it.',
    sections: [
      section('The work', `
<p>{{siteName}} brings priced media from eleven categories into one marketplace and runs campaigns from plan to report. The work sits where advertising and software meet: understanding how a newspaper, a radio station or a hoarding is sold, and turning that into something an advertiser can compare and book in minutes.</p>`),
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
      title: 'Careers – Work in Media Planning and Tech | {{siteName}}',
      description: 'Media planning, seller partnerships, campaign operations, engineering and data roles at {{siteName}}. How we hire and how to apply.',
    },
  }),
  content({
    url: '/press',
    title: 'Press',
    subTitle: 'For journalists and writers covering advertising, media and marketing in India.',
    sections: [
      section('Press enquiries', `
<p>For interviews, comments or information about {{siteName}}, write to us on the <a href="/contact-us">Contact Us</a> page with the subject <em>Press</em>, your publication and your deadline. We aim to reply before your deadline when it allows; this is an intention, not a guarantee.</p>`),
      section('What we can talk about', `
<ul>
<li>How advertisers in India buy newspaper, radio, outdoor, cinema, airport, BTL, influencer, digital, television and sports media, and how prices are set: card rates, offer rates, minimum billing and GST.</li>
<li>How a campaign moves from plan to execution to report, and how its reach is estimated for each medium.</li>
<li>How media owners list their inventory and what makes a complete media profile.</li>
</ul>`),
      section('About {{siteName}} in short', `
<p>{{siteName}} is an online marketplace and campaign-planning service for advertisers in India. Sellers list media with priced options across eleven categories; advertisers collect options in a bag, save them as a campaign or ask for a plan, and follow the campaign through Planning, Execution and Analytics &amp; Report. Agencies can run {{siteName}} under their own brand. More on the <a href="/about">about page</a>.</p>`),
      section('Coverage and releases', `
<p>We publish press releases and coverage on this page as they appear. Until then, please ask us directly for facts and figures rather than relying on third-party summaries.</p>`),
    ],
    metaTags: {
      title: 'Press – Media Enquiries | {{siteName}}',
      description: 'Press enquiries about {{siteName}}, the media-buying marketplace for advertisers in India. How to reach us and what we can talk about.',
    },
  }),
];
