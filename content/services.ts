import type { Service } from './model';

/** The order of the home page, navigation and footer; the home page shows the first three. */
export const services: Service[] = [
  {
    slug: 'corporate-videography',
    title: 'Corporate Videography',
    shortTitle: 'Corporate Videos',
    icon: 'briefcase',
    summary:
      'Polished, purposeful films that show what your organisation does and introduce the people behind it, so clients, investors and new recruits trust you before you meet.',
    tagline: 'Clear, credible films that tell your organisation’s story',
    description: [
      'A good corporate film does one job well: it helps the right people understand why your organisation is worth their time. Whether you need a brand film for your website, a set of client case studies, a recruitment piece or an explainer for a new service, I start with the audience and the one thing you want them to do next, then shape the film around it.',
      'I work as a one-person crew or with a small, trusted team, which keeps shoots discreet and costs sensible. Offices, workshops, laboratories and boardrooms all get the same care: cinema cameras, clean interview sound and lighting that flatters people without turning the room into a studio.',
      'Every project is delivered in the versions you will actually use: a full-length film for your website, short edits for LinkedIn and presentations, and subtitled versions for the many people who watch with the sound off.',
    ],
    image: {
      src: '/images/services/corporate-videography.jpg',
      alt: 'Illustration of a camera on a tripod facing a long boardroom table, a figure standing at windows over a city at dusk',
      width: 1600,
      height: 1067,
    },
    priceFrom: 1500,
    projectType: { value: 'corporate', label: 'Corporate Video' },
    features: [
      'Brand and company profile films',
      'Client testimonial and case-study videos',
      'Recruitment and company culture films',
      'Interviews filmed with professional lighting and sound',
      'Internal communications and training videos',
      'Versions cut for your website, LinkedIn and presentations',
    ],
    benefits: [
      {
        title: 'Build trust before the first meeting',
        description:
          'Prospective clients see your people, your premises and your standards for themselves, so the first conversation starts further along.',
      },
      {
        title: 'Minimal disruption to your team',
        description:
          'A small crew and a shooting schedule agreed in advance mean your staff can get on with their day while we film.',
      },
      {
        title: 'One shoot, many uses',
        description:
          'Cut-downs, stills and subtitled versions let a single filming day feed your website, social channels, pitches and recruitment for months.',
      },
      {
        title: 'People who come across as themselves',
        description:
          'Relaxed, well-prepared interviews help nervous speakers sound natural and confident instead of reading from a script.',
      },
    ],
    process: [
      {
        title: 'Discovery call',
        description:
          'We talk through your goals, audience, budget and deadlines, and I follow up with a written proposal and a fixed quote.',
      },
      {
        title: 'Planning and scripting',
        description:
          'I draft the structure, interview questions or script, and a call sheet, so everyone knows what will happen on the day.',
      },
      {
        title: 'Filming',
        description:
          'A calm, efficient shoot at your premises or on location, capturing interviews, your team at work and any products or spaces the film needs.',
      },
      {
        title: 'Editing and feedback',
        description:
          'You receive a first cut with time-coded notes, and two rounds of amends are included before we lock the edit.',
      },
      {
        title: 'Delivery',
        description:
          'The finished films are colour graded, sound mixed and delivered in every format you need, complete with subtitles and social cut-downs.',
      },
    ],
    faqs: [
      {
        question: 'How much does a corporate video cost?',
        answer:
          'Most corporate videos cost about £1,500 to £10,000+, depending on the number of filming days, locations, interviews and finished edits. A single-day shoot with one main film and a couple of social cut-downs sits at the lower end; multi-location projects with scripting, motion graphics and several versions sit higher. After a short call I send a fixed quote, so there are no surprises.',
      },
      {
        question: 'How long does a corporate video take to produce?',
        answer:
          'The typical timeline is 3-6 weeks from our first call to final delivery. That covers planning, one or two filming days, editing and two rounds of feedback. If you are working to a launch date or an event, tell me early and I can plan a shorter schedule.',
      },
      {
        question: 'Do you write the script?',
        answer:
          'Yes. I can write a full script for a voice-over led film, or plan interview questions that draw out natural answers for a documentary-style piece. You approve the plan before anything is filmed.',
      },
      {
        question: 'Can you film at our offices without disrupting the working day?',
        answer:
          'Yes. I bring a compact kit and agree a schedule with you in advance, filming interviews in a quiet meeting room and capturing general footage around your team’s normal routine.',
      },
      {
        question: 'Who owns the finished video?',
        answer:
          'You do. Once the final invoice is paid you can use the finished films on your website, social media, presentations and paid advertising. Music is licensed for the uses we agree at the start.',
      },
    ],
    testimonialSlug: 'priya-desai',
    updatedAt: '2026-09-08',
  },
  {
    slug: 'event-videography',
    title: 'Event Videography',
    shortTitle: 'Event Videos',
    icon: 'party-popper',
    summary:
      'Conferences, launches, awards nights and festivals filmed discreetly, with a highlight reel ready while people are still talking about the day.',
    tagline: 'Capture the atmosphere and share it while it still matters',
    description: [
      'Events take months to plan and are over in a few hours. A well-made film lets you share that energy with everyone who could not be there, thank your sponsors and speakers, and start selling next year’s tickets before this year’s have been forgotten.',
      'I film conferences, product launches, awards ceremonies, exhibitions, festivals and private celebrations across Sussex, London and further afield. I work quietly around guests and speakers, capturing the keynote, the details and the moments in between that give a film its feeling.',
      'Most clients take a short highlight reel for social media alongside full-length edits of the talks or panels. Highlights are delivered within 48-72 hours, and same-day clips can be arranged for launches and multi-day events.',
    ],
    image: {
      src: '/images/services/event-videography.jpg',
      alt: 'Illustration of a speaker at a lectern on a stage under spotlights, facing a packed audience',
      width: 1600,
      height: 1067,
    },
    priceFrom: 950,
    projectType: { value: 'event', label: 'Event Video' },
    features: [
      'Highlight reels delivered within 48-72 hours',
      'Full-length recordings of keynotes, talks and panels',
      'Discreet filming that stays out of your guests’ way',
      'Multi-camera coverage with clean audio from the sound desk',
      'Same-day social clips for launches and live events',
      'Short interviews with guests, speakers and sponsors',
    ],
    benefits: [
      {
        title: 'Extend the life of your event',
        description:
          'A film keeps the event working for you long after the venue is packed away, on your website, in newsletters and across social media.',
      },
      {
        title: 'Show sponsors their value',
        description:
          'Footage of branded spaces, packed rooms and engaged audiences gives sponsors and partners the proof they need to come back.',
      },
      {
        title: 'Sell next year’s tickets',
        description:
          'Nothing persuades people to book like seeing what they missed. A highlight reel is the strongest advert your next event can have.',
      },
      {
        title: 'Content for the whole year',
        description:
          'Talks, interviews and behind-the-scenes moments can be cut into dozens of short clips to post in the months that follow.',
      },
    ],
    process: [
      {
        title: 'Briefing',
        description:
          'We go through the running order, key moments, speakers and the films you need afterwards, and agree a fixed quote.',
      },
      {
        title: 'Venue planning',
        description:
          'I check camera positions, power and access to the sound desk with the venue, and plan where to be for each part of the programme.',
      },
      {
        title: 'Filming on the day',
        description:
          'I arrive early to set up, then film discreetly from doors open to the last speech, including interviews and the atmosphere in between.',
      },
      {
        title: 'Highlight reel',
        description:
          'Your highlight reel is edited first and delivered within 48-72 hours, ready to share while the event is still fresh.',
      },
      {
        title: 'Full edits',
        description:
          'Recordings of talks and panels, interview clips and any social cut-downs follow, colour graded and with cleaned-up sound.',
      },
    ],
    faqs: [
      {
        question: 'How quickly will I receive the highlight reel?',
        answer:
          'Your event highlight reel is delivered within 48-72 hours of the event, so you can share it while guests and sponsors are still talking about the day. Full-length recordings of talks and panels usually follow within two weeks.',
      },
      {
        question: 'Can you film a multi-day conference or festival?',
        answer:
          'Yes. For multi-day events I can deliver short daily highlights each evening, then a final film and full recordings once the event has finished. Larger events can be covered by a second camera operator.',
      },
      {
        question: 'Do you need to visit the venue beforehand?',
        answer:
          'A site visit or a video call with the venue team helps me plan camera positions, power and an audio feed from the sound desk. For smaller events a running order and a floor plan are usually enough.',
      },
      {
        question: 'Will filming disturb our guests?',
        answer:
          'No. I work with compact, quiet kit, dress to suit the event and stay out of sightlines during speeches. Guests who would rather not be filmed are simply left out of the edit.',
      },
      {
        question: 'Do you travel for events?',
        answer:
          'Yes. I am based in Lewes and regularly film in Brighton and London, and I travel across the UK and abroad. Travel and accommodation outside the South East are quoted separately, with no hidden extras.',
      },
    ],
    testimonialSlug: 'giulia-ferraro',
    updatedAt: '2026-09-08',
  },
  {
    slug: 'social-media-content',
    title: 'Social Media Content',
    shortTitle: 'Social Media Content',
    icon: 'smartphone',
    summary:
      'Short vertical videos made for Instagram, TikTok and LinkedIn, filmed in batches so your feed stays busy without a shoot every week.',
    tagline: 'Scroll-stopping video made for the platforms your customers use',
    description: [
      'Social video is won or lost in the first two seconds. I plan and shoot content for the feed from the start: vertical framing, strong opening shots, captions for people watching on mute, and edits paced for Instagram Reels, TikTok, YouTube Shorts and LinkedIn.',
      'Most clients book a content day every month or every quarter. We agree a list of ideas together, film a batch of short pieces in one session, and I deliver a set of ready-to-post videos with captions and cover frames, so there is always something good to publish.',
      'Whether you run a café, a shop, a studio or a growing brand, the aim is the same: video that shows you at your best, feels at home on each platform and gives people a reason to follow, visit or buy.',
    ],
    image: {
      src: '/images/services/social-media-content.jpg',
      alt: 'Illustration of a phone in a ring light, recording a person on its screen',
      width: 1600,
      height: 1067,
    },
    priceFrom: 750,
    projectType: { value: 'social', label: 'Social Media Content' },
    features: [
      'Vertical 9:16 video for Reels, TikTok and Shorts',
      'Monthly or quarterly content days',
      'Burned-in captions for viewers watching on mute',
      'Editing paced to hook viewers in the first seconds',
      'Behind-the-scenes, product and team content',
      'Cover frames and alternative cuts for every post',
    ],
    benefits: [
      {
        title: 'Consistent posting without the stress',
        description: 'A library of finished videos means you always have something to post, even in your busiest weeks.',
      },
      {
        title: 'Made for each platform',
        description:
          'Framing, length, pacing and captions are planned for where each video will be seen, not cropped from a landscape film as an afterthought.',
      },
      {
        title: 'Your real people and products',
        description:
          'Authentic, well-shot content of your team and what you make builds more trust than stock footage or a stream of graphics.',
      },
      {
        title: 'Better value per video',
        description:
          'Filming a batch of ideas in one session brings the cost of each video down, compared with booking a separate shoot for every post.',
      },
    ],
    process: [
      {
        title: 'Content planning',
        description:
          'We look at your audience, your channels and what has worked before, then agree a list of video ideas and hooks for the content day.',
      },
      {
        title: 'Content day',
        description:
          'I film the whole batch in one efficient session at your premises or on location, directing anyone on camera so they feel at ease.',
      },
      {
        title: 'Editing and captions',
        description:
          'Each video is edited for its platform, with captions, music and cover frames, then shared with you for a round of feedback.',
      },
      {
        title: 'Delivery and review',
        description:
          'You receive the finished videos ready to schedule, and we look at how they perform to shape the next content day.',
      },
    ],
    faqs: [
      {
        question: 'How many videos do I get from a content day?',
        answer:
          'A typical content day produces between 8 and 15 short videos, depending on how involved each idea is. We agree the list in advance, so the day is spent filming rather than deciding what to film.',
      },
      {
        question: 'Do you post the videos for us?',
        answer:
          'I deliver finished, captioned videos with suggested post copy and cover frames, ready for you or your social media manager to schedule. I don’t manage accounts, but I am happy to work alongside whoever does.',
      },
      {
        question: 'Can one shoot cover TikTok, Instagram and LinkedIn?',
        answer:
          'Yes. I plan each idea for the platforms it will appear on and deliver versions to suit, so a playful TikTok and a more considered LinkedIn post can come from the same day.',
      },
      {
        question: 'Do we have to appear on camera?',
        answer:
          'Not at all. Plenty of strong content focuses on hands, products, places and processes. If you would like to appear, I will guide you through it so it feels natural.',
      },
    ],
    testimonialSlug: 'hannah-cole',
    updatedAt: '2026-08-19',
  },
  {
    slug: 'promotional-videography',
    title: 'Promotional Videography',
    shortTitle: 'Promotional Videos',
    icon: 'megaphone',
    summary:
      'Advertising-quality films for product launches, campaigns and websites, designed to make people want what you offer.',
    tagline: 'Cinematic films that make people want to know more',
    description: [
      'A promotional film has to earn attention and then do something with it. I make short, cinematic pieces for launches, crowdfunding campaigns, websites and paid social adverts, each built around one clear idea and a single call to action.',
      'Every project starts with a creative treatment covering the concept, the look, the music and the shot list, so you can picture the film before a frame is shot. On the day I bring cinema cameras, lenses and lighting suited to products, people and places, and in the edit I add colour grading, sound design and motion graphics where they help the story.',
      'You receive a main film plus cut-downs in the lengths and shapes your campaign needs, from 60 seconds to 6, in landscape, square and vertical, so a single shoot works across every channel.',
    ],
    image: {
      src: '/images/services/promotional-videography.jpg',
      alt: 'Illustration of a perfume bottle on a black plinth under a single spotlight',
      width: 1600,
      height: 1067,
    },
    priceFrom: 2000,
    projectType: { value: 'promotional', label: 'Promotional Video' },
    features: [
      'Creative treatment and storyboard',
      'Product and lifestyle cinematography',
      'Cinematic colour grading and sound design',
      'Cut-downs for paid social and pre-roll adverts',
      'Landscape, square and vertical versions',
      'Licensed music and motion graphics',
    ],
    benefits: [
      {
        title: 'Look like the brand you are becoming',
        description:
          'Cinematic production values put a small business on the same screen as the big names, and make a strong first impression.',
      },
      {
        title: 'A whole campaign from one shoot',
        description:
          'A main film, cut-downs and stills are planned together, so one production day supplies your website, adverts and social channels.',
      },
      {
        title: 'A clear call to action',
        description:
          'Every film is built around what you want viewers to do next, whether that is to buy, book, sign up or get in touch.',
      },
    ],
    process: [
      {
        title: 'Brief',
        description: 'We agree the goal, the audience, where the film will run and the budget, and I send a fixed quote.',
      },
      {
        title: 'Creative treatment',
        description:
          'I write a treatment with the concept, visual references, music direction and a shot list for you to approve.',
      },
      {
        title: 'Pre-production',
        description:
          'Locations, props, talent and the shooting schedule are arranged, so the shoot day runs smoothly and to time.',
      },
      {
        title: 'Production',
        description: 'A focused shoot with cinema cameras, lenses and lighting chosen for the look we agreed in the treatment.',
      },
      {
        title: 'Post-production and delivery',
        description:
          'Editing, colour grading, sound design and graphics, with two rounds of amends, then every version delivered ready to publish.',
      },
    ],
    faqs: [
      {
        question: 'What is the difference between a promotional film and a corporate video?',
        answer:
          'A corporate video explains who you are and how you work. A promotional film sells one thing, such as a product, an event or an offer, and is made to grab attention quickly, often as an advert.',
      },
      {
        question: 'How long should a promotional video be?',
        answer:
          'Usually between 30 and 90 seconds for the main film, with shorter cut-downs of 6 to 15 seconds for adverts and social media. We decide the lengths at the brief, based on where the film will run.',
      },
      {
        question: 'Can you find actors and locations?',
        answer:
          'Yes. I can cast actors and models, scout and book locations and hire props as part of pre-production, or work with people and places you already have.',
      },
      {
        question: 'Can you work with our agency or in-house design team?',
        answer:
          'Of course. I regularly work to agency briefs and brand guidelines, and I can hand over graded footage and project files if your team is producing the final edit.',
      },
    ],
    updatedAt: '2026-08-19',
  },
];
