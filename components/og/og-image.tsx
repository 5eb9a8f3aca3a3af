import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { SERVICE_AREA } from '@/lib/page-titles';
import { OG_SIZE } from '@/lib/seo';

export { OG_SIZE };

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;

function loadFonts() {
  // Whole literal paths, so output file tracing ships these two files with the routes (and no more).
  fonts ??= Promise.all([
    readFile(
      path.join(process.cwd(), 'node_modules/@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff'),
    ),
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff')),
  ]).then(([display, body]) => [
    { name: 'Bricolage Grotesque', data: display, weight: 700, style: 'normal' },
    { name: 'Inter', data: body, weight: 400, style: 'normal' },
  ]);
  return fonts;
}

function titleFontSize(title: string): number {
  if (title.length > 70) return 56;
  if (title.length > 40) return 68;
  return 84;
}

const corner = (position: Record<string, number>, borders: Record<string, string>) => (
  <div style={{ position: 'absolute', width: 44, height: 44, display: 'flex', ...position, ...borders }} />
);

export async function ogImage({ title, eyebrow }: { title: string; eyebrow: string }): Promise<ImageResponse> {
  const line = '3px solid rgba(255,255,255,0.55)';
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 84px',
        background: 'radial-gradient(circle at 85% 15%, #5a0d1b 0%, #1c1c20 45%, #111113 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      {corner({ top: 32, left: 32 }, { borderTop: line, borderLeft: line })}
      {corner({ top: 32, right: 32 }, { borderTop: line, borderRight: line })}
      {corner({ bottom: 32, left: 32 }, { borderBottom: line, borderLeft: line })}
      {corner({ bottom: 32, right: 32 }, { borderBottom: line, borderRight: line })}
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, fontFamily: 'Bricolage Grotesque' }}>
        <div style={{ width: 20, height: 20, borderRadius: 999, background: '#c8102e', display: 'flex' }} />
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
        <div style={{ display: 'flex', fontSize: 24, letterSpacing: 5, textTransform: 'uppercase', color: '#ff6b7d' }}>
          {eyebrow}
        </div>
        <div
          style={{
            display: 'flex',
            fontFamily: 'Bricolage Grotesque',
            fontSize: titleFontSize(title),
            lineHeight: 1.04,
            letterSpacing: -1.5,
            maxWidth: 980,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, color: '#b5b1a8' }}>
        <span>Videographer in {SERVICE_AREA}</span>
        <span>{site.email}</span>
      </div>
    </div>,
    { ...OG_SIZE, fonts: await loadFonts() },
  );
}
