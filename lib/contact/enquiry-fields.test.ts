import { services } from '@/content/services';
import { projectTypeOptions } from './enquiry-fields';

describe('projectTypeOptions', () => {
  it('names the form’s project types for the services of content/, in their fixed order, then Other', () => {
    expect(projectTypeOptions(services)).toEqual([
      { value: 'corporate', label: 'Corporate Video' },
      { value: 'event', label: 'Event Video' },
      { value: 'promotional', label: 'Promotional Video' },
      { value: 'social', label: 'Social Media Content' },
      { value: 'other', label: 'Other' },
    ]);
  });

  it('offers every service, a new one by its slug and title unless it names its own type', () => {
    const fifth = { slug: 'drone-films', title: 'Drone Films' };
    const sixth = { slug: 'weddings', title: 'Wedding Films', projectType: { value: 'wedding', label: 'Wedding Film' } };
    const options = projectTypeOptions([...services, fifth, sixth]);
    expect(options).toHaveLength(services.length + 3);
    expect(options).toContainEqual({ value: 'drone-films', label: 'Drone Films' });
    expect(options).toContainEqual({ value: 'wedding', label: 'Wedding Film' });
    expect(options.at(-1)).toEqual({ value: 'other', label: 'Other' });
  });
});
