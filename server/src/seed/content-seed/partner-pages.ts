/** The pages for sellers and partners: how to list, agency partnership, advertising, affiliates and programmes. */
import type { ContentPage } from 'shared-domain';
import { CATEGORY_LINKS, content, faq, HOW_BUYING_WORKS, section } from './page';

/** How to list: the seller's steps, with the quality score as SCORING.md defines it. */
export const HOW_TO_LIST: ContentPage = content({
  url: '/how-to-list',
  title: 'List your media on {{siteName}}',
  subTitle: 'Create a media profile, add priced media options and reach advertisers who are ready to book, step by step.',
  sections: [
    section('Who can list', `
<p>Anyone who sells advertising in India: newspapers and magazines, radio stations, television channels, cinema chains, airport and outdoor media owners, BTL operators (metro, bus, auto rickshaw, local train, mall and tech-park media), digital publishers and apps, creators, and sports properties. Your media appears in its category, for example <a href="/newspaper">newspaper</a>, <a href="/radio">radio</a> or <a href="/outdoor">outdoor</a>, and in search.</p>`),
    section('Step 1: create your seller account', `
<p><a href="/seller">Create your seller account</a> in the seller studio. You sign in with a one-time code sent to your mobile number or e-mail address, so there is no password to remember, then give your company name and a contact e-mail address. Use an address your team reads: review notes and booking requests go there. Teammates who have signed in once can be added to the same account.</p>
<p><a href="/seller"><strong>Start listing in the seller studio</strong></a></p>`),
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
<li><strong>Card rate and offer rate.</strong> The card rate is your published rate; the offer rate is what {{siteName}} advertisers pay. Both are shown side by side, so a real discount is visible.</li>
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
<li><strong>Approved, or sent back.</strong> An approved profile goes live in its category and in search, and advertisers can add its options to their bag. A profile sent back comes with notes on what to change, shown beside it in your seller studio; correct it and submit it again.</li>
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
    title: 'How to List Your Media – Sell Advertising | {{siteName}}',
    description: 'List newspaper, radio, outdoor, digital or TV media on {{siteName}}: create a profile, add priced options, raise your quality score and go live.',
  },
});

const WHITE_LABEL_INCLUDES = `<ul>
<li><strong>Your brand</strong>: your logo, your primary and secondary colours, and your organisation name on every page.</li>
<li><strong>Your contact details</strong>: address and city, e-mail addresses and social links, shown in the footer in place of ours.</li>
<li><strong>Your web address</strong>: the copy answers on the hostname you choose, and visitors see your site, not {{siteName}}.</li>
<li><strong>The whole marketplace</strong>: the eleven media categories with their rates, the bag with its pricing, campaigns and the dashboard.</li>
<li><strong>Your leads</strong>: enquiries made on your copy are recorded for your organisation, and your white-label administrator sees them.</li>
</ul>`;

/** Agency pages, programmes, and the services described as pages. */
export const PARTNER_PAGES: readonly ContentPage[] = [
  content({
    url: '/agency-partner',
    title: 'Become an agency partner',
    subTitle: 'Offer your clients a complete media marketplace under your own brand, without building one.',
    sections: [
      section('A white-label copy of {{siteName}} for your agency', `
<p>Agency partners run a white-label copy of {{siteName}}: the same catalogue, bag, campaigns and dashboard, presented as your agency's own platform. Your clients browse and build campaigns on your site; you plan, advise and keep the relationship.</p>`),
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
      faq('Do my clients see the {{siteName}} name?', `<p>Your copy shows your logo, colours, name, contact details and social links. {{siteName}}'s own certification badge is not shown on white-label copies.</p>`),
      faq('What does it cost?', `<p>Fees depend on your agency's size and needs and are agreed with you in writing before anything is billed. Ask for a trial first on the <a href="/agency-partner/trial">trial request page</a>.</p>`),
      faq('Who handles the bookings?', `<p>Campaigns saved on your copy go through the same Planning, Execution and Analytics &amp; Report stages, with purchase orders, proof of execution and reports handled with the sellers.</p>`),
    ],
    metaTags: {
      title: 'Agency Partner – White-Label Media Marketplace | {{siteName}}',
      description: 'Run {{siteName}} under your agency’s brand: your logo, colours, contact details and web address, with priced media in 11 categories.',
    },
  }),
  content({
    url: '/agency-partner/trial',
    title: 'Request an agency trial',
    subTitle: 'Try a white-label copy of {{siteName}} with your agency’s brand before you decide.',
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
      title: 'Agency Trial – Try White-Label {{siteName}} | {{siteName}}',
      description: 'Request a trial of {{siteName}} under your agency’s brand: your logo, colours and contact details on the full media marketplace.',
    },
  }),
  content({
    url: '/agency-partnership',
    title: 'Agency partnership',
    subTitle: 'Three ways for agencies to plan, buy and report media for their clients with {{siteName}}.',
    sections: [
      section('1. Buy for your clients on {{siteName}}', `
<p>Use {{siteName}} as your media desk. Compare rates across sellers in eleven categories, build each client's campaign in the bag, and follow it on the dashboard. Add your agency details to your account, and share a campaign with your client's team so they can see the plan and the report.</p>`),
      section('2. Run {{siteName}} under your own brand', `
<p>As an <a href="/agency-partner">agency partner</a>, your clients use a white-label copy with your logo, colours, contact details and web address. You keep the relationship; the marketplace, the pricing and the campaign workflow come with it. <a href="/agency-partner/trial">Request a trial</a>.</p>`),
      section('3. Let us execute, while you plan', `
<p>Plan the campaign your way and ask us to execute it: we issue purchase orders to the sellers, collect proof of execution and put the figures in the campaign's report, so your client sees one record from plan to result.</p>`),
      section('What stays the same in every model', `
<ul>
<li>Every price shows the card rate, the offer rate, the minimum billing and GST at the option's rate.</li>
<li>Every campaign moves through Planning, Execution and Analytics &amp; Report, and nothing is booked before the plan is approved.</li>
<li>Commercial terms between you and {{siteName}} are agreed in writing before you start.</li>
</ul>
<p>To discuss a partnership, write to us on the <a href="/contact-us">Contact Us</a> page with the subject <em>Agency partnership</em>.</p>`),
    ],
    metaTags: {
      title: 'Agency Partnership – Plan, Buy & Report Media | {{siteName}}',
      description: 'Agencies can buy media for clients on {{siteName}}, run it under their own brand, or let us execute their plans with one report.',
    },
  }),
  content({
    url: '/ads',
    title: 'Advertise with {{siteName}}',
    subTitle: 'For brands: find, price and book advertising across India in one place, and follow every campaign to its report.',
    verticalData: [{ title: '11', subTitle: 'Media categories' }],
    sections: [
      section('How buying works', HOW_BUYING_WORKS),
      section('What a price on {{siteName}} includes', `
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
      title: 'Advertise with Us – Buy Media Across India | {{siteName}}',
      description: 'Find, price and book newspaper, radio, TV, outdoor, cinema, influencer and digital ads in India, with GST and minimum billing shown up front.',
    },
  }),
  content({
    url: '/affiliates',
    title: '{{siteName}} affiliates',
    subTitle: 'Introduce advertisers or media owners to {{siteName}} and earn on the business they bring.',
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
<li><strong>You get your own link</strong> to {{siteName}} carrying your source code, so enquiries made through it are recorded as yours.</li>
<li><strong>You introduce clients</strong>; our planners take it from there, and you can follow how your referrals progress with our team.</li>
</ol>`),
      section('What we ask of affiliates', `
<ul>
<li>Describe {{siteName}} accurately: no promises of prices, discounts or results that are not on the site.</li>
<li>No spam, no bidding on our brand name in paid search, and no misleading ads; advertising must follow the ASCI code.</li>
<li>Tell the people you refer that you are an affiliate.</li>
</ul>
<p>See our other <a href="/programs">programmes</a>, including the <a href="/digital-marketing-affiliate-program">digital marketing affiliate programme</a>.</p>`),
    ],
    faqs: [
      faq('How much does an affiliate earn?', `<p>The reward is agreed with each affiliate in writing before you start, depending on the kind of business you introduce.</p>`),
    ],
    metaTags: {
      title: 'Affiliates – Refer Advertisers to {{siteName}} | {{siteName}}',
      description: 'Introduce advertisers or media owners to {{siteName}}: apply, agree the terms, share your own link and earn on the business you bring.',
    },
  }),
  content({
    url: '/programs',
    title: 'Programmes',
    subTitle: 'Ways to work with {{siteName}}: for agencies, media owners, partners and affiliates.',
    sections: [
      section('For agencies', `
<ul>
<li><strong><a href="/agency-partner">Agency partner</a></strong>: a white-label copy of {{siteName}} with your logo, colours, contact details and web address. <a href="/agency-partner/trial">Request a trial</a>.</li>
<li><strong><a href="/agency-partnership">Agency partnership</a></strong>: buy for your clients on {{siteName}}, or let us execute the plans you make.</li>
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
      title: 'Programmes – Partner with {{siteName}} | {{siteName}}',
      description: 'Agency partner and white-label, agency partnership, seller listing, affiliate programmes and services on request from {{siteName}}.',
    },
  }),
  content({
    url: '/digital-marketing-affiliate-program',
    title: 'Digital marketing affiliate programme',
    subTitle: 'For digital agencies and freelancers: offer your clients newspaper, radio, outdoor and more, without building a media desk.',
    sections: [
      section('Why it exists', `
<p>Clients who run search and social campaigns often also want a newspaper ad at launch, radio in a new city or hoardings near their stores. Most digital teams do not buy those media. This programme lets you offer them through {{siteName}} and be rewarded for the business you bring.</p>`),
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
<li>Say that you are a {{siteName}} affiliate when you refer a client.</li>
<li>Keep your own ads within the ASCI code and do not bid on the {{siteName}} name in paid search.</li>
</ul>
<p>Prefer to run {{siteName}} under your own brand? See <a href="/agency-partner">agency partner</a>.</p>`),
    ],
    metaTags: {
      title: 'Digital Marketing Affiliate Programme | {{siteName}}',
      description: 'Digital agencies and freelancers: offer clients newspaper, radio, outdoor and influencer media through {{siteName}} and earn on what you refer.',
    },
  }),
];
