import { Camera, Mic, type IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';

const kit: { title: string; icon: IconNode; items: string[] }[] = [
  {
    title: 'Camera',
    icon: Camera,
    items: [
      'Sony FX6 full-frame cinema camera',
      'Sony FX3 for gimbal and second-angle work',
      'Sony G Master zooms: 16–35mm, 24–70mm and 70–200mm',
      'Sigma Art primes for shallow-focus interviews',
      'DJI RS 4 Pro gimbal and a motorised slider',
      'DJI Mini 4 Pro drone, flown by a certified pilot',
    ],
  },
  {
    title: 'Audio and Lighting',
    icon: Mic,
    items: [
      'Sennheiser MKE 600 shotgun microphones',
      'Rode Wireless Pro lavalier kits with 32-bit float backup',
      'Zoom F6 multi-track field recorder',
      'Aputure 600c Pro and 300d key lights with softboxes',
      'Nanlite PavoTube accent lights for colour and depth',
      'Flags, diffusion and reflectors to shape every frame',
    ],
  },
];

export function AboutEquipment() {
  return (
    <PageSection
      id="equipment-title"
      tone="dark"
      eyebrow="The kit"
      title="Equipment"
      intro="Professional, broadcast-grade equipment that stays compact enough to travel by train and fit into a busy office."
    >
      <div className="grid gap-10 sm:grid-cols-2">
        {kit.map(({ title, icon, items }) => (
          <div key={title}>
            <h3 className="flex items-center gap-3 font-display text-2xl font-bold text-white">
              <Icon icon={icon} className="size-5 text-brand-glow" strokeWidth={1.5} />
              {title}
            </h3>
            <ul className="mt-6 divide-y divide-white/10 border-y border-white/10">
              {items.map((item) => (
                <li key={item} className="py-3.5 leading-snug text-white/85">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
