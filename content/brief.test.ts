import { services } from '@/content/services';
import { projectTypeOptions } from './brief';

describe('projectTypeOptions', () => {
  it('names each service’s project type, in the order of their labels, then Other', () => {
    const made = [
      { slug: 'zoo-films', title: 'Zoo Films', projectType: { value: 'zoo', label: 'Animal Video' } },
      { slug: 'boat-films', title: 'Boat Films' },
    ];
    expect(projectTypeOptions(made)).toEqual([
      { value: 'zoo', label: 'Animal Video' },
      { value: 'boat-films', label: 'Boat Films' },
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
