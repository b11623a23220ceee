/** The service pages: what MediaMart does for advertisers beyond the marketplace. */
import type { ContentPage } from 'shared-domain';
import { content, faq, section } from './page';

/** Services described as pages: sports marketing, competition benchmarking, radio automation. */
export const SERVICE_PAGES: readonly ContentPage[] = [
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
      title: 'Sports Marketing Agency – IPL & Stadium Ads | {{siteName}}',
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
<li>A proposed media plan with priced options from {{siteName}}, which you can save as a campaign and change before you approve anything.</li>
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
      title: 'Competition Benchmarking – Media Presence vs Rivals | {{siteName}}',
      description: 'Compare your brand’s media presence with competitors across media, cities and languages, and get a priced plan to close the gaps. On request.',
    },
  }),
  content({
    url: '/radio-automation',
    title: 'Radio automation',
    subTitle: 'Plan and run radio campaigns across many FM stations and cities as one campaign.',
    sections: [
      section('Radio across stations without the phone calls', `
<p>A radio campaign across five cities can mean ten stations, three time bands each and a different rate card for every one. Radio automation puts them in one place: choose the stations, set the spots, and the bag prices the whole schedule at once. Start from <a href="/radio">radio stations</a> on {{siteName}}.</p>`),
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
      title: 'Radio Automation – Multi-Station Radio Campaigns | {{siteName}}',
      description: 'Plan radio campaigns across FM stations and cities: pick stations and time bands, set spots, and book them as one campaign with one report.',
    },
  }),
];
