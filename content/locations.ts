import type { Location } from './model';

export const locations: Location[] = [
  {
    slug: 'brighton',
    name: 'Brighton',
    county: 'East Sussex',
    tagline: 'Seafront, Lanes and a city full of ideas',
    description: [
      'Brighton is fifteen minutes down the line from my base in Lewes, so I film here most weeks. From tech start-ups and agencies around the North Laine to independent shops in The Lanes, hotels and venues along the seafront and conferences at the Brighton Centre, the city is full of businesses with a story worth telling on camera.',
      'I make corporate films, event coverage, promotional videos and social media content for Brighton and Hove businesses and organisations of every size. Because I am local, there are no travel costs, I can be on site early for a sunrise shoot on the seafront, and I know how busy the city gets during the Brighton Festival, the Fringe and Pride, so we can plan around them.',
    ],
    imagePath: '/images/locations/brighton.jpg',
    imageAlt: 'Illustration of Brighton Palace Pier at sunset, its lit pavilions reaching out over the sea',
    serviceSlugs: ['corporate-videography', 'event-videography', 'social-media-content', 'promotional-videography'],
    benefits: [
      {
        title: 'Local, with no travel charges',
        description:
          'Brighton is fifteen minutes from Lewes by train or car, so shoots anywhere in Brighton and Hove carry no travel costs and can start early.',
      },
      {
        title: 'At home in the city’s venues',
        description:
          'From conference halls and seafront hotels to galleries, bars and small studios, I am used to working in Brighton’s varied, often tight spaces.',
      },
      {
        title: 'In tune with Brighton’s creative scene',
        description:
          'Agencies, independents and digital businesses here expect content with personality. I make films that feel like Brighton, not like stock footage.',
      },
    ],
    faqs: [
      {
        question: 'Do you charge for travel within Brighton?',
        answer:
          'No. Brighton and Hove are only fifteen minutes from my base in Lewes, so there is no travel charge for shoots anywhere in the city.',
      },
      {
        question: 'Can you film on Brighton seafront or in The Lanes?',
        answer:
          'Yes. Small handheld shoots in public spaces rarely need permission, and for larger productions I arrange filming permission with Brighton & Hove City Council and any private landowners in advance.',
      },
      {
        question: 'Can you film events during the Brighton Festival and Fringe?',
        answer:
          'Yes, though May is one of the busiest months of the year, so please get in touch as early as you can to secure your dates.',
      },
    ],
    updatedAt: '2026-07-22',
  },
  {
    slug: 'lewes',
    name: 'Lewes',
    county: 'East Sussex',
    tagline: 'Home base, under the South Downs',
    description: [
      'Lewes is home. I live and work in the town, surrounded by the kind of businesses that make it special: independent shops along Cliffe High Street, makers and studios, Harvey’s brewery on the banks of the Ouse, and the cafés, restaurants and venues that fill up on market days. With Lewes Castle above the town and the South Downs on every side, it is also one of the most beautiful places in the country to film.',
      'I make films for Lewes businesses, charities, festivals and organisations of every size, from monthly social media content for a shop on the high street to event coverage and corporate films. Being local means I can fit around your opening hours, film at short notice when the light is right and suggest locations on the Downs that most people drive straight past.',
    ],
    imagePath: '/images/locations/lewes.jpg',
    imageAlt: 'Illustration of Lewes Castle on its mound above the town’s rooftops at sunset, with the South Downs beyond',
    serviceSlugs: ['corporate-videography', 'event-videography', 'social-media-content', 'promotional-videography'],
    testimonialSlug: 'hannah-cole',
    benefits: [
      {
        title: 'Right on your doorstep',
        description:
          'I am based in Lewes, so there are no travel costs and I can pop in for a quick shoot before opening or after closing time.',
      },
      {
        title: 'Flexible around your business',
        description:
          'Small shops and busy teams rarely have a whole free day. Local shoots can be split into short sessions that fit your week.',
      },
      {
        title: 'Knowledge of the town and the Downs',
        description:
          'From the castle and the river to chalk paths and viewpoints on the South Downs, I know where to film for the look you want and when the light is best.',
      },
      {
        title: 'Supporting local business',
        description:
          'Working with a Lewes videographer keeps your budget in the local economy, and I am always happy to introduce you to other local creatives.',
      },
    ],
    faqs: [
      {
        question: 'Where are you based?',
        answer:
          'I am based in Lewes, East Sussex. I film throughout the town and the surrounding villages, as well as in Brighton, London and across the UK.',
      },
      {
        question: 'Can you film on the South Downs?',
        answer:
          'Yes. Much of the South Downs is open access land, which is fine for small crews. For larger shoots, drones or private land I arrange permission with the landowner, the National Trust or the South Downs National Park Authority as needed.',
      },
      {
        question: 'Can you film at short notice?',
        answer:
          'Often, yes. Because I am local, I can sometimes fit in a short shoot within a few days for Lewes clients. Get in touch and I will tell you what is possible.',
      },
    ],
    updatedAt: '2026-07-22',
  },
  {
    slug: 'london',
    name: 'London',
    county: 'Greater London',
    tagline: 'An hour from Lewes, filmed most weeks',
    description: [
      'A good share of my work is in London: brand films for agencies and consultancies in Shoreditch and Clerkenwell, interviews in City offices, product shoots in hired studios and conferences and launches in venues across the capital. Direct trains from Lewes reach London Victoria in about 1 hour 10 minutes, so an early start in London is easy.',
      'London clients get the same careful planning and cinema-quality kit as any big production company, with the responsiveness of working directly with the person who films and edits. I travel light and use public transport, which avoids parking and congestion charges, and I am used to building security, access times and strict venue rules.',
    ],
    imagePath: '/images/locations/london.jpg',
    imageAlt: 'Illustration of the London skyline at dusk, from St Paul’s dome to the Shard, reflected in the Thames',
    serviceSlugs: ['corporate-videography', 'event-videography', 'social-media-content', 'promotional-videography'],
    testimonialSlug: 'priya-desai',
    benefits: [
      {
        title: 'London quality, freelance flexibility',
        description:
          'You work directly with the person who plans, films and edits your project, without the overheads of a large production company.',
      },
      {
        title: 'Easy to reach',
        description:
          'Direct trains from Lewes to London Victoria take about 1 hour 10 minutes, so early starts and evening events are straightforward.',
      },
      {
        title: 'Compact kit, no parking headaches',
        description:
          'A lightweight setup travels by train and Tube, fits into busy offices and keeps shoots quick to set up and pack down.',
      },
      {
        title: 'Used to corporate venues',
        description:
          'From City offices to Shoreditch event spaces, I work comfortably with security, access times, risk assessments and venue rules.',
      },
    ],
    faqs: [
      {
        question: 'Do you charge for travel to London?',
        answer:
          'Travel to London is included in your quote as a fixed amount agreed up front, so there are no surprises on the invoice.',
      },
      {
        question: 'How do you get to London shoots?',
        answer:
          'Usually by train. Direct services from Lewes reach London Victoria in about 1 hour 10 minutes, and from there I travel by Tube or taxi with a compact kit. For larger shoots I drive or have equipment delivered.',
      },
      {
        question: 'Do you need a permit to film on London streets?',
        answer:
          'Small handheld crews filming in public spaces usually do not. Larger shoots, or any use of tripods, lights or closures, need permission from the local borough, which I arrange through Film London or the council concerned.',
      },
      {
        question: 'Can you provide public liability insurance and risk assessments for venues?',
        answer:
          'Yes. I hold public liability and equipment insurance and provide certificates and risk assessments to venues and building managers before the shoot.',
      },
    ],
    updatedAt: '2026-07-22',
  },
];
