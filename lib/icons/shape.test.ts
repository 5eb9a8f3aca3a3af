import type { IconNode } from 'lucide';
import { serviceIconSchema } from '@/content/model';
import { services } from '@/content/services';
import { SERVICE_ICONS } from './service-icons';
import { shape } from './shape';

describe('shape', () => {
  it('writes an icon’s shape as SVG, its attributes in SVG spelling and escaped', () => {
    const icon: IconNode = [['text', { x: '1', strokeWidth: '3', title: 'a "b" <c>' } as never]];
    expect(shape(icon[0]!)).toBe('<text x="1" stroke-width="3" title="a &quot;b&quot; &lt;c&gt;"/>');
  });

  it('leaves out an attribute with no value', () => {
    expect(shape(['path', { d: 'M1 1h2', fill: undefined } as never])).toBe('<path d="M1 1h2"/>');
  });
});

describe('service icons', () => {
  it('draw every icon a service may name, and the icon of every service, with at least one shape', () => {
    for (const name of serviceIconSchema.options) expect(SERVICE_ICONS[name]?.length).toBeGreaterThan(0);
    for (const service of services) expect(SERVICE_ICONS[service.icon]?.length).toBeGreaterThan(0);
  });
});
