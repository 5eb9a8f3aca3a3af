// Kestrel Films artwork — shared drawing helpers (Canvas 2D, no dependencies).
// Every scene draws in its own "design" coordinate space; S is the design->pixel scale.
'use strict';
let S = 1;
const TAU = Math.PI * 2;
const RED = '#c8102e';

function rng(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const lerp = (a, b, t) => a + (b - a) * t;
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
const sstep = (a, b, v) => {
  const t = clamp((v - a) / (b - a), 0, 1);
  return t * t * (3 - 2 * t);
};

function grad(ctx, x0, y0, x1, y1, stops) {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  for (const [o, c] of stops) g.addColorStop(o, c);
  return g;
}
function rgrad(ctx, x, y, r, stops, x0, y0, r0) {
  const g = ctx.createRadialGradient(x0 ?? x, y0 ?? y, r0 || 0, x, y, r);
  for (const [o, c] of stops) g.addColorStop(o, c);
  return g;
}
// rgba helper: hex + alpha
function rgba(hex, a) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
}
function fillRect(ctx, W, H, style) {
  ctx.fillStyle = style;
  ctx.fillRect(0, 0, W, H);
}
// fill one shape as a path of its own: fillShape(ctx, 'roundRect', x, y, w, h, r); also 'ellipse', 'arc', 'rect'
function fillShape(ctx, kind, ...args) {
  ctx.beginPath();
  ctx[kind](...args);
  ctx.fill();
}

// draw fn with a blur filter (blur given in design units)
function blurred(ctx, px, fn) {
  ctx.save();
  if (px > 0) ctx.filter = `blur(${(px * S).toFixed(2)}px)`;
  fn();
  ctx.restore();
}
function comp(ctx, op, fn) {
  ctx.save();
  ctx.globalCompositeOperation = op;
  fn();
  ctx.restore();
}

// soft additive glow
function glow(ctx, x, y, r, color, a = 1, op = 'screen') {
  comp(ctx, op, () => {
    ctx.fillStyle = rgrad(ctx, x, y, r, [
      [0, rgba(color, a)],
      [0.25, rgba(color, a * 0.45)],
      [0.6, rgba(color, a * 0.12)],
      [1, rgba(color, 0)],
    ]);
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  });
}
// anamorphic-ish horizontal streak
function streak(ctx, x, y, len, th, color, a) {
  comp(ctx, 'screen', () => {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(1, th / len);
    ctx.fillStyle = rgrad(ctx, 0, 0, len, [
      [0, rgba(color, a)],
      [0.3, rgba(color, a * 0.3)],
      [1, rgba(color, 0)],
    ]);
    ctx.fillRect(-len, -len, len * 2, len * 2);
    ctx.restore();
  });
}
// out-of-focus disc with slightly brighter rim
function bokeh(ctx, x, y, r, color, a) {
  comp(ctx, 'screen', () => {
    ctx.fillStyle = rgrad(ctx, x, y, r, [
      [0, rgba(color, a * 0.55)],
      [0.82, rgba(color, a * 0.7)],
      [0.93, rgba(color, a)],
      [1, rgba(color, 0)],
    ]);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, TAU);
    ctx.fill();
  });
}
// volumetric cone of light from (x,y) in direction ang, half-angle spread, length len
function beam(ctx, x, y, ang, spread, len, color, a, blur = 6) {
  blurred(ctx, blur, () =>
    comp(ctx, 'screen', () => {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(ang);
      const g = ctx.createLinearGradient(0, 0, len, 0);
      g.addColorStop(0, rgba(color, a));
      g.addColorStop(0.35, rgba(color, a * 0.45));
      g.addColorStop(1, rgba(color, 0));
      ctx.fillStyle = g;
      const w = Math.tan(spread) * len;
      ctx.beginPath();
      ctx.moveTo(0, -2);
      ctx.lineTo(len, -w);
      ctx.lineTo(len, w);
      ctx.lineTo(0, 2);
      ctx.closePath();
      ctx.fill();
      ctx.restore();
    }),
  );
}

// smooth value-noise fog texture (cached per seed+size), drawn stretched
const _fog = {};
function fogTex(seed, w = 96, h = 54, oct = 4) {
  const k = seed + ':' + w + ':' + h;
  if (_fog[k]) return _fog[k];
  const out = document.createElement('canvas');
  out.width = w * 8;
  out.height = h * 8;
  const o = out.getContext('2d');
  o.fillStyle = '#000';
  o.fillRect(0, 0, out.width, out.height);
  const r = rng(seed);
  for (let i = 0; i < oct; i++) {
    const cw = Math.max(2, Math.round(w / 2 ** (oct - 1 - i))),
      ch = Math.max(2, Math.round(h / 2 ** (oct - 1 - i)));
    const c = document.createElement('canvas');
    c.width = cw;
    c.height = ch;
    const cx = c.getContext('2d'),
      id = cx.createImageData(cw, ch);
    for (let p = 0; p < cw * ch; p++) {
      const v = r() * 255;
      id.data[p * 4] = id.data[p * 4 + 1] = id.data[p * 4 + 2] = v;
      id.data[p * 4 + 3] = 255;
    }
    cx.putImageData(id, 0, 0);
    o.globalCompositeOperation = 'lighter';
    o.globalAlpha = (0.5 / 2 ** ((oct - 1 - i) ** 0.9)) * 0.9;
    o.imageSmoothingQuality = 'high';
    // draw tiled (wraps horizontally) so drift can loop
    o.drawImage(c, 0, 0, out.width, out.height);
  }
  // soft blur to remove bilinear creases
  const b = document.createElement('canvas');
  b.width = out.width;
  b.height = out.height;
  const bx = b.getContext('2d');
  bx.filter = 'blur(6px)';
  bx.drawImage(out, 0, 0);
  _fog[k] = b;
  return b;
}
// draw fog as light (screen) tinted color, over rect, alpha a, horizontal offset dx (wrapping)
function fog(ctx, seed, x, y, w, h, color, a, dx = 0, mask, sx = 1) {
  const tex = fogTex(seed),
    tw = tex.width * sx;
  const c = document.createElement('canvas');
  c.width = Math.ceil((w * S) / 2);
  c.height = Math.ceil((h * S) / 2);
  const cx = c.getContext('2d');
  const off = (((dx % w) + w) % w) * (c.width / w);
  cx.drawImage(tex, 0, 0, tw, tex.height, off, 0, c.width, c.height);
  cx.drawImage(tex, 0, 0, tw, tex.height, off - c.width, 0, c.width, c.height);
  cx.globalCompositeOperation = 'multiply';
  cx.fillStyle = color;
  cx.fillRect(0, 0, c.width, c.height);
  if (mask) {
    cx.globalCompositeOperation = 'destination-in';
    cx.fillStyle = mask(cx, c.width, c.height);
    cx.fillRect(0, 0, c.width, c.height);
  }
  comp(ctx, 'screen', () => {
    ctx.globalAlpha = a;
    ctx.drawImage(c, x, y, w, h);
  });
}

// silhouette of a standing person (front/back view), origin at the feet; h = height in design units
function person(ctx, x, y, h, r, opt = {}) {
  const k = h / 170,
    w = (opt.w || 1) * (0.88 + r() * 0.26),
    c = (r() - 0.5) * 4 * k; // width factor, lean
  const X = (dx, dy) => [x + dx * k * w + (c * dy) / 170, y - dy * k];
  const p = new Path2D(),
    pt = (f, ...a) => {
      const q = [];
      for (let i = 0; i < a.length; i += 2) q.push(...X(a[i], a[i + 1]));
      p[f](...q);
    };
  const coat = r() < 0.4 ? 4 : 0,
    arm = 1 + r() * 2;
  pt('moveTo', -11, 0);
  pt('bezierCurveTo', -13, 30, -15 - coat, 60, -16 - coat, 82);
  pt('lineTo', -18 - arm, 76);
  pt('bezierCurveTo', -21 - arm, 95, -23, 125, -21, 139);
  pt('quadraticCurveTo', -18, 147, -7, 148);
  pt('lineTo', -5, 153);
  pt('lineTo', 5, 153);
  pt('lineTo', 7, 148);
  pt('quadraticCurveTo', 18, 147, 21, 139);
  pt('bezierCurveTo', 23, 125, 21 + arm, 95, 18 + arm, 76);
  pt('lineTo', 16 + coat, 82);
  pt('bezierCurveTo', 15 + coat, 60, 13, 30, 11, 0);
  pt('lineTo', 3, 0);
  pt('lineTo', 1.5, 74);
  pt('lineTo', -1.5, 74);
  pt('lineTo', -3, 0);
  p.closePath();
  const [hx, hy] = X((r() - 0.5) * 2, 163);
  p.moveTo(hx + 9 * k, hy);
  p.ellipse(hx, hy, 9 * k, 11.5 * k, (r() - 0.5) * 0.25, 0, TAU);
  if (opt.face) {
    const f = opt.face;
    p.moveTo(hx + f * 7 * k, hy - 3 * k);
    p.lineTo(hx + f * 11.5 * k, hy + 1.5 * k);
    p.lineTo(hx + f * 8 * k, hy + 3 * k);
    p.lineTo(hx + f * 6 * k, hy + 6 * k);
    p.lineTo(hx, hy);
    p.closePath();
  }
  if (opt.hair && r() < 0.35) {
    p.moveTo(hx + 10 * k, hy + 2 * k);
    p.ellipse(hx, hy + 2 * k, 10 * k, 12 * k, 0, 0, TAU);
  }
  return p;
}
// draw a path as a dark silhouette with a thin rim of light on one side (lx, ly = light direction, design units)
// path may be a Path2D or an array of them (filled one by one, so overlaps never cancel)
function rimmed(ctx, path, dark, rim, lx, ly, ra = 1) {
  const ps = Array.isArray(path) ? path : [path];
  ctx.save();
  ctx.fillStyle = rim;
  ctx.globalAlpha = ra;
  ps.forEach((p) => ctx.fill(p));
  ctx.globalAlpha = 1;
  ctx.translate(-lx, -ly);
  ctx.fillStyle = dark;
  ps.forEach((p) => ctx.fill(p));
  ctx.restore();
}

// rolling hill profile path from x0..x1 with sum of sines
function hillPath(x0, x1, base, amps, seed, bottom) {
  const r = rng(seed),
    ph = amps.map(() => r() * TAU),
    p = new Path2D();
  p.moveTo(x0, bottom);
  for (let x = x0; x <= x1 + 4; x += 4) {
    let y = base;
    amps.forEach(([a, wl], i) => {
      y -= a * Math.sin((x / wl) * TAU + ph[i]);
    });
    p.lineTo(x, y);
  }
  p.lineTo(x1, bottom);
  p.closePath();
  return p;
}

// finishing: grade (pixel space), vignette, letterbox softness, grain
function finish(ctx, W, H, o = {}) {
  const PW = ctx.canvas.width,
    PH = ctx.canvas.height;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // vignette
  const v = o.vignette ?? 0.55;
  if (v > 0) {
    const g = ctx.createRadialGradient(
      PW * (o.vx ?? 0.5),
      PH * (o.vy ?? 0.5),
      Math.min(PW, PH) * 0.25,
      PW / 2,
      PH / 2,
      Math.hypot(PW, PH) * 0.62,
    );
    g.addColorStop(0, 'rgba(0,0,0,0)');
    g.addColorStop(1, `rgba(0,0,0,${v})`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, PW, PH);
  }
  // letterbox-like soft bands
  const lb = o.letterbox ?? 0.35;
  if (lb > 0) {
    const bh = PH * 0.11;
    ctx.fillStyle = grad(ctx, 0, 0, 0, bh, [
      [0, `rgba(3,4,6,${lb})`],
      [1, 'rgba(3,4,6,0)'],
    ]);
    ctx.fillRect(0, 0, PW, bh);
    ctx.fillStyle = grad(ctx, 0, PH, 0, PH - bh, [
      [0, `rgba(3,4,6,${lb})`],
      [1, 'rgba(3,4,6,0)'],
    ]);
    ctx.fillRect(0, PH - bh, PW, bh);
  }
  // bloom: soft glow from the bright parts
  const bl = o.bloom ?? 0.35;
  if (bl > 0) {
    const bc = document.createElement('canvas');
    bc.width = PW / 4;
    bc.height = PH / 4;
    const bx = bc.getContext('2d');
    bx.filter = `brightness(0.7) contrast(2.2) blur(${PW / 4 / 90}px)`;
    bx.drawImage(ctx.canvas, 0, 0, bc.width, bc.height);
    ctx.globalCompositeOperation = 'screen';
    ctx.globalAlpha = bl;
    ctx.drawImage(bc, 0, 0, PW, PH);
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
  }
  // tone curve: lifted ink blacks, gentle shoulder, cool shadows / warm highlights
  const lut = [new Uint8ClampedArray(256), new Uint8ClampedArray(256), new Uint8ClampedArray(256)];
  const lift = [9, 11, 15],
    warm = o.warm ?? 1;
  for (let i = 0; i < 256; i++) {
    const x = i / 255,
      s = x < 0.5 ? 2 * x * x * 0.35 + x * 0.65 : 1 - (2 * (1 - x) * (1 - x) * 0.35 + (1 - x) * 0.65);
    const t = lerp(x, s, 0.5);
    lut[0][i] = lift[0] + t * (250 - lift[0]) + warm * 4 * Math.sin(Math.PI * t);
    lut[1][i] = lift[1] + t * (246 - lift[1]);
    lut[2][i] = lift[2] + t * (236 - lift[2]) - warm * 4 * Math.sin(Math.PI * t);
  }
  const id = ctx.getImageData(0, 0, PW, PH),
    d = id.data;
  for (let p = 0; p < d.length; p += 4) {
    d[p] = lut[0][d[p]];
    d[p + 1] = lut[1][d[p + 1]];
    d[p + 2] = lut[2][d[p + 2]];
  }
  ctx.putImageData(id, 0, 0);
  // film grain: clumped mono noise composited with overlay
  const ga = o.grain ?? 0.22;
  if (ga > 0) {
    const gs = o.grainSize ?? 1.5,
      gw = Math.ceil(PW / gs),
      gh = Math.ceil(PH / gs);
    const gc = document.createElement('canvas');
    gc.width = gw;
    gc.height = gh;
    const gx = gc.getContext('2d'),
      gd = gx.createImageData(gw, gh),
      r = rng(o.seed ?? 99);
    for (let p = 0; p < gw * gh; p++) {
      const n = (r() + r() + r() - 1.5) * 170 + 128;
      gd.data[p * 4] = gd.data[p * 4 + 1] = gd.data[p * 4 + 2] = n;
      gd.data[p * 4 + 3] = 255;
    }
    gx.putImageData(gd, 0, 0);
    ctx.globalCompositeOperation = 'overlay';
    ctx.globalAlpha = ga;
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(gc, 0, 0, PW, PH);
  }
  ctx.restore();
}

// scatter of out-of-focus discs inside a box
function bokehField(ctx, seed, n, x, y, w, h, cols, r0, r1, a) {
  const r = rng(seed);
  for (let i = 0; i < n; i++)
    bokeh(ctx, x + r() * w, y + r() * h, lerp(r0, r1, r() ** 2), cols[Math.floor(r() * cols.length)], a * (0.35 + 0.65 * r()));
}
// mirror the band [y-h, y] (design units) below y as a soft reflection
function reflect(ctx, y, h, a, blur = 4, squash = 1) {
  const cv = ctx.canvas,
    py = Math.round(y * S),
    ph = Math.round(h * S);
  const c = document.createElement('canvas');
  c.width = cv.width;
  c.height = ph;
  c.getContext('2d').drawImage(cv, 0, py - ph, cv.width, ph, 0, 0, cv.width, ph);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = `blur(${blur * S}px)`;
  ctx.globalAlpha = a;
  ctx.translate(0, py);
  ctx.scale(1, -squash);
  ctx.drawImage(c, 0, -ph);
  ctx.restore();
}
// fade the region below y with a gradient to a colour (for floors)
function fadeDown(ctx, y0, y1, W, col, a0, a1) {
  ctx.fillStyle = grad(ctx, 0, y0, 0, y1, [
    [0, rgba(col, a0)],
    [1, rgba(col, a1)],
  ]);
  ctx.fillRect(0, y0, W, y1 - y0);
}
// draw fn into an offscreen layer with the same transform; returns the layer canvas
function layer(ctx, fn) {
  const c = document.createElement('canvas');
  c.width = ctx.canvas.width;
  c.height = ctx.canvas.height;
  const l = c.getContext('2d');
  l.scale(S, S);
  fn(l);
  return c;
}
function put(ctx, c, op = 'source-over', a = 1) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = op;
  ctx.globalAlpha = a;
  ctx.drawImage(c, 0, 0);
  ctx.restore();
}
