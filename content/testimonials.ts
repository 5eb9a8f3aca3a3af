import type { Testimonial } from './model';

export const testimonials: Testimonial[] = [
  {
    sample: true,
    slug: 'priya-desai',
    name: 'Priya Desai',
    title: 'Head of Brand',
    company: 'Stylus, London',
    quote:
      'We had tried corporate videography before and always ended up with something stiff. Alex put our team at ease, asked better questions than we had thought of, and delivered a film that actually sounds like us. It has been on our home page ever since.',
    rating: 5,
    date: '2024-11-04',
    projectSlug: 'stylus-promotional',
  },
  {
    sample: true,
    slug: 'giulia-ferraro',
    name: 'Giulia Ferraro',
    title: 'Creative Director',
    company: 'Halden & Co., Milan Design Week exhibitor',
    quote:
      'Alex’s event videography made our week in Milan. Every morning there was a new edit waiting for us to post, and the final film captured the installation better than any photograph. Calm, organised and brilliant company on a very long week.',
    rating: 5,
    date: '2025-05-12',
    projectSlug: 'milan-design-week',
  },
  {
    sample: true,
    slug: 'hannah-cole',
    name: 'Hannah Cole',
    title: 'Founder',
    company: 'Bulb Floristry, Lewes',
    quote:
      'I never had time for social media content until Alex started filming for us. One morning a month gives me weeks of beautiful videos, and our wreath workshops now sell out almost as soon as we post them.',
    rating: 5,
    date: '2025-12-02',
    projectSlug: 'bulb-floristry',
  },
  {
    sample: true,
    slug: 'marcus-bell',
    name: 'Marcus Bell',
    title: 'Senior Producer',
    company: 'Northlight Creative, for The Ordinary',
    quote:
      'Alex understood the brand’s clean, precise look straight away. The macro footage was beautifully lit and consistent, which made it easy for our designers to build a whole season of adverts from it. We have booked Alex again twice since.',
    rating: 5,
    date: '2025-01-20',
    projectSlug: 'the-ordinary',
  },
  {
    sample: true,
    slug: 'rebecca-lyons',
    name: 'Rebecca Lyons',
    title: 'Operations Director',
    company: 'Meridian Legal, Tunbridge Wells',
    quote:
      'Our training videos used to be recorded on a laptop in a meeting room. Alex planned a series with our partners, filmed it all in a single day without disrupting the office, and the result looks and sounds properly professional.',
    rating: 5,
    date: '2025-07-15',
  },
  {
    sample: true,
    slug: 'tom-okafor',
    name: 'Tom Okafor',
    title: 'Festival Director',
    company: 'Downland Food & Drink Festival',
    quote:
      'Alex filmed both days of our festival and had a highlight reel with us two days later, while everyone was still talking about it. It became the centre of our campaign for next year and our early-bird tickets went faster than ever.',
    rating: 5,
    date: '2025-09-29',
  },
  {
    sample: true,
    slug: 'daniel-hughes',
    name: 'Daniel Hughes',
    title: 'Co-founder',
    company: 'Tidewater Coffee Roasters, Eastbourne',
    quote:
      'Alex spent a morning in our roastery and came away with a month of Reels that show what we do far better than we could ourselves. Friendly, quick and full of ideas we would never have had.',
    rating: 5,
    date: '2026-03-09',
  },
  {
    sample: true,
    slug: 'sophie-grant',
    name: 'Sophie Grant',
    title: 'Communications Lead',
    company: 'Weald Community Trust',
    quote:
      'Alex made a short appeal film about our volunteer drivers with real sensitivity. The people we filmed felt respected and comfortable, and the film raised more for our winter appeal than any campaign we have run before.',
    rating: 5,
    date: '2026-01-26',
  },
];
