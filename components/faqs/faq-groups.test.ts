import { locations } from '@/content/locations';
import { services } from '@/content/services';
import { locationPagePath } from '@/lib/routes';
import { allFaqs, locationFaqGroups, serviceFaqGroups } from './faq-groups';

describe('FAQ groups', () => {
  it('has one group per service and per location, linking to its page, with its FAQs', () => {
    const byService = serviceFaqGroups();
    expect(byService.map((group) => group.href)).toEqual(services.map((service) => `/${service.slug}`));
    expect(byService.map((group) => group.faqs)).toEqual(services.map((service) => service.faqs));
    const byLocation = locationFaqGroups();
    expect(byLocation.map((group) => group.href)).toEqual(locations.map(locationPagePath));
    expect(byLocation.map((group) => group.title)).toEqual(locations.map((location) => `Filming in ${location.name}`));
  });

  it('gives every group a distinct anchor', () => {
    const ids = [...serviceFaqGroups(), ...locationFaqGroups()].map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists each question once for the structured data', () => {
    const faq = { question: 'Do you travel?', answer: 'Yes.' };
    const groups = [
      { id: 'a', title: 'A', href: '/a', linkLabel: 'A', faqs: [faq, { question: 'Q2', answer: 'A2' }] },
      { id: 'b', title: 'B', href: '/b', linkLabel: 'B', faqs: [faq] },
    ];
    expect(allFaqs(groups).map((item) => item.question)).toEqual(['Do you travel?', 'Q2']);
  });
});
