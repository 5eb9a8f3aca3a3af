import type { Project } from './schema';

/** Newest-looking work first: the home page features the first four. */
export const projects: Project[] = [
  {
    slug: 'milan-design-week',
    title: 'Milan Design Week',
    category: 'Event',
    excerpt:
      'Six days at the world’s biggest design fair, filmed for a London lighting studio and turned into daily highlights for Instagram and LinkedIn.',
    location: 'Milan, Italy (Global)',
    date: 'April 2025',
    description: [
      'Halden & Co., an independent lighting and furniture studio, took its first installation to Milan Design Week and wanted the whole industry to see it, not just the visitors who made it to Milan. I joined the team from the final day of the build to the last evening of the fair.',
      'Each day I filmed the installation, the crowds, talks and conversations with visiting designers and buyers, then edited a short highlight overnight so the studio could post it the next morning. After the fair I cut a two-minute film about the project for the studio’s website and trade presentations.',
    ],
    client: 'Halden & Co.',
    timeline: 'Six days on location, with daily highlights and a final film two weeks later',
    goals: [
      'Document the studio’s first Milan installation for press, buyers and stockists',
      'Publish a fresh highlight on Instagram and LinkedIn every day of the fair',
      'Record short interviews with the design team and visiting designers',
      'Produce a two-minute film for the website and trade presentations',
    ],
    serviceSlugs: ['event-videography', 'social-media-content'],
    deliverables: ['Same-day editing', 'Interviews', 'Colour grading'],
    outcome:
      'Six daily highlights went out during the fair, giving the studio its busiest week ever on Instagram. The final film now opens its trade presentations and helped start conversations with new stockists in Europe.',
    film: {
      host: 'vimeo',
      id: '912384756',
      duration: 128,
      uploadDate: '2025-05-02',
      chapters: [
        { title: 'The build', start: 0 },
        { title: 'The fair opens', start: 27 },
        { title: 'Designers in conversation', start: 58 },
        { title: 'The last evening', start: 104 },
      ],
      transcript: [
        'Halden & Co. designer: We have spent eight months on this room. Tonight is the first time anyone outside the studio walks into it.',
        'Visiting designer: You stop talking when you come in. The light moves as you move, so the room feels different every minute.',
        'Halden & Co. founder: Milan gave us a week with the people we usually only email. Half of our new stockists first stood in this room.',
      ],
    },
    orientation: 'landscape',
    poster: {
      src: '/images/projects/milan-design-week.jpg',
      alt: 'Poster of the Milan Design Week film: an illustration of silhouetted visitors walking towards a wall of glowing light strands',
      width: 1600,
      height: 900,
    },
    updatedAt: '2026-03-12',
  },
  {
    slug: 'stylus-promotional',
    title: 'Stylus',
    category: 'Corporate',
    excerpt:
      'A promotional brand film for a London design consultancy, combining candid team interviews with cinematic footage of the studio at work.',
    location: 'London',
    locationSlug: 'london',
    date: 'September 2024',
    description: [
      'Stylus helps consumer brands design products people keep for years. The team had grown quickly and their website still relied on stills that did not show how they worked, so they asked for a film that would introduce the studio to new clients and to the designers they hoped to hire.',
      'We filmed over two days in their Clerkenwell studio: interviews with the founders and designers, workshops with sticky notes and prototypes, and the quiet detail of model-making. The edit pairs honest interview answers with a slower, cinematic look, and a set of short cut-downs carries the same story on LinkedIn.',
    ],
    client: 'Stylus',
    timeline: 'Four weeks from brief to final delivery, with two filming days',
    goals: [
      'Show prospective clients how the studio works and what it is like to work with',
      'Support recruitment with an honest picture of the team and its culture',
      'Replace the static images on the home page with a short hero film',
    ],
    serviceSlugs: ['corporate-videography', 'promotional-videography'],
    deliverables: ['Interview filming', 'Motion graphics', 'Colour grading'],
    outcome:
      'The film now leads the Stylus home page and is sent with every new-business proposal. The studio credits it with making first meetings warmer, and its LinkedIn cut-downs brought a noticeable rise in applications for two design roles.',
    film: { host: 'vimeo', id: '887120459', hash: '5c1e9b2a7d', duration: 154, uploadDate: '2024-09-26' },
    orientation: 'landscape',
    poster: {
      src: '/images/projects/stylus-promotional.jpg',
      alt: 'Poster of the Stylus film: an illustration of a stylus drawing a glowing red line across a tablet in a dark room',
      width: 1600,
      height: 900,
    },
    updatedAt: '2026-02-03',
  },
  {
    slug: 'coke-spec-ad',
    title: 'Coca-Cola Spec Ad',
    category: 'Product',
    excerpt:
      'A self-initiated vertical advert for Coca-Cola, shot in 9:16 for TikTok and Reels, with macro pours, ice and condensation lit in the studio.',
    location: 'Lewes, East Sussex',
    locationSlug: 'lewes',
    date: 'February 2025',
    description: [
      'A spec advert is a chance to show what I would do with a brief from a brand I admire. For this one I set myself the limits of a real social campaign: vertical 9:16, under 20 seconds, a hook in the first second and a product that stays the hero throughout.',
      'The whole film was shot in a small studio in Lewes on a single day, using a macro lens, a high frame rate for the pours and practical lighting to make the ice and condensation sparkle. The sound design was built from scratch, from the can opening to the fizz, to carry the film for viewers listening with headphones.',
    ],
    client: 'Self-initiated spec project, not commissioned by The Coca-Cola Company',
    timeline: 'One studio day, with five days of editing, colour grading and sound design',
    goals: [
      'Create a vertical product advert with the polish of a paid campaign',
      'Make the product feel cold and refreshing through light, texture and sound',
      'Hold attention from the first second of a short-form feed',
    ],
    serviceSlugs: ['promotional-videography', 'social-media-content'],
    deliverables: ['Product cinematography', 'Colour grading', 'Sound design'],
    outcome:
      'The spec advert has become one of my most-shared pieces on Instagram and TikTok, and it is the film brands most often mention when they get in touch about vertical product content.',
    film: { host: 'youtube', id: 'Zq9xB3fH7kU', duration: 18, uploadDate: '2025-02-17' },
    orientation: 'portrait',
    poster: {
      src: '/images/projects/coke-spec-ad.jpg',
      alt: 'Poster of the Coca-Cola Spec Ad: an illustration of a fizzing glass bottle of cola against a red glow',
      width: 900,
      height: 1600,
    },
    updatedAt: '2026-02-03',
  },
  {
    slug: 'bulb-floristry',
    title: 'Bulb Floristry',
    category: 'Social Media',
    excerpt:
      'A year of monthly content days for an independent Lewes florist, turning the seasons in the shop into short videos for Instagram and TikTok.',
    location: 'Lewes, East Sussex',
    locationSlug: 'lewes',
    date: 'May 2025',
    description: [
      'Bulb Floristry is a small flower shop in the centre of Lewes, known for loose, seasonal arrangements and wedding work. The owner knew video would show off her flowers better than photos, but running the shop left no time to film, edit and post.',
      'We set up a monthly content day. Each month we plan a handful of ideas around the season, such as the first tulips, wedding preparations or wreath workshops before Christmas, and I film them in one morning before the shop opens. I deliver a month of captioned vertical videos with cover frames, ready to schedule.',
    ],
    client: 'Bulb Floristry',
    timeline: 'Monthly content days over twelve months, each delivered within a week',
    goals: [
      'Post video to Instagram and TikTok every week without taking time away from the shop',
      'Show the craft behind each arrangement, not just the finished bouquet',
      'Fill seasonal workshops and attract more wedding enquiries',
    ],
    serviceSlugs: ['social-media-content'],
    deliverables: ['Content planning', 'Vertical video editing', 'Captions and cover frames'],
    outcome:
      'Bulb now posts video every week. Its wreath-making workshops sold out within days of the first reel going live, and couples regularly mention the videos in their wedding enquiries.',
    film: { host: 'youtube', id: 'mT5hY1rNc8D', duration: 46, uploadDate: '2025-05-19' },
    orientation: 'landscape',
    poster: {
      src: '/images/projects/bulb-floristry.jpg',
      alt: 'Poster of the Bulb Floristry film: an illustration of tulips in a vase on a workbench scattered with bulbs',
      width: 1600,
      height: 900,
    },
    updatedAt: '2026-05-21',
  },
  {
    slug: 'the-ordinary',
    title: 'The Ordinary',
    category: 'Product',
    excerpt:
      'Clean, macro-led product films for The Ordinary’s skincare range, made with a London creative agency for paid social and the brand’s UK channels.',
    location: 'London',
    locationSlug: 'london',
    date: 'November 2024',
    description: [
      'Northlight, a London creative agency, brought me in to film a set of product videos for The Ordinary’s skincare range. The brand is known for clinical, no-nonsense packaging, so the films had to feel just as precise: simple compositions, honest textures and no exaggerated claims.',
      'Over two studio days we filmed serums, droppers and creams with a macro lens and motion-controlled slides, plus hands applying each product on real skin. I edited a library of short clips that the agency’s designers could combine with on-screen text for different adverts and posts.',
    ],
    client: 'The Ordinary, via Northlight Creative',
    timeline: 'Two studio days, with edits delivered over three weeks',
    goals: [
      'Show the texture and consistency of each product clearly and truthfully',
      'Build a library of clips that the agency could reuse across many adverts',
      'Match the brand’s minimal, clinical visual style',
    ],
    serviceSlugs: ['promotional-videography', 'social-media-content'],
    deliverables: ['Product cinematography', 'Macro filming', 'Colour grading'],
    outcome:
      'The agency built a full season of paid social adverts and organic posts from the clip library, and has since booked me for two more product launches.',
    film: { host: 'youtube', id: 'Hw2sK6dVn0J', duration: 62, uploadDate: '2024-11-28' },
    orientation: 'landscape',
    poster: {
      src: '/images/projects/the-ordinary.jpg',
      alt: 'Poster of The Ordinary film: an illustration of three skincare bottles on a plinth in a shaft of window light',
      width: 1600,
      height: 900,
    },
    updatedAt: '2026-01-15',
  },
  {
    slug: 'weffan',
    title: 'Weffan',
    category: 'Corporate',
    excerpt:
      'An internal film for a growing London software company, capturing its first company-wide gathering and the people behind the product.',
    location: 'London',
    locationSlug: 'london',
    date: 'January 2026',
    description: [
      'Weffan had doubled in size in a year, with staff spread between London and remote teams across Europe. Its leadership wanted a film for new joiners and staff that explained where the company was heading and what it stands for, told by the people who work there.',
      'I filmed the company’s first all-hands gathering at a venue in Shoreditch, including the founders’ talk, team workshops and the evening social, and recorded interviews with people from every department over the following day. The finished film is used in onboarding and internal communications, so it is not available to view publicly.',
    ],
    client: 'Weffan',
    timeline: 'Three weeks, including two filming days',
    goals: [
      'Give new joiners a warm, honest introduction to the company and its culture',
      'Share the all-hands gathering with staff who could not attend in person',
      'Put the founders’ plans in the words of the whole team, not just leadership',
    ],
    serviceSlugs: ['corporate-videography', 'event-videography'],
    deliverables: ['Interview filming', 'Colour grading', 'Subtitles'],
    outcome:
      'The film is now the first thing every new starter watches, and staff who joined remotely said it was the first time they had felt part of the wider team.',
    orientation: 'landscape',
    poster: {
      src: '/images/projects/weffan.jpg',
      alt: 'Poster of the Weffan film: an illustration of a team seated along a table in a dark room, city lights in the windows behind',
      width: 1600,
      height: 900,
    },
    updatedAt: '2026-02-10',
  },
];
