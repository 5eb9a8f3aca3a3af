import { site } from './site';

// Reread both before launch and whenever the site adds a service (analytics, a newsletter): the policy
// must describe what the site really does. Change `updatedAt` with every edit.
// Links: `[text](/path)`, `[text](https://…)` or `[text](mailto:…)`.

export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  path: '/privacy-policy' | '/terms-of-service';
  title: string;
  description: string;
  summary: string;
  updatedAt: string;
  sections: LegalSection[];
}

const email = `[${site.email}](mailto:${site.email})`;
const trader = `${site.owner}, trading as ${site.name}`;

export const privacyPolicy: LegalDocument = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: `How ${site.name} handles the personal data you share through this website and the contact form, and your rights under UK GDPR.`,
  summary:
    'In short: this site collects only what you choose to send me through the contact form, uses it only to reply to you and to quote for your project, sells it to no one, and sets no cookies of its own.',
  updatedAt: '2026-11-27',
  sections: [
    {
      id: 'who-i-am',
      heading: 'Who I am',
      body: [
        `This website is run by ${trader}, a freelance videographer based in ${site.locality}, ${site.region}, United Kingdom. I am the controller of the personal data described in this policy, which means I decide how and why it is used.`,
        `If you have any question about this policy or your data, e-mail me at ${email}.`,
      ],
    },
    {
      id: 'contact-form',
      heading: 'What the contact form collects',
      body: [
        'When you send an enquiry through the [contact form](/contact) I receive:',
        {
          list: [
            'your name;',
            'your e-mail address;',
            'the type of project you are interested in;',
            'your message, and anything you choose to include in it;',
            'if you fill it in, the optional brief: the length of the film, shoot days, where and when, the deadline, the extras you would like and your budget;',
            'the page of this website you came to the contact page from, if it was one, so I know which films and pages bring enquiries. It is read from the address of the page, never from a cookie, and pages of other websites are not recorded.',
          ],
        },
        'The price range the form may show as you fill in the brief is worked out from my published prices, in your browser and again on the server; it is only an indication, not a quote.',
        'The form also contains a hidden field that people never see. It is only there to catch automated spam, and it holds no information about you.',
        'I use these details only to reply to your enquiry, to discuss your project and to prepare a quote. The legal basis is taking steps at your request before entering into a contract (UK GDPR Article 6(1)(b)) and, for general questions, my legitimate interest in answering people who contact me (Article 6(1)(f)).',
      ],
    },
    {
      id: 'where-enquiries-go',
      heading: 'Where your enquiry goes',
      body: [
        'Your enquiry is delivered to me by a form-handling service that passes it on to my business e-mail inbox, or, when that service is not in use, it is saved on the server that hosts this website. In both cases the provider acts only on my instructions, as a processor, and may not use your details for anything else.',
        'My replies and our later correspondence are kept in my business e-mail account. I never add you to a mailing list, and I never sell, rent or trade your details.',
      ],
    },
    {
      id: 'testimonials',
      heading: 'Testimonials from clients',
      body: [
        'When a project is finished I may send you a personal link asking for a few words about it. The form behind that link records your words, the role and company you give, the name I addressed you by, the film it is about, when you sent it and the permission you ticked to publish it.',
        'I use these details only for the testimonial: to read it, to publish it on this website with your name, role and company, and to keep a record of your permission. The legal basis is your consent (UK GDPR Article 6(1)(a)), which you can withdraw at any time by e-mailing me; I then take your testimonial off the site.',
        'The link is yours alone, works once and expires. Nothing appears on the site before I have read it.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long I keep your details',
      body: [
        'If your enquiry does not lead to a project, I delete it within 12 months of our last contact. If you become a client, I keep project correspondence and invoices for six years after the end of the financial year they relate to, because UK tax law (HMRC) requires business records to be kept for that long.',
      ],
    },
    {
      id: 'embedded-video',
      heading: 'Embedded videos and their cookies',
      body: [
        'Films in the portfolio are hosted on YouTube, a service of Google, or on Vimeo. Nothing is loaded from either when you open a page: each film shows a still image stored on this site, and the host’s player loads only when you press play.',
        'Once you press play, the video is streamed from youtube-nocookie.com, YouTube’s privacy-enhanced mode. Your browser then connects to Google’s servers, which receive your IP address and information about your device, and YouTube may store cookies or similar data in your browser, for example to remember playback settings or to count views. Google’s use of that data is described in the [Google Privacy Policy](https://policies.google.com/privacy).',
        'A film hosted on Vimeo plays from player.vimeo.com with Vimeo’s “do not track” setting, which asks the player to set no cookies and record no data about your viewing session. Your browser still connects to Vimeo’s servers, which receive your IP address and information about your device; Vimeo’s use of that data is described in the [Vimeo Privacy Policy](https://vimeo.com/privacy).',
      ],
    },
    {
      id: 'blog',
      heading: 'The blog’s content service',
      body: [
        'Blog articles are written and stored in Contentful, a content management service. This website’s server fetches the articles and their images from Contentful and serves them to you itself, so your browser does not connect to Contentful and no information about you is sent to it.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and analytics',
      body: [
        'This website sets no cookies of its own, and it uses no analytics, advertising or tracking tools. The only cookies you may receive are those of the video players described above, and only after you choose to play a film. If the FAQs page shows questions from a third-party FAQ service, your browser loads that service’s script while you are on that page, which shares your IP address and browser details with its provider.',
        'The share buttons on blog articles are plain links: nothing is sent to the social networks unless you click one, at which point you leave this site and their own privacy policies apply. The same goes for the links to my social media profiles.',
      ],
    },
    {
      id: 'hosting',
      heading: 'Hosting and server logs',
      body: [
        'Like every website, this site’s hosting provider records technical information about each request, such as your IP address, the page requested, the time and your browser type. These logs are used only to keep the site secure and working, and are deleted after a short period, normally no more than 30 days.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers outside the UK',
      body: [
        'Some of the services mentioned above (for example e-mail, form handling and YouTube) may store or process data in the European Economic Area or the United States. Where that happens I use providers that protect your data with safeguards recognised under UK law, such as the UK’s adequacy regulations, the UK Extension to the EU-US Data Privacy Framework or the International Data Transfer Addendum.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under UK GDPR',
      body: [
        'You have the right to:',
        {
          list: [
            'ask for a copy of the personal data I hold about you (the right of access);',
            'have inaccurate details corrected;',
            'have your details deleted when I no longer need them;',
            'ask me to restrict how I use your details, or object to that use;',
            'receive the details you gave me in a common, machine-readable format (data portability);',
            'withdraw any consent you have given, at any time.',
          ],
        },
        `To use any of these rights, e-mail me at ${email}. There is no charge, and I will reply within one month.`,
        'If you are unhappy with how I have handled your data, you can complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, at [ico.org.uk](https://ico.org.uk/make-a-complaint/) or on 0303 123 1113. I would appreciate the chance to put things right first, so please contact me before you do.',
      ],
    },
    {
      id: 'security',
      heading: 'Keeping your data safe',
      body: [
        'This website is served only over an encrypted (HTTPS) connection, and the accounts that hold your enquiry are protected by strong passwords and two-factor authentication. No system is completely secure, but I take reasonable care to protect the details you send me.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      body: [
        'This website and my services are aimed at businesses and adults. I do not knowingly collect personal data from children under 13.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        'If the way this site handles personal data changes, I will update this page and the date at the top of it. Please check back from time to time.',
      ],
    },
    {
      id: 'contact',
      heading: 'How to get in touch',
      body: [
        `For anything about your data or this policy, e-mail ${email} or use the [contact form](/contact). Postal address available on request.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  path: '/terms-of-service',
  title: 'Terms of Service',
  description: `The terms for using the ${site.name} website: content and copyright, enquiries and quotes, links to other sites and the law that applies.`,
  summary:
    'These terms cover your use of this website. Filming and editing work is always agreed separately, in a written proposal that sets out the price, deliverables and schedule of your project.',
  updatedAt: '2026-11-25',
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      body: [
        `This website is run by ${trader}, a freelance videographer based in ${site.locality}, ${site.region}, United Kingdom. By using the site you accept these terms. If you do not agree with them, please do not use the site.`,
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Using this website',
      body: [
        'You may browse the site, watch the films and share links to its pages for your own, non-commercial purposes. Please do not try to disrupt the site, gain unauthorised access to it, or use automated tools to copy its content or to send the contact form.',
        'I work to keep the information on the site accurate and up to date, but it is provided for general information only. Services, availability and examples of past work may change without notice, and the site may occasionally be unavailable for maintenance.',
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright and the films shown',
      body: [
        `The films, photographs, text and design of this website belong to ${site.name} or to the clients and partners who commissioned the work, and are shown with their permission. You may not copy, download, re-edit, republish or use any of them commercially without written permission.`,
        `If you would like to use something from the site, for example in an article about a project, e-mail ${email} and I will be glad to help.`,
      ],
    },
    {
      id: 'enquiries',
      heading: 'Enquiries and quotes',
      body: [
        'The “Typically £…” range the contact form shows is an indication from my usual prices, not a quote or an offer. Sending the contact form is an enquiry, not an order: it does not create a contract or a booking. After we have discussed your project I will send you a written proposal with a fixed quote, which stays valid for 30 days unless it says otherwise.',
        'A project is only booked once you have accepted the proposal in writing and paid any deposit it asks for. The proposal and its terms then govern the work, including deliverables, rounds of amends, payment, cancellation and the licence to use the finished films; where they differ from these website terms, the proposal applies.',
        'Dates are not held until a booking is confirmed, so please get in touch early, especially for events.',
      ],
    },
    {
      id: 'blog',
      heading: 'Blog articles',
      body: [
        'Articles on the blog share general tips and opinions on videography. They are not professional, legal or financial advice for your particular situation, and you should not rely on them as such.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      body: [
        'The site links to other websites, such as my social media profiles, the video host and share links on blog articles. I am not responsible for the content or privacy practices of those websites, and a link is not an endorsement of everything on them.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      body: [
        'Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the law of England and Wales.',
        'Otherwise, as this website is provided free of charge for information, I am not liable for any loss or damage arising from your use of it or from relying on its content, including loss of profit, business or data. Your statutory rights as a consumer are not affected.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Your privacy',
      body: ['How I handle the personal data you send through this site is explained in the [Privacy Policy](/privacy-policy).'],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: [
        'I may update these terms from time to time, for example when the site gains new features. The date at the top of this page shows when they last changed; the version on the site when you use it applies.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      body: [
        'These terms are governed by the law of England and Wales, and any dispute about them will be dealt with by the courts of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [`Questions about these terms are welcome: e-mail ${email} or use the [contact form](/contact).`],
    },
  ],
};

export const legalDocuments: LegalDocument[] = [privacyPolicy, termsOfService];
