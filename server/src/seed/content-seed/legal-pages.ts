/** The legal pages: terms and conditions, privacy policy. */
import type { ContentPage } from 'shared-domain';
import { content, faq, section } from './page';

/** The terms of use of the site and its services. */
export const TERMS: ContentPage = content({
  url: '/terms-and-conditions',
  title: 'Terms and Conditions',
  subTitle: 'The agreement between {{siteName}} and everyone who browses, buys, sells or partners on the site.',
  sections: [
    section('1. Who these terms are between', `
<p>These terms are an agreement between {{siteName}} ("{{siteName}}", "we", "us") and you, as a visitor, an advertiser who buys media (a "buyer"), a media owner who lists media (a "seller"), or an agency that runs a white-label copy of the site (an "agency partner"). If you use the site for a company or another organisation, you confirm that you may bind it to these terms, and "you" includes it.</p>
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
<li>Do not contact buyers met through {{siteName}} to take a booking off the platform.</li>
<li>We may send a profile back, hide it or remove it if it is inaccurate, incomplete or breaks these terms.</li>
</ul>`),
    section('9. Agency partners and white-label copies', `
<ul>
<li>An agency partner presents a white-label copy of the site under its own name, logo, colours and contact details. It must have the right to use everything it brands the copy with.</li>
<li>The agency partner is responsible to its own clients for the advice it gives and for its own terms with them. Enquiries made on its copy are shared with it, and it must handle the personal data in them lawfully and only to answer those enquiries.</li>
<li>The commercial terms of a partnership are agreed in writing and prevail over these terms where they differ.</li>
</ul>`),
    section('10. Intellectual property', `
<p>The site, its software, design, texts and the {{siteName}} name and logo belong to {{siteName}} or its licensors. Sellers keep the rights in their listings and give us a licence to show them on the site and on agency partners' copies while they are listed. You may not copy, scrape or re-publish the catalogue or its prices in bulk, or use the site to build a competing service.</p>`),
    section('11. Limits of our liability', `
<ul>
<li>We provide the site with reasonable care and skill, but we cannot promise that it is always available or free of errors, or that a campaign achieves a particular result.</li>
<li>We are not liable for indirect or consequential losses, such as lost profit, business or goodwill, or for a seller's failure to run media, beyond the replacement or refund described in section 6.</li>
<li>Our total liability to you for any campaign is limited to the amount you paid us for that campaign. Nothing in these terms limits liability that cannot be limited under Indian law.</li>
</ul>`),
    section('12. Indemnity', `
<p>You will compensate {{siteName}} for losses, claims and reasonable costs arising from material you supply, from your breach of these terms or of the law, or, for sellers, from inaccurate listings or failure to run booked media.</p>`),
    section('13. Suspension and ending', `
<p>We may suspend or close an account that breaks these terms, misuses the site, gives false details or puts other users at risk, and we tell you why unless the law or an investigation prevents it. You may close your account at any time through the <a href="/contact-us">Contact Us</a> page. Campaigns already approved, payments due and sections 7, 10, 11, 12 and 14 survive the end of the account.</p>`),
    section('14. Governing law and jurisdiction', `
<p>These terms are governed by the laws of India. Disputes are first to be raised with us through the <a href="/contact-us">Contact Us</a> page so that we can try to resolve them; disputes that cannot be resolved this way are subject to the exclusive jurisdiction of the courts having jurisdiction over {{siteName}}'s registered office.</p>`),
    section('15. Changes to these terms', `
<p>We may update these terms as the site and the law change. The version on this page applies from the day it is published; for significant changes we tell signed-in users by e-mail or on the site before they apply. A campaign approved before a change stays under the terms that applied when it was approved.</p>`),
    section('16. Contact', `
<p>Questions about these terms: write to us on the <a href="/contact-us">Contact Us</a> page.</p>`),
  ],
  metaTags: {
    title: 'Terms and Conditions | {{siteName}}',
    description: 'The terms for using {{siteName}}: accounts, listings, prices with GST and minimum billing, campaigns, payments, cancellations, creatives and sellers.',
  },
});

/** The privacy policy under India's Digital Personal Data Protection Act, 2023. */
export const PRIVACY: ContentPage = content({
  url: '/privacy-policy',
  title: 'Privacy Policy',
  subTitle: 'What personal data {{siteName}} stores, why, for how long, with whom it is shared, and how to see, correct or delete it.',
  sections: [
    section('Who we are and what this policy covers', `
<p>{{siteName}} runs this site, a marketplace for buying advertising in India, and is the <strong>Data Fiduciary</strong> for the personal data described here under India's Digital Personal Data Protection Act, 2023 (the "DPDP Act"). This policy covers the site, its sign-in, bag, campaigns and dashboard, its forms, and white-label copies run by agency partners as far as the data reaches us.</p>
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
<p>{{siteName}} is a service for businesses and is not meant for children. Under the DPDP Act a child is anyone under 18; we do not knowingly create accounts for or collect data from children, and we delete such data when we learn of it. A parent or guardian who believes we hold a child's data can ask us to delete it through the <a href="/contact-us">Contact Us</a> page.</p>`),
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
    title: 'Privacy Policy – Your Data and DPDP Rights | {{siteName}}',
    description: 'What {{siteName}} stores, why, how long we keep it, whom we share it with, and how to use your rights under India’s DPDP Act, 2023.',
  },
});
