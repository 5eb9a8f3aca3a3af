// Kestrel Films artwork — scenes. Each: { base: design width, draw(ctx, W, H, t), finish: {...} }
// t in [0,1) is the loop phase (only the hero animates).
'use strict';
const SCENES = {};

// ---------- shared pieces ----------
// cross-faded drifting fog that loops seamlessly over t
function loopFog(ctx, t, seed, x, y, w, h, color, a, drift, mask) {
  fog(ctx, seed, x, y, w, h, color, a * Math.sqrt(1 - t), drift * t, mask);
  fog(ctx, seed, x, y, w, h, color, a * Math.sqrt(t), drift * (t - 1), mask);
}
function bandMask(top, mid, bot) {
  return (c, w, h) =>
    grad(c, 0, 0, 0, h, [
      [0, 'rgba(0,0,0,0)'],
      [top, 'rgba(0,0,0,0)'],
      [mid, 'rgba(0,0,0,1)'],
      [bot, 'rgba(0,0,0,0)'],
      [1, 'rgba(0,0,0,0)'],
    ]);
}
// thin stratus streaks lit from below by a low sun at (sx, sy); dx = drift
function strata(ctx, seed, n, y0, y1, sx, sy, dx) {
  const r = rng(seed);
  for (let i = 0; i < n; i++) {
    const y = lerp(y0, y1, r() ** 0.7),
      x = r() * 1800 - 100 + dx * (0.5 + (y - y0) / (y1 - y0));
    const len = 150 + r() * 700,
      th = 2 + (r() * 10 * (y - y0 + 60)) / (y1 - y0);
    const near = Math.exp(-Math.hypot((x - sx) / 900, (y - sy) / 320));
    const a = 0.1 + 0.5 * near;
    blurred(ctx, 2 + r() * 6, () =>
      comp(ctx, 'screen', () => {
        ctx.fillStyle = grad(ctx, x - len / 2, 0, x + len / 2, 0, [
          [0, 'rgba(0,0,0,0)'],
          [
            0.5,
            `rgba(${Math.round(lerp(70, 255, near))},${Math.round(lerp(70, 150, near))},${Math.round(lerp(95, 90, near))},${a})`,
          ],
          [1, 'rgba(0,0,0,0)'],
        ]);
        fillShape(ctx, 'ellipse', x, y, len / 2, th / 2, 0, 0, TAU);
      }),
    );
    // darker cloud body above the lit underside
    if (r() < 0.6)
      blurred(ctx, 4, () => {
        ctx.fillStyle = 'rgba(10,10,16,0.35)';
        fillShape(ctx, 'ellipse', x + 20, y - th * 0.8, len * 0.45, th * 0.7, 0, 0, TAU);
      });
  }
}
function cloudBand(ctx, t, seed, y, h, col, a, drift) {
  const m = bandMask(0.15, 0.55, 0.95);
  fog(ctx, seed, -40, y, 1680, h, col, a * Math.sqrt(1 - t), drift * t, m, 0.22);
  fog(ctx, seed, -40, y, 1680, h, col, a * Math.sqrt(t), drift * (t - 1), m, 0.22);
}
function leak(ctx, x, y, r, a, hot = '#ff9a4a', edge = RED) {
  comp(ctx, 'screen', () => {
    ctx.fillStyle = rgrad(ctx, x, y, r, [
      [0, rgba(hot, a)],
      [0.35, rgba(edge, a * 0.45)],
      [1, rgba(edge, 0)],
    ]);
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  });
}

// Cinema camera on a tripod, lens facing -x. Origin = top of the tripod head.
// Returns an array of Path2D parts (filled one by one).
function cameraRig(opt = {}) {
  const parts = [],
    P = () => {
      const p = new Path2D();
      parts.push(p);
      return p;
    };
  const rr = (x, y, w, h, r) => P().roundRect(x, y, w, h, r);
  const el = (x, y, rx, ry, a = 0) => P().ellipse(x, y, rx, ry, a, 0, TAU);
  const bar = (x0, y0, x1, y1, w0, w1 = w0) => {
    const p = P(),
      a = Math.atan2(y1 - y0, x1 - x0),
      nx = -Math.sin(a),
      ny = Math.cos(a);
    p.moveTo(x0 + (nx * w0) / 2, y0 + (ny * w0) / 2);
    p.lineTo(x1 + (nx * w1) / 2, y1 + (ny * w1) / 2);
    p.lineTo(x1 - (nx * w1) / 2, y1 - (ny * w1) / 2);
    p.lineTo(x0 - (nx * w0) / 2, y0 - (ny * w0) / 2);
    p.closePath();
  };
  const poly = (...pts) => {
    const p = P();
    p.moveTo(pts[0], pts[1]);
    for (let i = 2; i < pts.length; i += 2) p.lineTo(pts[i], pts[i + 1]);
    p.closePath();
  };
  if (opt.legs !== false) {
    // legs: twin-tube upper sections, single lower sections, mid-level spreader
    const leg = (x0, x1, y1, k) => {
      const xm = lerp(x0, x1, 0.55),
        ym = lerp(30, y1, 0.55);
      bar(x0 - 3, 32, xm - 3, ym, 5 * k, 4.5 * k);
      bar(x0 + 4, 32, xm + 4, ym, 5 * k, 4.5 * k);
      rr(xm - 7, ym - 6, 14, 12, 2);
      bar(xm, ym, x1, y1, 6 * k, 4.5 * k);
      rr(x1 - 7, y1 - 3, 14, 6, 2);
    };
    leg(6, 24, 262, 0.9);
    leg(-14, -112, 252, 1);
    leg(14, 104, 252, 1);
    bar(-66, 140, 58, 140, 3);
    bar(-66, 140, 22, 150, 2.5);
    rr(-30, 22, 60, 14, 4);
  }
  // fluid head, bowl, pan bar
  el(0, 24, 22, 9);
  rr(-26, 0, 52, 26, 8);
  el(-2, 12, 11, 11);
  rr(-40, -6, 80, 8, 2);
  bar(22, 10, 132, 64, 8, 6);
  bar(124, 60, 152, 74, 13, 12);
  // baseplate + rods
  rr(-82, -18, 146, 12, 2);
  bar(-168, -13, 62, -13, 5);
  // body, battery, plates
  rr(-52, -102, 106, 86, 6);
  rr(54, -94, 8, 74, 2);
  rr(62, -92, 24, 70, 4);
  rr(-44, -108, 90, 8, 2);
  // top handle, EVF on rear arm, small monitor on front
  bar(-40, -106, -40, -126, 7);
  bar(36, -106, 36, -126, 7);
  bar(-48, -126, 44, -126, 7);
  rr(26, -150, 54, 18, 6);
  el(84, -141, 7, 12);
  bar(40, -126, 46, -136, 6);
  bar(-22, -128, -28, -146, 5);
  poly(-62, -186, -6, -180, -6, -146, -62, -150);
  // lens with focus + iris rings, support
  rr(-140, -88, 92, 60, 5);
  rr(-124, -93, 16, 70, 3);
  rr(-98, -92, 10, 68, 2);
  rr(-60, -90, 12, 64, 2);
  // follow focus unit
  el(-116, -22, 11, 11);
  rr(-132, -20, 30, 12, 3);
  rr(-128, -16, 10, 10, 2);
  // matte box + french flag
  poly(-138, -98, -176, -110, -176, -6, -138, -18);
  rr(-180, -112, 6, 108, 2);
  poly(-174, -112, -198, -120, -198, -117, -174, -108);
  return parts;
}

// ---------- HERO: camera on a rig at dusk over the South Downs ----------
SCENES.hero = {
  base: 1600,
  finish: { vignette: 0.5, letterbox: 0.45, grain: 0.12, vx: 0.62 },
  draw(ctx, W, H, t) {
    const ph = t * TAU,
      sw = Math.sin(ph),
      cw = Math.cos(ph);
    const sunX = 1390,
      sunY = 596;
    // slow, looping breath of a push-in towards the rig (scale 1 at t = 0, so the poster is frame 0)
    const k = 1 + (0.018 * (1 - cw)) / 2;
    ctx.translate(1120, 520);
    ctx.scale(k, k);
    ctx.translate(-1120, -520);
    // sky
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, H, [
        [0, '#06080d'],
        [0.3, '#0b101a'],
        [0.5, '#1a1a24'],
        [0.6, '#3d2a2a'],
        [0.66, '#7a4630'],
        [0.7, '#a0603a'],
        [1, '#2a1c18'],
      ]),
    );
    glow(ctx, sunX, sunY, 1100, '#b0582c', 0.55 + 0.03 * sw);
    glow(ctx, sunX, sunY, 420, '#ffb070', 0.5);
    glow(ctx, sunX, sunY + 6, 120, '#fff0d0', 0.85);
    // darken left/centre for the headline
    comp(ctx, 'multiply', () => {
      ctx.fillStyle = grad(ctx, 0, 0, W * 0.8, 0, [
        [0, 'rgba(20,22,30,1)'],
        [0.45, 'rgba(90,90,100,1)'],
        [1, 'rgba(255,255,255,1)'],
      ]);
      ctx.fillRect(0, 0, W, H);
    });
    // stars
    const r = rng(3);
    for (let i = 0; i < 90; i++) {
      const x = r() * W,
        y = r() * 300,
        b = r();
      ctx.fillStyle = `rgba(220,225,240,${(0.15 + 0.35 * b * b) * (1 - y / 330)})`;
      ctx.fillRect(x, y, 1.2, 1.2);
    }
    // high cloud strata lit from below
    strata(ctx, 17, 60, 250, 575, sunX, sunY, 14 * sw);
    streak(ctx, sunX, sunY + 4, 900, 10, '#ffb884', 0.35);
    // Downs: far -> near, with valley mist between
    const par = (d) => sw * d * 2.4; // lateral dolly: parallax offset per depth
    const layers = [
      {
        base: 598,
        amps: [
          [16, 980],
          [7, 410],
          [3, 150],
        ],
        seed: 21,
        col: '#7a5048',
        d: 1,
      },
      {
        base: 632,
        amps: [
          [24, 1200],
          [9, 470],
          [3, 170],
        ],
        seed: 22,
        col: '#4c3232',
        d: 2,
      },
      {
        base: 680,
        amps: [
          [30, 1400],
          [12, 520],
          [4, 210],
        ],
        seed: 23,
        col: '#2a1f22',
        d: 3.5,
      },
      {
        base: 742,
        amps: [
          [38, 1700],
          [14, 640],
          [4, 230],
        ],
        seed: 24,
        col: '#151115',
        d: 5.5,
      },
    ];
    layers.forEach((L, i) => {
      ctx.save();
      ctx.translate(par(L.d), 0);
      const p = hillPath(-60, W + 60, L.base, L.amps, L.seed, H + 10);
      ctx.fillStyle = grad(ctx, W, 0, 0, 0, [
        [0, L.col],
        [0.3, L.col],
        [1, rgba('#0c0d12', 0.85)],
      ]);
      ctx.fill(p);
      // warm light skimming the crest
      ctx.save();
      ctx.clip(p);
      ctx.fillStyle = grad(ctx, 0, L.base - 50, 0, L.base + 40, [
        [0, 'rgba(255,160,100,0.18)'],
        [1, 'rgba(255,160,100,0)'],
      ]);
      comp(ctx, 'screen', () => ctx.fillRect(-60, L.base - 60, W + 120, 120));
      ctx.restore();
      ctx.restore();
      // mist in the valley in front of this layer
      if (i < 3)
        loopFog(
          ctx,
          t,
          30 + i,
          -40,
          L.base - 20,
          W + 80,
          90,
          i === 0 ? '#e0a070' : '#b07a60',
          0.5 - i * 0.08,
          120 - i * 30,
          bandMask(0.05, 0.45, 0.95),
        );
    });
    // village lights in the valley (Lewes)
    const r2 = rng(8);
    ctx.save();
    ctx.translate(par(3.5), 0);
    for (let i = 0; i < 26; i++) {
      const x = 520 + r2() * 330,
        y = 690 + r2() * 16 + (x - 520) * 0.02;
      glow(ctx, x, y, 5 + r2() * 5, '#ffb060', 0.55 + 0.15 * Math.sin(ph * 3 + i));
      ctx.fillStyle = 'rgba(255,210,150,0.9)';
      ctx.fillRect(x - 0.7, y - 0.7, 1.4, 1.4);
    }
    ctx.restore();
    // foreground ridge with grass
    ctx.save();
    ctx.translate(par(9), 0);
    const fg = new Path2D();
    fg.moveTo(560, H + 10);
    fg.bezierCurveTo(800, 850, 930, 812, 1130, 800);
    fg.bezierCurveTo(1320, 790, 1500, 770, W + 80, 760);
    fg.lineTo(W + 80, H + 10);
    fg.closePath();
    const ridge = [];
    const bz = (a, b, c, d, u) => (1 - u) ** 3 * a + 3 * (1 - u) ** 2 * u * b + 3 * (1 - u) * u * u * c + u ** 3 * d;
    for (let u = 0; u <= 1; u += 0.01) {
      ridge.push([bz(560, 800, 930, 1130, u), bz(H + 10, 850, 812, 800, u)]);
      ridge.push([bz(1130, 1320, 1500, W + 80, u), bz(800, 790, 770, 760, u)]);
    }
    ridge.sort((a, b) => a[0] - b[0]);
    const ridgeY = (x) => {
      let k = ridge.findIndex((p) => p[0] >= x);
      if (k <= 0) k = 1;
      const [x0, y0] = ridge[k - 1],
        [x1, y1] = ridge[k];
      return lerp(y0, y1, (x - x0) / (x1 - x0 || 1));
    };
    rimmed(ctx, fg, '#060608', '#c07040', 3, -1, 0.9);
    const r3 = rng(5);
    ctx.lineCap = 'round';
    for (let i = 0; i < 1400; i++) {
      const x = 600 + r3() * 1040;
      const yy = ridgeY(x) + 3 + r3() * 8;
      const hgt = 4 + r3() ** 2 * 26,
        lean = (r3() - 0.35) * 12 + 1.5 * Math.sin(ph + x * 0.03);
      const blade = () => {
        ctx.beginPath();
        ctx.moveTo(x, yy);
        ctx.quadraticCurveTo(x + lean * 0.2, yy - hgt * 0.6, x + lean, yy - hgt);
        ctx.stroke();
      };
      ctx.lineWidth = 0.7 + r3() * 0.9;
      if (x > 900 && r3() < 0.6) {
        ctx.save();
        ctx.translate(1, -0.5);
        ctx.strokeStyle = 'rgba(255,170,110,0.5)';
        blade();
        ctx.restore();
      }
      ctx.strokeStyle = '#060608';
      blade();
    }
    loopFog(ctx, t, 40, -40, 730, W + 80, 170, '#c07a58', 0.18, 140, bandMask(0.1, 0.55, 0.95));
    // the rig
    ctx.save();
    ctx.translate(1118, 566);
    ctx.scale(0.92, 0.92);
    const rig = cameraRig();
    rimmed(ctx, rig, '#07070a', '#ffb27a', 1.6, -1.0);
    // monitor spill + red tally (the single red accent)
    glow(ctx, -34, -166, 40, '#6f8fb0', 0.18);
    glow(ctx, -36, -112, 14, RED, 0.9);
    ctx.fillStyle = '#ff3a4a';
    fillShape(ctx, 'arc', -36, -112, 1.8, 0, TAU);
    ctx.restore();
    ctx.restore();
    // lens flare + drifting light leak (loops)
    streak(ctx, sunX, sunY, 700, 3, '#ffd0a0', 0.25);
    leak(ctx, W + 60 + 40 * cw, 140 + 60 * sw, 520, 0.28, '#ff8a3a', RED);
    leak(ctx, W - 100 + 30 * sw, H + 40, 380, 0.12, '#ff9a50', '#a04020');
  },
};

// ---------- PROJECT: design-fair installation (Milan Design Week) ----------
SCENES['milan-design-week'] = {
  finish: { vignette: 0.6, letterbox: 0.4, grain: 0.16 },
  draw(ctx, W, H) {
    const vx = 800,
      vy = 430,
      f = 900,
      eye = 1.6,
      r = rng(41);
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, H, [
        [0, '#040508'],
        [0.47, '#0e0f15'],
        [0.5, '#16141a'],
        [1, '#060608'],
      ]),
    );
    glow(ctx, vx, vy, 900, '#6a4a3a', 0.35);
    const proj = (X, Y, Z) => [vx + (X / Z) * f, vy - ((Y - eye) / Z) * f];
    // a regular field of hanging light rods, slightly irregular heights
    const rods = [];
    for (let gx = -10; gx <= 10; gx++)
      for (let gz = 0; gz < 22; gz++) {
        const X = gx * 0.75 + (gz % 2) * 0.375,
          Z = 3 + gz * 0.9;
        const y0 = 2.45 + 0.35 * Math.sin(gx * 0.7 + gz * 0.45) + r() * 0.08;
        rods.push({
          X,
          Z,
          y0,
          y1: y0 + 1.1,
          red: (gx === 3 && gz === 6) || (gx === -5 && gz === 11) || (gx === 6 && gz === 17),
          k: r(),
        });
      }
    rods.sort((a, b) => b.Z - a.Z);
    fog(ctx, 5, -40, 100, W + 80, 560, '#8a6a58', 0.4, 0, bandMask(0.0, 0.5, 1.0));
    for (const R of rods) {
      const [x0, yT] = proj(R.X, R.y1, R.Z),
        [, yB] = proj(R.X, R.y0, R.Z),
        [, yC] = proj(R.X, 7, R.Z);
      if (x0 < -50 || x0 > W + 50) continue;
      const col = R.red ? RED : R.k < 0.5 ? '#ffd2a0' : '#ffe4c4';
      const fall = Math.min(1, 6 / R.Z),
        wdt = Math.max(0.9, (0.045 / R.Z) * f);
      ctx.strokeStyle = `rgba(140,120,100,${0.12 * fall})`;
      ctx.lineWidth = 0.6;
      ctx.beginPath();
      ctx.moveTo(x0, yC);
      ctx.lineTo(x0, yT);
      ctx.stroke();
      glow(ctx, x0, (yT + yB) / 2, (yB - yT) * 0.8 + 14, col, 0.08 * fall + (R.red ? 0.25 : 0));
      blurred(ctx, R.Z < 4.5 ? 7 : R.Z < 6.5 ? 3 : R.Z < 9 ? 1 : 0, () => {
        if (R.Z < 6.5) ctx.globalAlpha = 0.55;
        ctx.fillStyle = rgba(col, 0.5 + 0.5 * fall);
        ctx.fillRect(x0 - wdt / 2, yT, wdt, yB - yT);
        ctx.fillStyle = R.red ? 'rgba(255,120,130,0.9)' : 'rgba(255,250,240,0.85)';
        ctx.fillRect(x0 - wdt / 6, yT + 1, wdt / 3, yB - yT - 2);
      });
      const [, fT] = proj(R.X, -R.y1, R.Z),
        [, fB] = proj(R.X, -R.y0, R.Z);
      blurred(ctx, 4 + 30 / R.Z, () => {
        ctx.fillStyle = rgba(col, 0.13 * fall);
        ctx.fillRect(x0 - wdt, fB, wdt * 2, fT - fB);
      });
    }
    comp(ctx, 'screen', () => {
      ctx.fillStyle = grad(ctx, 0, vy, 0, H, [
        [0, 'rgba(255,190,140,0.12)'],
        [0.35, 'rgba(255,190,140,0.03)'],
        [1, 'rgba(0,0,0,0)'],
      ]);
      ctx.fillRect(0, vy, W, H);
    });
    fog(ctx, 6, -40, 330, W + 80, 380, '#c89070', 0.28, 0, bandMask(0.1, 0.5, 1));
    // visitors on the floor, placed in depth (far to near)
    const rp = rng(78),
      ppl = [];
    for (let i = 0; i < 34; i++) ppl.push({ X: (rp() - 0.5) * 14, Z: 4 + rp() * 16 });
    ppl.push(
      { X: -1.6, Z: 2.6, phone: true },
      { X: 2.1, Z: 2.2 },
      { X: 0.9, Z: 3.4 },
      { X: -4.2, Z: 2.3 },
      { X: 5.6, Z: 3.0 },
      { X: -0.4, Z: 1.35, big: 1 },
      { X: 3.3, Z: 1.2, big: 1 },
    );
    ppl.sort((a, b) => b.Z - a.Z);
    for (const P of ppl) {
      const [x, y] = proj(P.X, 0, P.Z),
        [, yh] = proj(P.X, 1.72 + (rp() - 0.5) * 0.15, P.Z),
        h = y - yh;
      const pth = person(ctx, x, y, h, rp, { hair: true });
      const bl = P.Z < 1.6 ? 9 : P.Z < 2.8 ? 3 : P.Z < 5 ? 1.2 : 0.4;
      // soft floor reflection, then the figure with a warm rim from the installation
      ctx.save();
      ctx.translate(0, 2 * y);
      ctx.scale(1, -1);
      ctx.globalAlpha = 0.35;
      blurred(ctx, bl + 4, () => {
        ctx.fillStyle = '#050507';
        ctx.fill(pth);
      });
      ctx.restore();
      blurred(ctx, bl, () => rimmed(ctx, pth, '#060608', 'rgba(255,200,150,0.6)', x < vx ? -0.8 : 0.8, -1.2));
      if (P.phone) {
        const px = x + h * 0.14,
          py = y - h * 1.02;
        blurred(ctx, bl, () => {
          ctx.strokeStyle = '#060608';
          ctx.lineWidth = h * 0.045;
          ctx.lineCap = 'round';
          ctx.beginPath();
          ctx.moveTo(x + h * 0.11, y - h * 0.8);
          ctx.quadraticCurveTo(x + h * 0.2, y - h * 0.9, px, py + h * 0.03);
          ctx.stroke();
          ctx.fillStyle = '#0a0a0e';
          ctx.fillRect(px - h * 0.026, py - h * 0.05, h * 0.052, h * 0.095);
          ctx.fillStyle = 'rgba(255,214,170,0.9)';
          ctx.fillRect(px - h * 0.021, py - h * 0.045, h * 0.042, h * 0.085);
        });
        glow(ctx, px, py, h * 0.15, '#ffd8b0', 0.22);
      }
    }
    leak(ctx, -60, 100, 640, 0.2, '#ff8a3a', RED);
  },
};

// ---------- PROJECT: Stylus — tech product studio ----------
SCENES['stylus-promotional'] = {
  finish: { vignette: 0.55, letterbox: 0.35, grain: 0.14 },
  draw(ctx, W, H) {
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, H, [
        [0, '#07080b'],
        [0.5, '#14151b'],
        [1, '#050507'],
      ]),
    );
    glow(ctx, 900, 380, 800, '#2e3240', 0.6);
    // out-of-focus studio behind: a strip softbox and a stand, cut by frame
    blurred(ctx, 26, () => {
      ctx.fillStyle = 'rgba(255,232,210,0.75)';
      ctx.fillRect(-40, 90, 140, 420);
      ctx.fillStyle = 'rgba(255,200,185,0.5)';
      ctx.fillRect(1440, 40, 34, 460);
      ctx.fillStyle = '#101014';
      ctx.fillRect(1452, 500, 10, 200);
    });
    glow(ctx, 40, 300, 500, '#ffd8b8', 0.18);
    glow(ctx, 1456, 280, 380, '#ff9a80', 0.12);
    // tablet on the desk (affine plane): u across, v toward camera
    const O = [360, 560],
      U = [930, -40],
      V = [-210, 280];
    ctx.save();
    ctx.transform(U[0] / 1000, U[1] / 1000, V[0] / 1000, V[1] / 1000, O[0], O[1]);
    // chassis + bezel + screen in plane units 0..1000
    ctx.fillStyle = '#1d1e24';
    fillShape(ctx, 'roundRect', -14, -14, 1028, 1028, 40);
    ctx.fillStyle = '#030304';
    fillShape(ctx, 'roundRect', 0, 0, 1000, 1000, 30);
    ctx.fillStyle = grad(ctx, 0, 0, 1000, 1000, [
      [0, '#101218'],
      [0.6, '#07080b'],
      [1, '#040405'],
    ]);
    fillShape(ctx, 'roundRect', 40, 40, 920, 920, 8);
    // a luminous brush stroke being drawn
    const stroke = new Path2D();
    stroke.moveTo(150, 720);
    stroke.bezierCurveTo(260, 380, 430, 860, 560, 560);
    stroke.bezierCurveTo(620, 420, 660, 380, 700, 400);
    ctx.lineCap = 'round';
    blurred(ctx, 14, () => {
      ctx.strokeStyle = 'rgba(200,16,46,0.8)';
      ctx.lineWidth = 60;
      ctx.stroke(stroke);
    });
    ctx.strokeStyle = grad(ctx, 150, 0, 700, 0, [
      [0, 'rgba(200,16,46,0.0)'],
      [0.3, 'rgba(200,16,46,0.9)'],
      [1, '#ff8a7a'],
    ]);
    ctx.lineWidth = 16;
    ctx.stroke(stroke);
    ctx.strokeStyle = 'rgba(255,220,210,0.7)';
    ctx.lineWidth = 3;
    ctx.stroke(stroke);
    // softbox reflection across the glass
    blurred(ctx, 20, () => {
      ctx.fillStyle = 'rgba(255,235,220,0.07)';
      ctx.fillRect(60, 40, 160, 920);
    });
    ctx.restore();
    const tip = [360 + 0.7 * 930 - 0.4 * 210, 560 - 0.7 * 40 + 0.4 * 280];
    glow(ctx, tip[0], tip[1], 90, '#ff6a5a', 0.4);
    // tablet edge highlights
    // the stylus: tip on the glass, body rising up-right
    const pen = (c2, a) => {
      c2.save();
      c2.translate(tip[0], tip[1]);
      c2.rotate(a);
      const L = 560,
        R = 14,
        x0 = 64;
      c2.fillStyle = grad(c2, 0, -R, 0, R, [
        [0, '#f4f4f6'],
        [0.1, '#a0a1a8'],
        [0.32, '#2a2b31'],
        [0.6, '#131418'],
        [0.84, '#4a4b52'],
        [0.93, '#c8cad0'],
        [1, '#2a2a30'],
      ]);
      fillShape(c2, 'roundRect', x0, -R, L, R * 2, [4, R, R, 4]);
      c2.fillStyle = grad(c2, 0, -R, 0, R, [
        [0, '#e8e8ea'],
        [0.4, '#30313a'],
        [0.8, '#6a6b72'],
        [1, '#222'],
      ]);
      c2.beginPath();
      c2.moveTo(x0 + 2, -R);
      c2.lineTo(2, -2.5);
      c2.lineTo(2, 2.5);
      c2.lineTo(x0 + 2, R);
      c2.fill();
      c2.fillStyle = '#e0e0e4';
      fillShape(c2, 'arc', 1, 0, 2.6, 0, TAU);
      c2.fillStyle = grad(c2, 0, -R, 0, R, [
        [0, '#ff7080'],
        [0.3, RED],
        [0.7, '#4a0510'],
        [1, '#8a1020'],
      ]);
      c2.fillRect(x0 + 70, -R, 6, R * 2);
      c2.fillStyle = 'rgba(255,255,255,0.07)';
      c2.fillRect(x0 + 110, -R + 3, L - 160, 3);
      c2.restore();
    };
    const ang = -0.62;
    // reflection in the glass + contact shadow
    ctx.save();
    ctx.transform(U[0] / 1000, U[1] / 1000, V[0] / 1000, V[1] / 1000, O[0], O[1]);
    const scr = new Path2D();
    scr.rect(0, 0, 1000, 1000);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.scale(S, S);
    const m = new DOMMatrix([U[0] / 1000, U[1] / 1000, V[0] / 1000, V[1] / 1000, O[0], O[1]]);
    const clipP = new Path2D();
    clipP.addPath(scr, m);
    ctx.clip(clipP);
    ctx.globalAlpha = 0.2;
    blurred(ctx, 4, () => pen(ctx, -ang + 0.12));
    ctx.restore();
    blurred(ctx, 18, () => {
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      fillShape(ctx, 'ellipse', tip[0] + 150, tip[1] + 30, 190, 16, 0.05, 0, TAU);
    });
    pen(ctx, ang);
    streak(ctx, tip[0] + 300 * Math.cos(ang), tip[1] + 300 * Math.sin(ang) - 10, 220, 3, '#ffffff', 0.18);
    leak(ctx, W + 40, -40, 520, 0.16, '#ff8a5a', RED);
  },
};

// Catmull-Rom through [y, halfWidth] pairs -> function y -> halfWidth
function profile(pts) {
  return (y) => {
    let i = pts.findIndex((p) => p[0] > y);
    if (i < 1) i = i === 0 ? 1 : pts.length - 1;
    const p0 = pts[Math.max(0, i - 2)],
      p1 = pts[i - 1],
      p2 = pts[i],
      p3 = pts[Math.min(pts.length - 1, i + 1)];
    const u = clamp((y - p1[0]) / (p2[0] - p1[0]), 0, 1),
      u2 = u * u,
      u3 = u2 * u;
    return (
      0.5 *
      (2 * p1[1] +
        (-p0[1] + p2[1]) * u +
        (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * u2 +
        (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * u3)
    );
  };
}
// closed symmetric outline around cx, from yBottom up by height, using halfWidth(h)
function lathe(cx, yb, height, hw, step = 2) {
  const p = new Path2D();
  p.moveTo(cx - hw(0), yb);
  for (let h = 0; h <= height; h += step) p.lineTo(cx - hw(h), yb - h);
  for (let h = height; h >= 0; h -= step) p.lineTo(cx + hw(h), yb - h);
  p.closePath();
  return p;
}

// ---------- PROJECT: cola spec ad (portrait) ----------
SCENES['coke-spec-ad'] = {
  finish: { vignette: 0.65, letterbox: 0, grain: 0.14, warm: 0.5 },
  draw(ctx, W, H) {
    const cx = W / 2,
      yb = 1300,
      r = rng(55);
    fillRect(
      ctx,
      W,
      H,
      rgrad(ctx, cx, 700, 1100, [
        [0, '#b80f28'],
        [0.35, '#7a0716'],
        [0.7, '#2a0308'],
        [1, '#0a0103'],
      ]),
    );
    glow(ctx, cx, 640, 520, '#ff4a3a', 0.55);
    glow(ctx, cx, 560, 220, '#ffb0a0', 0.35);
    // soft light rays from behind
    for (let i = 0; i < 9; i++)
      beam(ctx, cx, 560, -Math.PI / 2 + (i - 4) * 0.3 + (r() - 0.5) * 0.1, 0.04, 900, '#ff8070', 0.07, 14);
    // wet surface
    ctx.fillStyle = grad(ctx, 0, yb - 10, 0, H, [
      [0, '#2a0408'],
      [0.2, '#120204'],
      [1, '#050102'],
    ]);
    ctx.fillRect(0, yb - 4, W, H - yb + 4);
    comp(ctx, 'screen', () => {
      ctx.fillStyle = grad(ctx, 0, yb - 4, 0, yb + 60, [
        [0, 'rgba(255,90,80,0.45)'],
        [1, 'rgba(255,90,80,0)'],
      ]);
      ctx.fillRect(0, yb - 4, W, 64);
    });
    const hw = profile([
      [0, 96],
      [14, 108],
      [60, 116],
      [170, 110],
      [290, 94],
      [400, 108],
      [500, 122],
      [600, 114],
      [690, 84],
      [770, 52],
      [850, 40],
      [930, 37],
      [948, 44],
      [972, 44],
      [985, 41],
    ]);
    const HT = 985,
      body = lathe(cx, yb, HT, hw);
    const level = 760; // liquid level (from bottom)
    ctx.save();
    ctx.clip(body);
    // liquid: per-row shading so the amber transmission hugs the contour
    for (let h = 0; h < level; h += 2) {
      const w = hw(h);
      ctx.fillStyle = grad(ctx, cx - w, 0, cx + w, 0, [
        [0, '#a0260c'],
        [0.06, '#5a0c05'],
        [0.2, '#1e0402'],
        [0.5, '#0b0201'],
        [0.78, '#1e0402'],
        [0.93, '#641006'],
        [1, '#c0401a'],
      ]);
      ctx.fillRect(cx - w - 2, yb - h - 2, 2 * w + 4, 2.6);
    }
    glow(ctx, cx + 10, yb - 470, 240, '#ff5a2a', 0.22);
    glow(ctx, cx, yb - 130, 150, '#ff6a3a', 0.16);
    // empty glass above the level: red backdrop seen through glass, slightly darker
    ctx.fillStyle = 'rgba(60,0,6,0.45)';
    ctx.fillRect(0, yb - HT - 5, W, HT - level + 5);
    ctx.fillStyle = 'rgba(255,150,120,0.5)';
    ctx.fillRect(cx - 60, yb - level - 1.5, 120, 2.5); // meniscus
    // rising bubbles
    for (let i = 0; i < 40; i++) {
      const bx = cx + (r() - 0.5) * 90,
        by = yb - 20 - r() * (level - 40),
        br = 0.6 + r() * 2.2;
      ctx.strokeStyle = `rgba(255,170,130,${0.25 + r() * 0.3})`;
      ctx.lineWidth = 0.7;
      ctx.beginPath();
      ctx.arc(bx, by, br, 0, TAU);
      ctx.stroke();
    }
    // fluted base ribs
    for (let k = -5; k <= 5; k++) {
      ctx.strokeStyle = 'rgba(255,120,100,0.10)';
      ctx.lineWidth = 3;
      ctx.beginPath();
      for (let h = 4; h < 240; h += 4) {
        const x = cx + (hw(h) * k) / 6.2;
        h === 4 ? ctx.moveTo(x, yb - h) : ctx.lineTo(x, yb - h);
      }
      ctx.stroke();
    }
    // specular strips from two tall softboxes, following the contour
    const strip = (f, wdt, a, blur) =>
      blurred(ctx, blur, () => {
        ctx.beginPath();
        for (let h = 10; h < HT - 40; h += 4) {
          const x = cx + hw(h) * f;
          h === 10 ? ctx.moveTo(x - wdt / 2, yb - h) : ctx.lineTo(x - wdt / 2, yb - h);
        }
        for (let h = HT - 40; h >= 10; h -= 4) ctx.lineTo(cx + hw(h) * f + wdt / 2, yb - h);
        ctx.closePath();
        ctx.fillStyle = `rgba(255,236,228,${a})`;
        ctx.fill();
      });
    strip(-0.62, 12, 0.55, 3);
    strip(-0.62, 3, 0.8, 0.5);
    strip(0.72, 6, 0.3, 2);
    strip(0.9, 3, 0.35, 1);
    // cold-glass bloom, then condensation: beads with bright refracted rims and specular points
    ctx.fillStyle = grad(ctx, 0, yb - level, 0, yb, [
      [0, 'rgba(255,200,190,0.05)'],
      [1, 'rgba(255,200,190,0.12)'],
    ]);
    ctx.fillRect(0, yb - level, W, level);
    for (let i = 0; i < 5200; i++) {
      const h = 15 + r() * (HT - 200),
        ww = hw(h),
        u = (r() * 2 - 1) * 0.98,
        x = cx + ww * u,
        y = yb - h;
      const big = r() < 0.12,
        rad = big ? 2 + r() ** 2 * 5 : 0.5 + r() * 1.4,
        sq = Math.sqrt(1 - u * u * 0.8),
        edge = Math.abs(u);
      const rx = rad * sq,
        ry = rad * 1.08;
      ctx.fillStyle = `rgba(10,0,0,${0.3 + 0.2 * edge})`;
      fillShape(ctx, 'ellipse', x, y, rx, ry, 0, 0, TAU);
      ctx.fillStyle = `rgba(255,${(140 + 60 * edge) | 0},${(120 + 40 * edge) | 0},${0.45 + 0.45 * edge})`;
      fillShape(ctx, 'ellipse', x, y + ry * 0.3, rx * 0.75, ry * 0.6, 0, 0, Math.PI);
      if (big || r() < 0.4) {
        ctx.fillStyle = 'rgba(255,248,245,0.9)';
        fillShape(ctx, 'arc', x - rx * 0.35, y - ry * 0.45, Math.max(0.45, rad * 0.25), 0, TAU);
      }
    }
    // a few running drips
    for (let i = 0; i < 7; i++) {
      const h = 180 + r() * 520,
        u = (r() - 0.5) * 1.3,
        x = cx + hw(h) * u,
        y = yb - h,
        len = 60 + r() * 160,
        w = 3 + r() * 3;
      ctx.fillStyle = grad(ctx, 0, y - len, 0, y, [
        [0, 'rgba(255,150,130,0)'],
        [1, 'rgba(255,160,140,0.3)'],
      ]);
      ctx.fillRect(x - w / 2, y - len, w, len);
      ctx.fillStyle = 'rgba(20,0,0,0.5)';
      fillShape(ctx, 'ellipse', x, y, w, w * 1.3, 0, 0, TAU);
      ctx.fillStyle = 'rgba(255,170,150,0.7)';
      fillShape(ctx, 'ellipse', x, y + w * 0.5, w * 0.7, w * 0.6, 0, 0, Math.PI);
      ctx.fillStyle = '#fff';
      fillShape(ctx, 'arc', x - w * 0.35, y - w * 0.45, w * 0.28, 0, TAU);
    }
    ctx.restore();
    // backlit rim along the glass edges
    ctx.save();
    ctx.lineWidth = 2.2;
    ctx.strokeStyle = 'rgba(255,150,130,0.7)';
    blurred(ctx, 1, () => ctx.stroke(body));
    ctx.restore();
    ctx.save();
    ctx.clip(body);
    ctx.lineWidth = 5;
    ctx.strokeStyle = 'rgba(255,235,225,0.55)';
    ctx.translate(-3, 0);
    blurred(ctx, 2, () => ctx.stroke(body));
    ctx.restore();
    // crown cap: dark metal with a red lacquer sheen, crimped skirt
    const capY = yb - HT;
    ctx.fillStyle = grad(ctx, cx - 50, 0, cx + 50, 0, [
      [0, '#1a0204'],
      [0.22, '#8a0a1e'],
      [0.36, '#f0a0aa'],
      [0.46, '#b01028'],
      [0.75, '#4a0510'],
      [1, '#140103'],
    ]);
    ctx.beginPath();
    ctx.moveTo(cx - 50, capY + 8);
    for (let i = 0; i <= 24; i++) ctx.lineTo(cx - 50 + i * (100 / 24), capY + (i % 2 ? 12 : 6));
    ctx.lineTo(cx + 47, capY - 30);
    ctx.quadraticCurveTo(cx, capY - 40, cx - 47, capY - 30);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    for (let i = 0; i < 24; i++) ctx.fillRect(cx - 48 + i * (96 / 24), capY - 18, 1.2, 28);
    ctx.fillStyle = 'rgba(255,210,215,0.5)';
    fillShape(ctx, 'ellipse', cx - 8, capY - 33, 34, 4, 0, 0, TAU);
    // reflection in the wet surface
    reflect(ctx, yb, 520, 0.45, 6, 0.9);
    comp(ctx, 'multiply', () => {
      ctx.fillStyle = grad(ctx, 0, yb, 0, H, [
        [0, 'rgba(120,60,60,1)'],
        [1, 'rgba(0,0,0,1)'],
      ]);
      ctx.fillRect(0, yb, W, H - yb);
    });
    // out-of-focus droplets in front of the lens
    blurred(ctx, 5, () => {
      for (let i = 0; i < 7; i++)
        bokeh(ctx, r() * W, r() < 0.5 ? r() * 300 : 1250 + r() * 350, 10 + r() * 26, '#ff9a8a', 0.08 + r() * 0.08);
    });
    leak(ctx, W + 60, 200, 600, 0.2, '#ff9a4a', RED);
  },
};

// ---------- PROJECT: minimal skincare on a plinth ----------
SCENES['the-ordinary'] = {
  finish: { vignette: 0.45, letterbox: 0.3, grain: 0.12 },
  draw(ctx, W, H) {
    // warm grey studio wall
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, W, H, [
        [0, '#2e2a27'],
        [0.5, '#3b3530'],
        [1, '#1e1b19'],
      ]),
    );
    // sun patch through a window (mullion shadows), minus the bottles' shadows
    const sun = layer(ctx, (l) => {
      blurred(l, 10, () => {
        l.save();
        l.translate(640, 140);
        l.transform(1, 0, -0.55, 1, 0, 0);
        l.fillStyle = 'rgba(255,214,170,0.45)';
        [
          [0, 0, 170, 230],
          [190, 0, 170, 230],
          [0, 250, 170, 230],
          [190, 250, 170, 230],
        ].forEach(([x, y, w, h]) => l.fillRect(x, y, w, h));
        l.restore();
      });
      const by = 578;
      blurred(l, 8, () => {
        l.globalCompositeOperation = 'destination-out';
        l.fillStyle = 'rgba(0,0,0,0.75)';
        l.beginPath();
        l.moveTo(640 + 46, by - 262);
        l.lineTo(640 + 126, by - 262);
        l.lineTo(640 + 112, by + 10);
        l.lineTo(640 + 60, by + 10);
        l.fill();
        fillShape(l, 'roundRect', 820 + 20, by - 150, 96, 180, 12);
        l.fillRect(820 + 42, by - 216, 52, 70);
        fillShape(l, 'ellipse', 820 + 68, by - 222, 20, 18, 0, 0, TAU);
        fillShape(l, 'roundRect', 1000 + 24, by - 130, 112, 160, 20);
        l.fillRect(1000 + 60, by - 196, 14, 70);
        l.fillRect(1000 + 50, by - 206, 62, 14);
      });
    });
    put(ctx, sun, 'screen');
    glow(ctx, 760, 380, 600, '#ffc890', 0.12);
    // plinth: top face + front face
    const px0 = 380,
      px1 = 1220,
      top = 600,
      depth = 46;
    ctx.fillStyle = grad(ctx, 0, 800, 0, H, [
      [0, '#24201d'],
      [1, '#0e0d0c'],
    ]);
    ctx.fillRect(0, 800, W, H - 800);
    blurred(ctx, 14, () => {
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      ctx.fillRect(px0 - 20, 796, px1 - px0 + 40, 26);
    });
    ctx.fillStyle = grad(ctx, 0, top, 0, 812, [
      [0, '#4a443e'],
      [0.2, '#3a352f'],
      [1, '#24201c'],
    ]);
    ctx.fillRect(px0, top, px1 - px0, 812 - top);
    ctx.fillStyle = grad(ctx, px0, 0, px1, 0, [
      [0, '#6a6258'],
      [0.5, '#857b6e'],
      [1, '#5a534a'],
    ]);
    ctx.beginPath();
    ctx.moveTo(px0 + 30, top - depth);
    ctx.lineTo(px1 - 30, top - depth);
    ctx.lineTo(px1, top);
    ctx.lineTo(px0, top);
    ctx.closePath();
    ctx.fill();
    fog(ctx, 71, px0, top - depth, px1 - px0, 812 - top + depth, '#ffffff', 0.06);
    ctx.fillStyle = 'rgba(255,230,200,0.35)';
    ctx.fillRect(px0, top - 1, px1 - px0, 1.5);
    const baseY = top - 22; // where bottles stand on the top face
    const shadow = (x, w, h) =>
      blurred(ctx, 6, () => {
        ctx.fillStyle = 'rgba(10,8,6,0.45)';
        ctx.beginPath();
        ctx.moveTo(x - w / 2, baseY);
        ctx.lineTo(x + w / 2, baseY);
        ctx.lineTo(x + w / 2 + h * 0.9, baseY - 12);
        ctx.lineTo(x - w / 2 + h * 0.9, baseY - 14);
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = 'rgba(0,0,0,0.6)';
        fillShape(ctx, 'ellipse', x, baseY, w * 0.55, 5, 0, 0, TAU);
      });
    // 1) glass dropper bottle (pale amber serum)
    const dropper = (x) => {
      shadow(x, 96, 240);
      const b = new Path2D();
      b.roundRect(x - 48, baseY - 170, 96, 170, [14, 14, 6, 6]);
      ctx.fillStyle = grad(ctx, x - 48, 0, x + 48, 0, [
        [0, 'rgba(140,110,70,0.85)'],
        [0.2, 'rgba(230,200,150,0.65)'],
        [0.5, 'rgba(180,140,90,0.6)'],
        [0.85, 'rgba(120,90,60,0.8)'],
        [1, 'rgba(60,45,30,0.9)'],
      ]);
      ctx.fill(b);
      ctx.fillStyle = 'rgba(255,240,220,0.35)';
      ctx.fillRect(x - 48, baseY - 170, 96, 46); // air above liquid
      ctx.fillStyle = grad(ctx, x - 46, 0, x + 46, 0, [
        [0, '#cfc8bd'],
        [0.3, '#f4efe6'],
        [1, '#a8a196'],
      ]);
      ctx.fillRect(x - 46, baseY - 118, 92, 74); // blank label
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      ctx.fillRect(x - 34, baseY - 166, 5, 160);
      ctx.fillStyle = grad(ctx, x - 26, 0, x + 26, 0, [
        [0, '#0c0c0c'],
        [0.35, '#3a3a3a'],
        [1, '#050505'],
      ]);
      fillShape(ctx, 'roundRect', x - 26, baseY - 226, 52, 58, 4); // collar
      ctx.beginPath();
      ctx.ellipse(x, baseY - 236, 20, 14, 0, Math.PI, 0);
      ctx.roundRect(x - 20, baseY - 256, 40, 30, 16);
      ctx.fill(); // bulb
    };
    // 2) frosted tube standing on its cap
    const tube = (x) => {
      shadow(x, 80, 300);
      ctx.fillStyle = grad(ctx, x - 40, 0, x + 40, 0, [
        [0, '#9d978d'],
        [0.3, '#e8e3da'],
        [0.6, '#d4cec3'],
        [1, '#7c766d'],
      ]);
      ctx.beginPath();
      ctx.moveTo(x - 26, baseY - 40);
      ctx.lineTo(x - 40, baseY - 280);
      ctx.lineTo(x + 40, baseY - 280);
      ctx.lineTo(x + 26, baseY - 40);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#cfc9bf';
      ctx.fillRect(x - 41, baseY - 292, 82, 14); // crimp
      ctx.fillStyle = 'rgba(0,0,0,0.12)';
      for (let i = 0; i < 10; i++) ctx.fillRect(x - 40 + i * 8.2, baseY - 292, 1, 14);
      ctx.fillStyle = grad(ctx, x - 28, 0, x + 28, 0, [
        [0, '#1a1a1a'],
        [0.35, '#4a4a4a'],
        [1, '#080808'],
      ]);
      fillShape(ctx, 'roundRect', x - 28, baseY - 42, 56, 42, 4);
    };
    // 3) squat frosted bottle with a pump
    const pump = (x) => {
      shadow(x, 110, 220);
      ctx.fillStyle = grad(ctx, x - 56, 0, x + 56, 0, [
        [0, 'rgba(150,145,138,0.95)'],
        [0.3, 'rgba(235,230,222,0.95)'],
        [0.7, 'rgba(210,204,195,0.95)'],
        [1, 'rgba(110,105,98,0.95)'],
      ]);
      fillShape(ctx, 'roundRect', x - 56, baseY - 150, 112, 150, [22, 22, 6, 6]);
      ctx.fillStyle = grad(ctx, x - 52, 0, x + 52, 0, [
        [0, '#c9c3b8'],
        [0.3, '#f7f3ec'],
        [1, '#aaa397'],
      ]);
      ctx.fillRect(x - 54, baseY - 104, 108, 60);
      ctx.fillStyle = grad(ctx, x - 20, 0, x + 20, 0, [
        [0, '#111'],
        [0.4, '#444'],
        [1, '#070707'],
      ]);
      ctx.fillRect(x - 20, baseY - 180, 40, 32);
      ctx.fillRect(x - 7, baseY - 212, 14, 34);
      fillShape(ctx, 'roundRect', x - 16, baseY - 222, 62, 14, 4);
    };
    tube(640);
    pump(1000);
    dropper(820);
    ctx.fillStyle = 'rgba(255,255,255,0.45)';
    ctx.fillRect(640 - 22, baseY - 276, 4, 230);
    ctx.fillRect(1000 - 40, baseY - 146, 4, 140);
    // one red droplet of serum on the plinth: the only accent
    ctx.fillStyle = rgrad(ctx, 905, baseY + 8, 10, [
      [0, '#ff5a6a'],
      [0.6, RED],
      [1, '#5a0610'],
    ]);
    fillShape(ctx, 'ellipse', 905, baseY + 8, 9, 4, 0, 0, TAU);
    ctx.fillStyle = 'rgba(255,255,255,0.8)';
    fillShape(ctx, 'arc', 902, baseY + 6.5, 1.4, 0, TAU);
    leak(ctx, -80, -40, 640, 0.16, '#ffb070', '#c06030');
  },
};

// tulip: stem from (x0,y0) curving to head at (x1,y1); col = petal colour
function tulip(ctx, x0, y0, x1, y1, bend, col, sz, r) {
  ctx.strokeStyle = '#3d5a34';
  ctx.lineWidth = sz * 0.16;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.quadraticCurveTo((x0 + x1) / 2 + bend, (y0 + y1) / 2, x1, y1 + sz * 0.4);
  ctx.stroke();
  // leaf
  if (r() < 0.6) {
    const ly = lerp(y0, y1, 0.35),
      lx = lerp(x0, x1, 0.35) + bend * 0.5,
      s = r() < 0.5 ? -1 : 1;
    ctx.fillStyle = grad(ctx, lx, ly, lx + s * sz * 1.5, ly - sz * 3, [
      [0, '#2c4426'],
      [1, '#5a7a4a'],
    ]);
    ctx.beginPath();
    ctx.moveTo(lx, ly);
    ctx.quadraticCurveTo(lx + s * sz * 1.4, ly - sz * 1.2, lx + s * sz * 0.9, ly - sz * 3.6);
    ctx.quadraticCurveTo(lx + s * sz * 0.3, ly - sz * 1.4, lx, ly);
    ctx.fill();
  }
  const a = Math.atan2(y1 - (y0 + y1) / 2, x1 - ((x0 + x1) / 2 + bend)) + Math.PI / 2;
  ctx.save();
  ctx.translate(x1, y1);
  ctx.rotate(a);
  // petals: tall, pointed cups
  const cup = (dx, w, h, c) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.moveTo(dx, sz * 0.35);
    ctx.bezierCurveTo(dx - w * 1.25, sz * 0.25, dx - w * 1.1, -h * 0.6, dx - w * 0.15, -h * 1.25);
    ctx.quadraticCurveTo(dx, -h * 1.32, dx + w * 0.15, -h * 1.25);
    ctx.bezierCurveTo(dx + w * 1.1, -h * 0.6, dx + w * 1.25, sz * 0.25, dx, sz * 0.35);
    ctx.fill();
  };
  const dk = grad(ctx, 0, -sz * 1.3, 0, sz * 0.4, [
    [0, rgba(col, 1)],
    [1, '#2a1a18'],
  ]);
  cup(-sz * 0.22, sz * 0.4, sz * 1.0, dk);
  cup(sz * 0.22, sz * 0.4, sz * 0.96, dk);
  cup(
    0,
    sz * 0.42,
    sz * 1.08,
    grad(ctx, -sz * 0.5, 0, sz * 0.5, 0, [
      [0, '#3a2220'],
      [0.3, rgba(col, 1)],
      [0.45, '#fff0e4'],
      [0.65, rgba(col, 1)],
      [1, '#2a1816'],
    ]),
  );
  comp(ctx, 'multiply', () =>
    cup(
      0,
      sz * 0.62,
      sz * 1.1,
      grad(ctx, 0, -sz * 1.3, 0, sz * 0.4, [
        [0, 'rgba(255,255,255,1)'],
        [0.6, 'rgba(230,210,200,1)'],
        [1, 'rgba(70,50,40,1)'],
      ]),
    ),
  );
  ctx.restore();
}
// a papery flower bulb
function bulb(ctx, x, y, s, r) {
  blurred(ctx, 4, () => {
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    fillShape(ctx, 'ellipse', x + s * 0.4, y + s * 0.05, s * 0.9, s * 0.16, 0, 0, TAU);
  });
  ctx.strokeStyle = 'rgba(200,180,150,0.5)';
  ctx.lineWidth = 0.8;
  for (let i = 0; i < 9; i++) {
    ctx.beginPath();
    ctx.moveTo(x + (r() - 0.5) * s * 0.4, y);
    ctx.quadraticCurveTo(x + (r() - 0.5) * s, y + s * 0.1, x + (r() - 0.5) * s * 1.2, y + s * 0.05);
    ctx.stroke();
  }
  const p = new Path2D();
  p.moveTo(x, y - s * 1.5);
  p.bezierCurveTo(x + s * 0.15, y - s * 1.0, x + s * 0.75, y - s * 0.8, x + s * 0.7, y - s * 0.3);
  p.quadraticCurveTo(x + s * 0.6, y, x, y);
  p.quadraticCurveTo(x - s * 0.6, y, x - s * 0.7, y - s * 0.3);
  p.bezierCurveTo(x - s * 0.75, y - s * 0.8, x - s * 0.15, y - s * 1.0, x, y - s * 1.5);
  ctx.fillStyle = grad(ctx, x - s * 0.7, 0, x + s * 0.7, 0, [
    [0, '#f0c89a'],
    [0.35, '#b07848'],
    [0.8, '#5a3620'],
    [1, '#2a180e'],
  ]);
  ctx.fill(p);
  ctx.save();
  ctx.clip(p);
  ctx.strokeStyle = 'rgba(60,30,15,0.35)';
  ctx.lineWidth = 1;
  for (let k = -3; k <= 3; k++) {
    ctx.beginPath();
    ctx.moveTo(x + k * s * 0.2, y);
    ctx.quadraticCurveTo(x + k * s * 0.26, y - s * 0.8, x, y - s * 1.5);
    ctx.stroke();
  }
  ctx.restore();
}

// ---------- PROJECT: Bulb — a florist's workshop ----------
SCENES['bulb-floristry'] = {
  finish: { vignette: 0.6, letterbox: 0.35, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(31);
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, W, 0, [
        [0, '#1c1814'],
        [0.4, '#15120f'],
        [1, '#0a0908'],
      ]),
    );
    // window at left, out of focus, light falling across the bench
    blurred(ctx, 18, () => {
      ctx.fillStyle = 'rgba(255,226,186,0.8)';
      [
        [60, 80, 150, 200],
        [230, 80, 150, 200],
        [60, 300, 150, 200],
        [230, 300, 150, 200],
      ].forEach(([x, y, w, h]) => ctx.fillRect(x, y, w, h));
    });
    glow(ctx, 220, 290, 600, '#ffc890', 0.3);
    for (let i = 0; i < 3; i++) beam(ctx, 220, 290, 0.42 + i * 0.12, 0.07, 1400, '#ffd8a8', 0.06, 20);
    fog(ctx, 32, -40, 120, W + 80, 600, '#a08068', 0.22);
    // shelves with out-of-focus pots and buckets behind
    blurred(ctx, 9, () => {
      ctx.fillStyle = '#0c0a08';
      ctx.fillRect(760, 250, 840, 10);
      ctx.fillRect(760, 430, 840, 10);
      ctx.fillRect(760, 0, 840, 8);
      for (let i = 0; i < 9; i++) {
        const x = 800 + i * 90 + r() * 30,
          w = 40 + r() * 30,
          h = 40 + r() * 60;
        ctx.fillStyle = ['#3a2a22', '#4a4038', '#2a2a26', '#5a3a2a'][i % 4];
        fillShape(ctx, 'roundRect', x, 250 - h, w, h, 6);
        fillShape(ctx, 'roundRect', x + 20, 430 - h * 0.8, w, h * 0.8, 6);
      }
      for (let i = 0; i < 26; i++) {
        bokeh(ctx, 820 + r() * 760, 120 + r() * 280, 8 + r() * 16, ['#d86a5a', '#f0d0b0', '#8aa070', '#e8a0a0'][i % 4], 0.35);
      }
    });
    // workbench top in perspective, lit by the window from the left
    const by = 640;
    ctx.fillStyle = '#0c0a08';
    ctx.fillRect(0, 470, W, 20);
    ctx.fillStyle = grad(ctx, 0, 490, 0, H, [
      [0, '#3a2a1a'],
      [0.5, '#2a1d12'],
      [1, '#120c08'],
    ]);
    ctx.fillRect(0, 490, W, H - 490);
    ctx.strokeStyle = 'rgba(0,0,0,0.3)';
    ctx.lineWidth = 1;
    for (let i = 0; i < 60; i++) {
      const y = 490 + r() ** 1.6 * 410;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.bezierCurveTo(500, y + (r() - 0.5) * 6, 1100, y + (r() - 0.5) * 6, W, y + (r() - 0.5) * 5);
      ctx.stroke();
    }
    ctx.strokeStyle = 'rgba(0,0,0,0.5)';
    [560, 680, 840].forEach((y) => {
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(W, y);
      ctx.stroke();
    });
    comp(ctx, 'screen', () =>
      blurred(ctx, 30, () => {
        ctx.fillStyle = 'rgba(255,196,140,0.35)';
        ctx.beginPath();
        ctx.moveTo(0, 500);
        ctx.lineTo(700, 500);
        ctx.lineTo(1300, H);
        ctx.lineTo(0, H);
        ctx.fill();
      }),
    );
    ctx.fillStyle = 'rgba(255,210,160,0.3)';
    ctx.fillRect(0, 490, W, 1.2);
    // cut stems and leaves strewn on the bench
    for (let i = 0; i < 14; i++) {
      const x = 100 + r() * 1400,
        y = 520 + r() * 330,
        l = 80 + r() * 200,
        a = (r() - 0.5) * 0.6,
        k = (y - 480) / 420;
      blurred(ctx, k > 0.75 ? 3 : 0, () => {
        blurred(ctx, 3, () => {
          ctx.strokeStyle = 'rgba(0,0,0,0.5)';
          ctx.lineWidth = (3 + r() * 3) * (0.6 + k);
          ctx.beginPath();
          ctx.moveTo(x + 4, y + 5);
          ctx.quadraticCurveTo(x + l * 0.5, y + 5 + (r() - 0.5) * 30, x + 4 + Math.cos(a) * l, y + 5 + Math.sin(a) * l * 0.3);
          ctx.stroke();
        });
        ctx.strokeStyle = grad(ctx, x, y, x + l, y, [
          [0, '#7a9a5a'],
          [1, '#35502c'],
        ]);
        ctx.lineWidth = (2.5 + r() * 2.5) * (0.6 + k);
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.quadraticCurveTo(x + l * 0.5, y + (r() - 0.5) * 30, x + Math.cos(a) * l, y + Math.sin(a) * l * 0.3);
        ctx.stroke();
      });
    }
    // ceramic vase with tulips
    const vx = 760,
      vb = 600;
    const tul = [
      ['#e8a08a', -230, 230, -60],
      ['#f4d8c4', -110, 330, -40],
      ['#d4786a', -30, 370, 20],
      ['#efc0a8', 80, 310, 40],
      ['#f2e6da', 220, 220, 70],
      ['#c8102e', 30, 270, -10],
      ['#e89484', -200, 120, -50],
      ['#f6dccc', 170, 110, 40],
      ['#f0b8a0', 300, 90, 90],
    ];
    tul.forEach(([c, dx, hgt, bend], i) =>
      tulip(ctx, vx + dx * 0.12, vb - 200, vx + dx, vb - 200 - hgt, bend, c, 28 + (i % 3) * 4, r),
    );
    const vase = new Path2D();
    vase.moveTo(vx - 60, vb - 220);
    vase.bezierCurveTo(vx - 70, vb - 150, vx - 110, vb - 80, vx - 80, vb);
    vase.lineTo(vx + 80, vb);
    vase.bezierCurveTo(vx + 110, vb - 80, vx + 70, vb - 150, vx + 60, vb - 220);
    vase.closePath();
    blurred(ctx, 10, () => {
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      fillShape(ctx, 'ellipse', vx + 60, vb, 150, 14, 0, 0, TAU);
    });
    ctx.fillStyle = grad(ctx, vx - 100, 0, vx + 100, 0, [
      [0, '#c8b8a4'],
      [0.35, '#9a8c7c'],
      [0.8, '#3a3430'],
      [1, '#1e1a18'],
    ]);
    ctx.fill(vase);
    ctx.fillStyle = '#15120f';
    fillShape(ctx, 'ellipse', vx, vb - 220, 60, 8, 0, 0, TAU);
    // bulbs on the bench, scissors and twine
    [
      [420, 620, 1.2],
      [520, 660, 1.0],
      [1010, 640, 1.1],
      [1120, 700, 1.4],
      [1220, 620, 0.9],
      [330, 720, 1.5],
      [610, 780, 1.8],
    ].forEach(([x, y, k]) => bulb(ctx, x, y, 34 * k, r));
    blurred(ctx, 7, () => {
      bulb(ctx, 180, 900, 110, r);
      bulb(ctx, 1450, 930, 90, r);
    });
    ctx.save();
    ctx.translate(1300, 800);
    ctx.rotate(-0.25);
    ctx.scale(1.4, 1.4);
    ctx.fillStyle = '#0a0a0a';
    ctx.beginPath();
    ctx.ellipse(-40, 0, 24, 14, 0, 0, TAU);
    ctx.ellipse(-40, 22, 24, 14, 0, 0, TAU);
    ctx.fill();
    ctx.fillStyle = '#2a1e14';
    ctx.beginPath();
    ctx.ellipse(-40, 0, 13, 6, 0, 0, TAU);
    ctx.ellipse(-40, 22, 13, 6, 0, 0, TAU);
    ctx.fill();
    ctx.fillStyle = grad(ctx, 0, -6, 0, 30, [
      [0, '#d8d4cc'],
      [0.5, '#6a6660'],
      [1, '#2a2826'],
    ]);
    ctx.beginPath();
    ctx.moveTo(-20, 4);
    ctx.lineTo(130, 8);
    ctx.lineTo(-20, 16);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-20, 12);
    ctx.lineTo(126, 14);
    ctx.lineTo(-20, 24);
    ctx.fill();
    ctx.restore();
    leak(ctx, -40, 200, 560, 0.22, '#ffb070', '#e05030');
  },
};

// ---------- PROJECT: Weffan — a team at work ----------
SCENES.weffan = {
  finish: { vignette: 0.55, letterbox: 0.35, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(61),
      vx = 800,
      vy = 380,
      f = 880,
      eye = 1.3;
    const P = (X, Y, Z) => [vx + (X / Z) * f, vy - ((Y - eye) / Z) * f];
    fillRect(ctx, W, H, '#07080b');
    // back window wall at Z=11: dusk city, out of focus
    const [wx0, wy0] = P(-4.6, 3.1, 7.2),
      [wx1, wy1] = P(4.6, 0, 7.2);
    ctx.fillStyle = grad(ctx, 0, wy0, 0, wy1, [
      [0, '#141c2c'],
      [0.55, '#2c3244'],
      [1, '#5a4440'],
    ]);
    ctx.fillRect(wx0, wy0, wx1 - wx0, wy1 - wy0);
    glow(ctx, vx, wy1 - 40, 500, '#ff9a60', 0.18);
    blurred(ctx, 5, () => {
      for (let i = 0; i < 30; i++) {
        const x = wx0 + r() * (wx1 - wx0),
          w = 20 + r() * 60,
          h = 40 + r() * 220;
        ctx.fillStyle = `rgba(${12 + r() * 16},${16 + r() * 16},${28 + r() * 16},0.95)`;
        ctx.fillRect(x, wy1 - 60 - h, w, h + 60);
      }
    });
    bokehField(ctx, 62, 120, wx0, wy0 + 60, wx1 - wx0, wy1 - wy0 - 80, ['#ffc880', '#ffe0b0', '#9ab4e0', '#ff9a70'], 4, 14, 0.6);
    ctx.fillStyle = '#050507';
    for (let i = 0; i <= 6; i++) {
      const x = lerp(wx0, wx1, i / 6);
      ctx.fillRect(x - 5, wy0, 10, wy1 - wy0);
    }
    ctx.fillRect(wx0, wy1 - 6, wx1 - wx0, 12);
    // side walls / ceiling in shadow
    ctx.fillStyle = '#0b0c10';
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(wx0, wy0);
    ctx.lineTo(wx0, wy1);
    ctx.lineTo(0, H);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(W, 0);
    ctx.lineTo(wx1, wy0);
    ctx.lineTo(wx1, wy1);
    ctx.lineTo(W, H);
    ctx.fill();
    ctx.fillStyle = '#0e0f13';
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(W, 0);
    ctx.lineTo(wx1, wy0);
    ctx.lineTo(wx0, wy0);
    ctx.fill();
    comp(ctx, 'screen', () => {
      ctx.fillStyle = grad(ctx, 0, 0, wx0, 0, [
        [0, 'rgba(0,0,0,0)'],
        [1, 'rgba(80,90,120,0.25)'],
      ]);
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(wx0, wy0);
      ctx.lineTo(wx0, wy1);
      ctx.lineTo(0, H);
      ctx.fill();
    });
    // a colleague presenting at the window (far end)
    const pr = person(ctx, P(1.7, 0, 6.7)[0], P(0, 0, 6.7)[1], (f * 1.75) / 6.7, r, { face: -1 });
    rimmed(ctx, pr, '#06070a', 'rgba(255,170,120,0.6)', 0.8, -0.8);
    // pendant lights down the table
    [2.9, 4.3, 5.7].forEach((Z) => {
      const [x, yt] = P(0, 3.4, Z),
        [, yb] = P(0, 2.3, Z),
        s = 0.55 / Z;
      ctx.strokeStyle = '#1a1a1c';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(x, yt);
      ctx.lineTo(x, yb);
      ctx.stroke();
      ctx.fillStyle = '#101012';
      ctx.beginPath();
      ctx.moveTo(x - 40 * s * 3, yb);
      ctx.lineTo(x + 40 * s * 3, yb);
      ctx.lineTo(x + 130 * s * 3, yb + 55 * s * 3);
      ctx.lineTo(x - 130 * s * 3, yb + 55 * s * 3);
      ctx.fill();
      ctx.fillStyle = '#ffe6c4';
      fillShape(ctx, 'ellipse', x, yb + 55 * s * 3, 128 * s * 3, 10 * s * 3, 0, 0, TAU);
      glow(ctx, x, yb + 60 * s * 3, 420 * s * 3, '#ffc890', 0.45);
      beam(ctx, x, yb + 55 * s * 3, Math.PI / 2, 0.6, P(0, 0.75, Z)[1] - yb, '#ffd0a0', 0.08, 10);
    });
    // seated team along both sides (drawn far to near)
    const seats = [
      [-1.25, 5.9, 1],
      [1.25, 5.6, -1],
      [-1.3, 4.7, 1],
      [1.3, 4.3, -1],
      [-1.35, 3.4, 1],
      [1.4, 3.0, -1],
    ];
    const tableTop = (Z) => P(0, 0.75, Z)[1];
    seats.forEach(([X, Z, face], i) => {
      const [x, y] = P(X, 0, Z),
        h = (f * (1.28 + (r() - 0.5) * 0.08)) / Z;
      const pth = person(ctx, x, y, h, r, { face, hair: true, w: 1.1 });
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, 0, W, tableTop(Z) + 6);
      ctx.clip();
      blurred(ctx, Z < 3.2 ? 1.5 : 0, () =>
        rimmed(ctx, pth, '#06070a', face > 0 ? 'rgba(150,185,255,0.55)' : 'rgba(255,190,140,0.55)', face * -1.4, -0.6),
      );
      ctx.restore();
    });
    // table in perspective
    const T = [P(-0.85, 0.75, 0.9), P(0.85, 0.75, 0.9), P(0.85, 0.75, 6.3), P(-0.85, 0.75, 6.3)];
    ctx.fillStyle = grad(ctx, 0, T[2][1], 0, H, [
      [0, '#3a322a'],
      [0.3, '#1e1a16'],
      [1, '#0c0a09'],
    ]);
    ctx.beginPath();
    ctx.moveTo(T[0][0], T[0][1]);
    ctx.lineTo(T[1][0], T[1][1]);
    ctx.lineTo(T[2][0], T[2][1]);
    ctx.lineTo(T[3][0], T[3][1]);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,210,170,0.3)';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(T[0][0], T[0][1]);
    ctx.lineTo(T[3][0], T[3][1]);
    ctx.moveTo(T[1][0], T[1][1]);
    ctx.lineTo(T[2][0], T[2][1]);
    ctx.stroke();
    reflect(ctx, T[2][1] + 1, 40, 0.2, 3, 2);
    // laptops: glowing screens facing each person
    seats.forEach(([X, Z, face]) => {
      const [x, y] = P(X * 0.45, 0.75, Z),
        s = f / Z;
      glow(ctx, x + face * 0.12 * s, y - 0.12 * s, 0.5 * s, '#a8c8ff', 0.35);
      ctx.fillStyle = '#0a0b0e';
      ctx.beginPath();
      ctx.moveTo(x - 0.16 * s, y);
      ctx.lineTo(x + 0.16 * s, y);
      ctx.lineTo(x + 0.16 * s - face * 0.04 * s, y - 0.22 * s);
      ctx.lineTo(x - 0.16 * s - face * 0.04 * s, y - 0.22 * s);
      ctx.fill();
      ctx.fillStyle = 'rgba(180,205,255,0.8)';
      ctx.fillRect(x + face * 0.15 * s, y - 0.21 * s, Math.max(1, 0.012 * s), 0.2 * s);
    });
    // over-the-shoulder foreground figure, out of focus
    blurred(ctx, 16, () => {
      const p = person(ctx, 120, 1500, 1250, r, { w: 1.2 });
      ctx.fillStyle = '#040406';
      ctx.fill(p);
    });
    leak(ctx, W + 40, 80, 560, 0.18, '#ff9a50', RED);
  },
};

// ---------- SERVICE: corporate — boardroom window line ----------
SCENES['corporate-videography'] = {
  finish: { vignette: 0.55, letterbox: 0.35, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(71),
      vx = 700,
      vy = 480,
      f = 900,
      eye = 1.45;
    const P = (X, Y, Z) => [vx + (X / Z) * f, vy - ((Y - eye) / Z) * f];
    const quad = (pts, style) => {
      ctx.fillStyle = style;
      ctx.beginPath();
      pts.forEach(([X, Y, Z], i) => {
        const [x, y] = P(X, Y, Z);
        i ? ctx.lineTo(x, y) : ctx.moveTo(x, y);
      });
      ctx.closePath();
      ctx.fill();
    };
    const X0 = -3,
      X1 = 3,
      Y1 = 3,
      Zn = 0.6,
      Zf = 12;
    // outside: dusk sky and a distant skyline, seen through the glass walls
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, H, [
        [0, '#121a2a'],
        [0.35, '#2a3040'],
        [0.47, '#7a5040'],
        [0.52, '#c07a4a'],
        [0.6, '#2a2024'],
        [1, '#0a0a0c'],
      ]),
    );
    glow(ctx, 1250, vy, 700, '#ff9a5a', 0.35);
    blurred(ctx, 2, () => {
      let x = -20;
      while (x < W + 40) {
        const w = 16 + r() * 50,
          h = 20 + r() * 110 * (r() < 0.12 ? 2.2 : 1);
        ctx.fillStyle = '#14151c';
        ctx.fillRect(x, vy + 20 - h, w, h + 300);
        for (let k = 0; k < h / 8; k++)
          for (let j = 0; j < w / 8; j++)
            if (r() < 0.18) {
              ctx.fillStyle = `rgba(255,${(190 + r() * 40) | 0},120,${0.35 + r() * 0.45})`;
              ctx.fillRect(x + 3 + j * 8, vy + 24 - h + k * 8, 2, 2);
            }
        x += w + r() * 6;
      }
    });
    bokehField(ctx, 72, 50, 0, vy - 40, W, 80, ['#ffc880', '#ffe0b0', '#ff9a70'], 3, 9, 0.5);
    // solid surfaces: left wall, ceiling, floor
    quad(
      [
        [X0, 0, Zn],
        [X0, Y1, Zn],
        [X0, Y1, Zf],
        [X0, 0, Zf],
      ],
      grad(ctx, 0, 0, P(X0, 0, Zf)[0], 0, [
        [0, '#0a0a0d'],
        [1, '#1a1818'],
      ]),
    );
    quad(
      [
        [X0, Y1, Zn],
        [X1, Y1, Zn],
        [X1, Y1, Zf],
        [X0, Y1, Zf],
      ],
      '#0c0c0f',
    );
    quad(
      [
        [X0, 0, Zn],
        [X1, 0, Zn],
        [X1, 0, Zf],
        [X0, 0, Zf],
      ],
      grad(ctx, 0, vy, 0, H, [
        [0, '#2a221e'],
        [0.3, '#121010'],
        [1, '#070707'],
      ]),
    );
    reflect(ctx, P(0, 0, Zf)[1], 140, 0.25, 6, 2.5);
    // ceiling light strip
    for (let Z = 3; Z < Zf; Z += 2) {
      const [x, y] = P(0, Y1, Z);
      glow(ctx, x, y + 2, 140 / Z, '#ffdcb0', 0.5);
      ctx.fillStyle = 'rgba(255,236,210,0.9)';
      fillShape(ctx, 'ellipse', x, y, 40 / Z, 10 / Z, 0, 0, TAU);
    }
    // glazing: mullions on the right wall and the end wall
    ctx.fillStyle = '#050507';
    for (let Z = Zf; Z > 1; Z -= 1.6)
      quad(
        [
          [X1, 0, Z],
          [X1, Y1, Z],
          [X1, Y1, Z - 0.12],
          [X1, 0, Z - 0.12],
        ],
        '#050507',
      );
    quad(
      [
        [X1, 0, Zn],
        [X1, 0.12, Zn],
        [X1, 0.12, Zf],
        [X1, 0, Zf],
      ],
      '#060607',
    );
    for (let X = X0; X <= X1 + 0.01; X += 1.5)
      quad(
        [
          [X - 0.05, 0, Zf],
          [X + 0.05, 0, Zf],
          [X + 0.05, Y1, Zf],
          [X - 0.05, Y1, Zf],
        ],
        '#050507',
      );
    // boardroom table with chairs
    const tY = 0.74;
    blurred(ctx, 6, () =>
      quad(
        [
          [-1.0, 0.02, 1.3],
          [1.0, 0.02, 1.3],
          [1.0, 0.02, 9.5],
          [-1.0, 0.02, 9.5],
        ],
        'rgba(0,0,0,0.6)',
      ),
    );
    for (let Z = 9; Z > 1.8; Z -= 1.3)
      [-1.35, 1.35].forEach((X) => {
        const w = 0.55,
          s = f / Z,
          [x, yb] = P(X, 0.45, Z),
          [, yt] = P(X, 1.15, Z);
        ctx.fillStyle = '#08090b';
        fillShape(ctx, 'roundRect', x - (w * s) / 2, yt, w * s, yb - yt, 0.06 * s);
        ctx.fillStyle = 'rgba(255,180,130,0.3)';
        ctx.fillRect(X > 0 ? x + (w * s) / 2 - 1.5 : x - (w * s) / 2, yt + 3, 1.5, yb - yt - 6);
      });
    quad(
      [
        [-1.0, tY, 1.3],
        [1.0, tY, 1.3],
        [1.0, tY, 9.5],
        [-1.0, tY, 9.5],
      ],
      grad(ctx, 0, P(0, tY, 9.5)[1], 0, H, [
        [0, '#4a3a30'],
        [0.25, '#1e1814'],
        [1, '#0c0a09'],
      ]),
    );
    quad(
      [
        [-1.0, tY, 1.3],
        [1.0, tY, 1.3],
        [1.0, tY - 0.06, 1.3],
        [-1.0, tY - 0.06, 1.3],
      ],
      '#0a0808',
    );
    const [ex, ey] = P(1.0, tY, 9.5),
      [nx, ny] = P(1.0, tY, 1.3);
    ctx.strokeStyle = 'rgba(255,190,140,0.45)';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(ex, ey);
    ctx.lineTo(nx, ny);
    ctx.stroke();
    comp(ctx, 'screen', () =>
      blurred(ctx, 20, () =>
        quad(
          [
            [0.2, tY, 2],
            [1.0, tY, 2],
            [1.0, tY, 9.5],
            [0.2, tY, 9.5],
          ],
          'rgba(255,160,110,0.12)',
        ),
      ),
    );
    // an executive at the glass, looking out
    const [px, py] = P(2.4, 0, 7.2);
    rimmed(ctx, person(ctx, px, py, (1.8 / 7.2) * f, rng(3), { face: 1 }), '#050507', 'rgba(255,180,130,0.7)', 1.4, -0.6);
    // cinema camera on sticks in the near left foreground, out of focus
    blurred(ctx, 8, () => {
      ctx.save();
      ctx.translate(230, 700);
      ctx.scale(-1.55, 1.55);
      rimmed(ctx, cameraRig(), '#040405', 'rgba(255,170,120,0.45)', -2, -1);
      ctx.restore();
    });
    glow(ctx, 286, 526, 18, RED, 0.6);
    leak(ctx, W + 60, 420, 620, 0.22, '#ff9a50', RED);
  },
};

// ---------- SERVICE: events — stage, lights, haze ----------
SCENES['event-videography'] = {
  finish: { vignette: 0.6, letterbox: 0.35, grain: 0.16 },
  draw(ctx, W, H) {
    const r = rng(81);
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, H, [
        [0, '#040407'],
        [0.6, '#0d0b10'],
        [1, '#050406'],
      ]),
    );
    // truss with fixtures
    ctx.fillStyle = '#0a0a0c';
    ctx.fillRect(150, 120, 1300, 22);
    ctx.strokeStyle = 'rgba(120,110,110,0.3)';
    ctx.lineWidth = 1;
    for (let x = 150; x < 1450; x += 22) {
      ctx.beginPath();
      ctx.moveTo(x, 120);
      ctx.lineTo(x + 22, 142);
      ctx.stroke();
    }
    fog(ctx, 82, -40, 60, W + 80, 760, '#8a7070', 0.4);
    const fx = [260, 420, 580, 740, 860, 1020, 1180, 1340];
    fx.forEach((x, i) => {
      const red = i === 2 || i === 5,
        col = red ? '#e0203a' : '#ffe2c0';
      const tgt = 800 + (i - 3.5) * 70,
        ang = Math.atan2(640 - 150, tgt - x);
      beam(ctx, x, 150, ang, 0.05, 900, col, red ? 0.22 : 0.2, 8);
      glow(ctx, x, 150, 40, col, 0.9);
      ctx.fillStyle = '#fff';
      fillShape(ctx, 'arc', x, 152, 5, 0, TAU);
    });
    // back beams fanning up from the stage floor
    [0.85, -0.85, 0.45, -0.45].forEach((a, i) =>
      beam(
        ctx,
        800 + (i < 2 ? (i ? -380 : 380) : i === 2 ? 180 : -180),
        640,
        -Math.PI / 2 + a * 0.55,
        0.03,
        760,
        '#ffd0a0',
        0.14,
        6,
      ),
    );
    // LED wall glow behind performer
    glow(ctx, 800, 520, 520, '#ffb070', 0.35);
    // stage deck
    ctx.fillStyle = grad(ctx, 0, 640, 0, 700, [
      [0, '#2a2024'],
      [1, '#0c0a0c'],
    ]);
    ctx.fillRect(0, 640, W, 60);
    ctx.fillStyle = 'rgba(255,200,160,0.35)';
    ctx.fillRect(0, 640, W, 1.5);
    // speaker at a lectern with mic
    const sp = person(ctx, 800, 640, 250, rng(5), { w: 1.05 });
    rimmed(ctx, sp, '#060507', 'rgba(255,210,170,0.8)', 0, -1.6);
    ctx.fillStyle = '#060507';
    ctx.beginPath();
    ctx.moveTo(730, 640);
    ctx.lineTo(870, 640);
    ctx.lineTo(860, 540);
    ctx.lineTo(740, 540);
    ctx.fill();
    ctx.strokeStyle = '#060507';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(790, 540);
    ctx.quadraticCurveTo(780, 500, 795, 470);
    ctx.stroke();
    // audience: rows of heads and shoulders in depth; nearest rows soft
    const rp = rng(83);
    [
      [676, 34, 0.3],
      [690, 44, 0.5],
      [708, 56, 0.8],
      [732, 72, 1.2],
      [766, 96, 1.8],
      [812, 128, 3],
      [880, 172, 5],
      [980, 240, 9],
    ].forEach(([y, h, bl], row) => {
      const n = Math.round(W / (h * 0.62));
      for (let k = -1; k <= n + 1; k++) {
        const x = (k + (row % 2) * 0.5 + (rp() - 0.5) * 0.5) * (W / n),
          hh = h * (0.85 + rp() * 0.3),
          yy = y + (rp() - 0.5) * h * 0.15;
        const pth = person(ctx, x, yy + hh * 2.2, hh * 2.8, rp, { hair: true });
        const ra = 0.55 * Math.pow(1 - row / 8.5, 1.4);
        blurred(ctx, bl, () => rimmed(ctx, pth, '#050406', `rgba(255,205,165,${ra})`, (x - 800) / 1200, -1.1));
        if (row >= 3 && row <= 6 && rp() < 0.07) {
          // a raised hand or phone
          const px = x + (rp() - 0.3) * hh * 0.5,
            py = yy - hh * 0.9,
            phone = rp() < 0.6;
          blurred(ctx, bl, () => {
            ctx.strokeStyle = '#050406';
            ctx.lineWidth = hh * 0.13;
            ctx.lineCap = 'round';
            ctx.beginPath();
            ctx.moveTo(x + hh * 0.25, yy + hh * 0.6);
            ctx.lineTo(px, py + hh * 0.1);
            ctx.stroke();
            if (phone) {
              ctx.fillStyle = 'rgba(255,228,200,0.95)';
              ctx.fillRect(px - hh * 0.09, py - hh * 0.17, hh * 0.18, hh * 0.3);
            } else {
              ctx.fillStyle = '#050406';
              fillShape(ctx, 'ellipse', px, py, hh * 0.1, hh * 0.14, 0, 0, TAU);
            }
          });
          if (phone) glow(ctx, px, py, hh * 0.5, '#ffd8b0', 0.25);
        }
      }
    });
    leak(ctx, -60, -40, 600, 0.2, '#ff8a3a', RED);
  },
};

// ---------- SERVICE: social — phone on a mini rig with a ring light ----------
SCENES['social-media-content'] = {
  finish: { vignette: 0.55, letterbox: 0.3, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(91),
      cx = 880,
      cy = 470;
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, W, H, [
        [0, '#0e0c10'],
        [1, '#060508'],
      ]),
    );
    // warm interior bokeh behind
    bokehField(ctx, 92, 40, 0, 100, W, 700, ['#ffb870', '#ffd8a8', '#ff8a6a', '#c8102e'], 16, 60, 0.22);
    blurred(ctx, 20, () => {
      ctx.fillStyle = 'rgba(255,190,130,0.25)';
      ctx.fillRect(1300, 120, 160, 520);
    });
    // ring light (out of focus, behind the phone)
    blurred(ctx, 6, () => {
      ctx.lineWidth = 46;
      ctx.strokeStyle = 'rgba(255,238,220,0.9)';
      ctx.beginPath();
      ctx.arc(cx, cy, 300, 0, TAU);
      ctx.stroke();
      ctx.lineWidth = 60;
      ctx.strokeStyle = 'rgba(30,28,30,0.9)';
      ctx.beginPath();
      ctx.arc(cx, cy, 300, 0.1, 0.1);
      ctx.stroke();
    });
    glow(ctx, cx, cy, 520, '#ffe4c8', 0.18);
    comp(ctx, 'screen', () => {
      ctx.lineWidth = 120;
      ctx.strokeStyle = 'rgba(255,220,190,0.08)';
      blurred(ctx, 30, () => {
        ctx.beginPath();
        ctx.arc(cx, cy, 300, 0, TAU);
        ctx.stroke();
      });
    });
    // stand
    ctx.fillStyle = '#0a0a0c';
    ctx.fillRect(cx - 6, cy + 240, 12, 600);
    // phone in portrait on a clamp
    const pw = 250,
      ph = 510,
      x0 = cx - pw / 2,
      y0 = cy - ph / 2;
    blurred(ctx, 24, () => {
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      ctx.fillRect(x0 + 20, y0 + 30, pw, ph);
    });
    ctx.fillStyle = grad(ctx, x0, 0, x0 + pw, 0, [
      [0, '#2a2a2e'],
      [0.05, '#0c0c0e'],
      [0.95, '#0c0c0e'],
      [1, '#3a3a40'],
    ]);
    fillShape(ctx, 'roundRect', x0, y0, pw, ph, 36);
    // screen: the framed shot — a person in warm window light (the subject being filmed)
    const sx = x0 + 12,
      sy = y0 + 12,
      sw = pw - 24,
      sh = ph - 24;
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(sx, sy, sw, sh, 26);
    ctx.clip();
    ctx.fillStyle = grad(ctx, sx, sy, sx + sw, sy + sh, [
      [0, '#ffcf96'],
      [0.45, '#d07048'],
      [1, '#2a1410'],
    ]);
    ctx.fillRect(sx, sy, sw, sh);
    glow(ctx, sx + sw * 0.2, sy + sh * 0.25, 200, '#fff0d8', 0.6);
    const subj = person(ctx, sx + sw * 0.58, sy + sh * 1.72, sh * 1.5, rng(4), { hair: true });
    ctx.fillStyle = '#1a0c0a';
    ctx.fill(subj);
    ctx.strokeStyle = 'rgba(255,220,180,0.7)';
    ctx.lineWidth = 1.5;
    ctx.save();
    ctx.translate(1, 0);
    ctx.stroke(subj);
    ctx.restore();
    // UI hint: record button only (no text)
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    fillShape(ctx, 'arc', sx + sw / 2, sy + sh - 46, 24, 0, TAU);
    ctx.fillStyle = RED;
    fillShape(ctx, 'arc', sx + sw / 2, sy + sh - 46, 18, 0, TAU);
    ctx.fillStyle = 'rgba(255,255,255,0.6)';
    [
      [0.33, 0],
      [0.66, 0],
    ].forEach(([u]) => {
      ctx.fillRect(sx + sw * u, sy, 0.8, sh);
      ctx.fillRect(sx, sy + sh * u, sw, 0.8);
    });
    // glass reflection
    ctx.fillStyle = grad(ctx, sx, sy, sx + sw, sy + sh * 0.6, [
      [0, 'rgba(255,255,255,0.14)'],
      [0.4, 'rgba(255,255,255,0.02)'],
      [1, 'rgba(255,255,255,0)'],
    ]);
    ctx.fillRect(sx, sy, sw, sh);
    ctx.restore();
    ctx.fillStyle = '#050506';
    fillShape(ctx, 'roundRect', cx - 34, sy + 8, 68, 18, 9);
    // clamp
    ctx.fillStyle = grad(ctx, 0, cy - 30, 0, cy + 30, [
      [0, '#2a2a2e'],
      [1, '#0a0a0c'],
    ]);
    ctx.fillRect(x0 - 20, cy - 26, 24, 52);
    ctx.fillRect(x0 + pw - 4, cy - 26, 24, 52);
    ctx.fillStyle = '#0c0c0e';
    ctx.fillRect(cx - 22, y0 + ph, 44, 30);
    // edge highlights from the ring light
    ctx.strokeStyle = 'rgba(255,240,225,0.5)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.roundRect(x0 + 0.5, y0 + 0.5, pw - 1, ph - 1, 36);
    ctx.stroke();
    leak(ctx, -80, H, 700, 0.18, '#ff8a3a', RED);
  },
};

// ---------- SERVICE: promotional — a product bottle on a plinth ----------
SCENES['promotional-videography'] = {
  finish: { vignette: 0.6, letterbox: 0.35, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(101),
      cx = 860;
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, H, [
        [0, '#050507'],
        [0.7, '#101014'],
        [1, '#060608'],
      ]),
    );
    // spotlight cone from above through haze
    beam(ctx, cx + 60, -40, Math.PI / 2 - 0.05, 0.22, 1000, '#ffe2c0', 0.3, 20);
    fog(ctx, 102, -40, 0, W + 80, H, '#6a5a50', 0.35);
    glow(ctx, cx, 560, 600, '#ffcf9a', 0.16);
    // cylindrical plinth
    const pt = 720,
      prx = 230,
      pry = 34;
    ctx.fillStyle = grad(ctx, cx - prx, 0, cx + prx, 0, [
      [0, '#0e0d0e'],
      [0.35, '#3a3430'],
      [0.55, '#2a2522'],
      [1, '#080808'],
    ]);
    ctx.beginPath();
    ctx.moveTo(cx - prx, pt);
    ctx.lineTo(cx - prx, H + 10);
    ctx.lineTo(cx + prx, H + 10);
    ctx.lineTo(cx + prx, pt);
    ctx.fill();
    ctx.fillStyle = rgrad(ctx, cx + 30, pt - 6, prx, [
      [0, '#6a5e54'],
      [0.6, '#3a332e'],
      [1, '#1a1715'],
    ]);
    fillShape(ctx, 'ellipse', cx, pt, prx, pry, 0, 0, TAU);
    ctx.strokeStyle = 'rgba(255,220,180,0.4)';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.ellipse(cx, pt, prx, pry, 0, Math.PI, TAU);
    ctx.stroke();
    // faceted perfume-style bottle: heavy glass block, amber liquid, dark cap
    blurred(ctx, 8, () => {
      ctx.fillStyle = 'rgba(0,0,0,0.7)';
      fillShape(ctx, 'ellipse', cx + 14, pt, 120, 14, 0, 0, TAU);
    });
    const bw = 190,
      bh = 250,
      bx = cx - bw / 2,
      byy = pt - bh;
    ctx.fillStyle = grad(ctx, bx, 0, bx + bw, 0, [
      [0, 'rgba(60,30,14,0.95)'],
      [0.12, 'rgba(200,120,50,0.9)'],
      [0.3, 'rgba(120,60,20,0.9)'],
      [0.6, 'rgba(70,32,12,0.95)'],
      [0.86, 'rgba(180,100,40,0.9)'],
      [1, 'rgba(40,18,8,0.95)'],
    ]);
    fillShape(ctx, 'roundRect', bx, byy, bw, bh, 14);
    ctx.fillStyle = 'rgba(255,230,200,0.12)';
    ctx.fillRect(bx, byy, bw, 40);
    ctx.fillStyle = grad(ctx, 0, byy, 0, byy + bh, [
      [0, 'rgba(255,180,100,0.0)'],
      [1, 'rgba(255,160,80,0.35)'],
    ]);
    fillShape(ctx, 'roundRect', bx + 20, byy + 50, bw - 40, bh - 70, 10);
    ctx.fillStyle = 'rgba(255,245,230,0.8)';
    ctx.fillRect(bx + 14, byy + 10, 4, bh - 20);
    ctx.fillStyle = 'rgba(255,245,230,0.35)';
    ctx.fillRect(bx + bw - 22, byy + 16, 3, bh - 32);
    ctx.strokeStyle = 'rgba(255,220,180,0.5)';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.roundRect(bx, byy, bw, bh, 14);
    ctx.stroke();
    // neck + cap
    ctx.fillStyle = '#1a1612';
    ctx.fillRect(cx - 22, byy - 18, 44, 18);
    ctx.fillStyle = grad(ctx, cx - 60, 0, cx + 60, 0, [
      [0, '#070707'],
      [0.3, '#3a3a3a'],
      [0.45, '#9a9a9a'],
      [0.6, '#2a2a2a'],
      [1, '#050505'],
    ]);
    fillShape(ctx, 'roundRect', cx - 58, byy - 118, 116, 100, 6);
    // brand-red rim light from the right edge
    ctx.fillStyle = grad(ctx, bx + bw - 6, 0, bx + bw + 2, 0, [
      [0, 'rgba(200,16,46,0)'],
      [1, 'rgba(255,40,70,0.9)'],
    ]);
    ctx.fillRect(bx + bw - 6, byy + 10, 8, bh - 20);
    glow(ctx, bx + bw + 40, byy + bh / 2, 240, RED, 0.22);
    glow(ctx, cx + 20, byy - 110, 60, '#ffffff', 0.25);
    // floating dust in the beam
    for (let i = 0; i < 120; i++) {
      const y = r() * 700,
        x = cx + 60 + (r() - 0.5) * (80 + y * 0.45);
      ctx.fillStyle = `rgba(255,230,200,${0.2 + r() * 0.5})`;
      fillShape(ctx, 'arc', x, y, 0.6 + r() * 1.4, 0, TAU);
    }
    leak(ctx, W + 60, H - 100, 640, 0.2, '#ff8a3a', RED);
  },
};

// ---------- LOCATION: Brighton — the pier at dusk ----------
SCENES.brighton = {
  finish: { vignette: 0.5, letterbox: 0.35, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(111),
      vx = 800,
      hz = 600,
      f = 1000,
      cam = 4;
    const P = (X, Y, Z) => [vx + (X / Z) * f, hz - ((Y - cam) / Z) * f];
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, hz, [
        [0, '#0c1222'],
        [0.45, '#2a2c44'],
        [0.75, '#8a5058'],
        [0.92, '#e08a5a'],
        [1, '#f4b070'],
      ]),
    );
    glow(ctx, 360, hz, 700, '#ff9a5a', 0.4);
    glow(ctx, 360, hz, 180, '#ffe0b0', 0.5);
    strata(ctx, 113, 40, 180, hz - 40, 360, hz, 0);
    // starling murmuration
    for (let i = 0; i < 900; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r());
      const x = 1120 + Math.cos(a) * d * 220 + Math.sin(a * 3) * 40,
        y = 230 + Math.sin(a) * d * 70 + Math.cos(a * 2) * 20;
      ctx.fillStyle = `rgba(12,12,20,${0.4 + r() * 0.5})`;
      ctx.fillRect(x, y, 1.6, 1.2);
    }
    // sea
    ctx.fillStyle = grad(ctx, 0, hz, 0, H, [
      [0, '#5a4a58'],
      [0.15, '#2a2a3a'],
      [1, '#0a0c14'],
    ]);
    ctx.fillRect(0, hz, W, H - hz);
    for (let i = 0; i < 500; i++) {
      const y = hz + r() ** 2 * 420,
        x = r() * W,
        l = 10 + r() * 60 * (1 + (y - hz) / 200),
        near = Math.exp(-Math.abs(x - 360) / 300);
      ctx.fillStyle = `rgba(255,${(170 + near * 60) | 0},120,${(0.08 + near * 0.4) * (1 - (y - hz) / 520)})`;
      ctx.fillRect(x, y, l, 1 + (y - hz) / 200);
    }
    // the pier: a straight line out to sea
    const X = (Z) => 13 - 0.45 * (Z - 20),
      Zs = [];
    for (let Z = 95; Z >= 19; Z -= 1.5) Zs.push(Z);
    const dk = '#07070b';
    // legs + bracing
    Zs.forEach((Z, i) => {
      if (i % 2) return;
      const [x, yt] = P(X(Z), 6, Z),
        [, yb] = P(X(Z), 0, Z),
        w = Math.max(1, (0.35 / Z) * f);
      ctx.fillStyle = dk;
      ctx.fillRect(x - w / 2, yt, w, yb - yt);
      const [x2, y2t] = P(X(Z - 3), 6, Z - 3),
        [, y2b] = P(X(Z - 3), 0, Z - 3);
      ctx.strokeStyle = dk;
      ctx.lineWidth = Math.max(0.6, (0.12 / Z) * f);
      ctx.beginPath();
      ctx.moveTo(x, yt + (yb - yt) * 0.25);
      ctx.lineTo(x2, y2b - (y2b - y2t) * 0.1);
      ctx.moveTo(x, yb - (yb - yt) * 0.1);
      ctx.lineTo(x2, y2t + (y2b - y2t) * 0.25);
      ctx.stroke();
    });
    // deck
    ctx.fillStyle = dk;
    ctx.beginPath();
    Zs.forEach((Z, i) => {
      const [x, y] = P(X(Z), 6.6, Z);
      i ? ctx.lineTo(x, y) : ctx.moveTo(x, y);
    });
    [...Zs].reverse().forEach((Z) => {
      const [x, y] = P(X(Z), 5.6, Z);
      ctx.lineTo(x, y);
    });
    ctx.fill();
    // buildings on the deck: pavilion with domes near shore, funfair at the far end
    const box = (Z0, Z1, h, dome) => {
      ctx.beginPath();
      const a = P(X(Z0), 6.6, Z0),
        b = P(X(Z1), 6.6, Z1),
        c = P(X(Z1), 6.6 + h, Z1),
        d = P(X(Z0), 6.6 + h, Z0);
      ctx.moveTo(...a);
      ctx.lineTo(...b);
      ctx.lineTo(...c);
      ctx.lineTo(...d);
      ctx.fill();
      if (dome) {
        const m = (Z0 + Z1) / 2,
          [x, y] = P(X(m), 6.6 + h, m),
          s = f / m;
        fillShape(ctx, 'ellipse', x, y, 1.6 * s, 2.2 * s, 0, Math.PI, 0);
        ctx.fillRect(x - 0.08 * s, y - 3.6 * s, 0.16 * s, 1.6 * s);
      }
      return [a, b, c, d];
    };
    ctx.fillStyle = dk;
    const bld = [
      box(22, 26, 3.2, true),
      box(27, 35, 2.6, false),
      box(36, 40, 3.2, true),
      box(46, 49, 2.4, true),
      box(58, 66, 3, false),
      box(74, 80, 4.2, false),
    ];
    // helter skelter + coaster at the end
    const [hx, hy] = P(X(84), 6.6, 84),
      s36 = f / 84;
    ctx.beginPath();
    ctx.moveTo(hx - 2 * s36, hy);
    ctx.lineTo(hx, hy - 16 * s36);
    ctx.lineTo(hx + 2 * s36, hy);
    ctx.fill();
    ctx.strokeStyle = dk;
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    for (let u = 0; u <= 1; u += 0.02) {
      const Z = 86 + u * 9,
        [x, y] = P(X(Z) + 3, 6.6 + 7 * Math.abs(Math.sin(u * 5)), Z);
      u ? ctx.lineTo(x, y) : ctx.moveTo(x, y);
    }
    ctx.stroke();
    // strings of warm bulbs: deck rail and building edges
    const bulbAt = (x, y, a, Z) => {
      glow(ctx, x, y, 6, '#ffc070', a * 0.7);
      ctx.fillStyle = `rgba(255,230,180,${a})`;
      ctx.fillRect(x - 0.8, y - 0.8, 1.6, 1.6);
      const sea = P(0, 0, Z || 40)[1],
        ry = 2 * sea - y;
      ctx.fillStyle = `rgba(255,180,100,${a * 0.12})`;
      ctx.fillRect(x - 0.6, ry - 4, 1.2, 8 + (sea - hz) * 0.25);
    };
    for (let Z = 95; Z >= 19.5; Z -= 0.8) {
      const [x, y] = P(X(Z), 7.4, Z);
      bulbAt(x, y, 0.75, Z);
    }
    bld.forEach(([a, b, c, d]) => {
      for (let u = 0; u <= 1; u += 0.04) bulbAt(lerp(d[0], c[0], u), lerp(d[1], c[1], u), 0.9, 50);
      for (let u = 0.2; u <= 1; u += 0.2) bulbAt(lerp(a[0], d[0], u), lerp(a[1], d[1], u), 0.9, 50);
    });
    for (let u = 0; u <= 1; u += 0.1) bulbAt(lerp(hx, hx - 2 * s36, u), lerp(hy - 16 * s36, hy, u), 0.9, 84);
    // foreground: pebble beach and the seafront railing
    ctx.fillStyle = grad(ctx, 0, 900, 0, H, [
      [0, '#120f12'],
      [1, '#050406'],
    ]);
    ctx.beginPath();
    ctx.moveTo(0, 880);
    ctx.quadraticCurveTo(700, 905, W, 960);
    ctx.lineTo(W, H);
    ctx.lineTo(0, H);
    ctx.fill();
    for (let i = 0; i < 900; i++) {
      const x = r() * W,
        y = 900 + r() * 170,
        s = 1.5 + r() * 6 * ((y - 880) / 180);
      ctx.fillStyle = `rgba(255,${(150 + r() * 60) | 0},120,${0.05 + r() * 0.15})`;
      fillShape(ctx, 'ellipse', x, y - s * 0.3, s, s * 0.6, 0, Math.PI, 0);
    }
    ctx.strokeStyle = '#040406';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(0, 840);
    ctx.lineTo(W, 872);
    ctx.moveTo(0, 870);
    ctx.lineTo(W, 900);
    ctx.stroke();
    for (let x = 20; x < W; x += 80) {
      ctx.fillStyle = '#040406';
      ctx.fillRect(x, 838 + x * 0.02, 7, 90);
    }
    ctx.strokeStyle = 'rgba(255,170,120,0.35)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(0, 838);
    ctx.lineTo(W, 870);
    ctx.stroke();
    leak(ctx, -60, 500, 640, 0.18, '#ff9a50', RED);
  },
};

// ---------- LOCATION: Lewes — the castle above the town, Downs behind ----------
SCENES.lewes = {
  finish: { vignette: 0.5, letterbox: 0.35, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(121);
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, H, [
        [0, '#0e1320'],
        [0.35, '#2c2e3c'],
        [0.55, '#8a6058'],
        [0.66, '#e0a070'],
        [0.75, '#f0c090'],
        [1, '#2a2022'],
      ]),
    );
    glow(ctx, 1250, 700, 800, '#ffb070', 0.45);
    glow(ctx, 1250, 690, 160, '#fff0d0', 0.7);
    strata(ctx, 123, 30, 200, 640, 1250, 690, 0);
    // the Downs (Mount Caburn to the east) with morning mist
    const d1 = hillPath(
      -40,
      W + 40,
      700,
      [
        [40, 1400],
        [18, 520],
      ],
      124,
      H,
    );
    ctx.fillStyle = 'rgba(110,80,80,0.9)';
    ctx.fill(d1);
    fog(ctx, 125, -40, 620, W + 80, 160, '#ffd0a8', 0.55, 0, bandMask(0.1, 0.55, 1));
    const d2 = hillPath(
      -40,
      W + 40,
      760,
      [
        [30, 1100],
        [10, 380],
      ],
      126,
      H,
    );
    ctx.fillStyle = 'rgba(60,44,50,0.95)';
    ctx.fill(d2);
    fog(ctx, 127, -40, 700, W + 80, 160, '#e0b090', 0.5, 0, bandMask(0.1, 0.5, 1));
    // the castle mound with its shell keep and two polygonal towers
    const cx = 560,
      dk = '#0b0a0e';
    ctx.fillStyle = dk;
    ctx.beginPath();
    ctx.moveTo(150, 900);
    ctx.bezierCurveTo(330, 885, 400, 720, 455, 668);
    ctx.quadraticCurveTo(470, 652, 500, 650);
    ctx.lineTo(630, 650);
    ctx.quadraticCurveTo(660, 652, 675, 668);
    ctx.bezierCurveTo(730, 720, 800, 885, 970, 900);
    ctx.lineTo(970, H);
    ctx.lineTo(150, H);
    ctx.fill();
    // trees clothing the mound (soft, rounded crowns)
    for (let i = 0; i < 60; i++) {
      const x = 330 + r() * 460,
        y = 690 + Math.abs(x - 560) ** 1.3 * 0.35 + r() * 50,
        s = 14 + r() * 22;
      ctx.fillStyle = dk;
      fillShape(ctx, 'ellipse', x, y, s, s * 0.85, 0, 0, TAU);
    }
    ctx.fillStyle = dk;
    const keep = (x0, x1, base, h) => {
      ctx.fillRect(x0, base - h, x1 - x0, h);
      for (let x = x0; x < x1; x += 14) ctx.fillRect(x, base - h - 8, 8, 8);
    };
    keep(490, 640, 660, 80); // curtain wall of the shell keep
    keep(478, 526, 662, 118);
    keep(596, 650, 662, 110); // the two polygonal towers
    ctx.fillStyle = 'rgba(255,200,150,0.3)';
    ctx.fillRect(524, 548, 2, 100);
    ctx.fillRect(648, 556, 2, 92);
    ctx.fillStyle = 'rgba(255,190,120,0.8)';
    ctx.fillRect(500, 590, 4, 10);
    ctx.fillRect(620, 600, 4, 10);
    // barbican lower down
    ctx.fillStyle = dk;
    keep(700, 760, 780, 80);
    ctx.fillRect(716, 730, 28, 40);
    // rim light on the keep from the sunrise
    ctx.fillStyle = 'rgba(255,190,140,0.55)';
    ctx.fillRect(649, 552, 1.5, 110);
    ctx.fillRect(525, 544, 1.5, 70);
    // town roofs tumbling down the hill
    // town roofs: a jumble of side-on ridges and gables, chimneys with pots, a few lit windows
    const roofs = (y0, n, x0, x1, h, col, seed) => {
      const rr = rng(seed);
      let x = x0;
      while (x < x1) {
        const w = 50 + rr() * 110,
          hh = h * (0.6 + rr() * 0.6),
          y = y0 + (rr() - 0.5) * 26 + Math.sin(x / 260) * 18,
          pitch = hh * (0.35 + rr() * 0.2);
        ctx.fillStyle = col;
        ctx.beginPath();
        if (rr() < 0.6) {
          const inset = w * (0.1 + rr() * 0.15);
          ctx.moveTo(x, y);
          ctx.lineTo(x + inset, y - pitch);
          ctx.lineTo(x + w - inset, y - pitch);
          ctx.lineTo(x + w, y);
        } else {
          ctx.moveTo(x, y);
          ctx.lineTo(x + w / 2, y - pitch * 1.3);
          ctx.lineTo(x + w, y);
        }
        ctx.lineTo(x + w, H);
        ctx.lineTo(x, H);
        ctx.fill();
        for (let c = 0; c < (rr() < 0.6 ? 1 : 2); c++) {
          const cx2 = x + w * (0.15 + rr() * 0.7),
            ch = pitch * 0.9 + 10;
          ctx.fillRect(cx2, y - ch - 8, 12, ch);
          ctx.fillRect(cx2 + 2, y - ch - 14, 3, 6);
          ctx.fillRect(cx2 + 7, y - ch - 13, 3, 5);
        }
        if (rr() < 0.4) {
          const wx = x + w * (0.2 + rr() * 0.5),
            wy = y + 12 + rr() * 20;
          ctx.fillStyle = 'rgba(255,190,110,0.85)';
          ctx.fillRect(wx, wy, 6, 9);
          glow(ctx, wx + 3, wy + 4, 16, '#ffb060', 0.35);
        }
        x += w * (0.75 + rr() * 0.2);
      }
    };
    roofs(860, 0, -20, W + 20, 70, '#100e12', 128);
    // church tower with a shingled spire
    ctx.fillStyle = '#0d0c10';
    ctx.fillRect(1080, 760, 46, 110);
    ctx.beginPath();
    ctx.moveTo(1076, 762);
    ctx.lineTo(1103, 690);
    ctx.lineTo(1130, 762);
    ctx.fill();
    fog(ctx, 129, -40, 820, W + 80, 140, '#c09080', 0.35, 0, bandMask(0.1, 0.5, 1));
    roofs(960, 0, -30, W + 30, 110, '#08070a', 130);
    leak(ctx, W + 60, 560, 700, 0.2, '#ff9a50', RED);
  },
};

// ---------- LOCATION: London — the City and the Shard across the river ----------
SCENES.london = {
  finish: { vignette: 0.5, letterbox: 0.35, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(131),
      hz = 700;
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, 0, hz, [
        [0, '#0a1020'],
        [0.5, '#1e2a44'],
        [0.82, '#5a4a5a'],
        [0.95, '#c07850'],
        [1, '#e09a60'],
      ]),
    );
    glow(ctx, 450, hz, 700, '#ff9a5a', 0.35);
    strata(ctx, 133, 30, 160, hz - 60, 450, hz, 0);
    const dk = '#0a0b12',
      win = (x0, y0, x1, y1, p, a = 0.5) => {
        for (let y = y0 + 4; y < y1 - 2; y += 7)
          for (let x = x0 + 3; x < x1 - 2; x += 6)
            if (r() < p) {
              ctx.fillStyle = `rgba(255,${(200 + r() * 40) | 0},${(130 + r() * 40) | 0},${a * (0.4 + r() * 0.6)})`;
              ctx.fillRect(x, y, 2, 2.5);
            }
      };
    // background blocks
    blurred(ctx, 1.5, () => {
      let x = -20;
      while (x < W) {
        const w = 30 + r() * 60,
          h = 30 + r() * 90;
        ctx.fillStyle = '#171a26';
        ctx.fillRect(x, hz - h, w, h + 5);
        win(x, hz - h, x + w, hz, 0.15, 0.35);
        x += w;
      }
    });
    ctx.fillStyle = dk;
    // St Paul's dome
    const sp = 300;
    ctx.fillRect(sp - 70, hz - 90, 140, 90);
    ctx.fillRect(sp - 50, hz - 130, 100, 42);
    fillShape(ctx, 'ellipse', sp, hz - 130, 48, 58, 0, Math.PI, 0);
    ctx.fillRect(sp - 8, hz - 205, 16, 22);
    ctx.beginPath();
    ctx.moveTo(sp - 3, hz - 205);
    ctx.lineTo(sp, hz - 228);
    ctx.lineTo(sp + 3, hz - 205);
    ctx.fill();
    [
      [sp - 95, 130],
      [sp + 80, 125],
    ].forEach(([x, h]) => {
      ctx.fillRect(x, hz - h, 18, h);
      ctx.beginPath();
      ctx.moveTo(x, hz - h);
      ctx.lineTo(x + 9, hz - h - 24);
      ctx.lineTo(x + 18, hz - h);
      ctx.fill();
    });
    // the City cluster
    const tower = (x, w, h) => {
      ctx.fillStyle = dk;
      ctx.fillRect(x, hz - h, w, h);
      win(x, hz - h, x + w, hz, 0.35);
    };
    tower(560, 70, 330); // 22 Bishopsgate
    ctx.fillStyle = dk;
    ctx.beginPath();
    ctx.moveTo(640, hz);
    ctx.lineTo(640, hz - 300);
    ctx.lineTo(690, hz - 300);
    ctx.lineTo(735, hz);
    ctx.fill();
    win(640, hz - 300, 700, hz, 0.3); // Cheesegrater
    ctx.fillStyle = dk;
    ctx.beginPath();
    ctx.moveTo(745, hz);
    ctx.lineTo(752, hz - 250);
    ctx.lineTo(770, hz - 290);
    ctx.lineTo(790, hz - 240);
    ctx.lineTo(795, hz);
    ctx.fill(); // Scalpel
    // Gherkin
    ctx.fillStyle = dk;
    ctx.beginPath();
    ctx.moveTo(470, hz);
    ctx.bezierCurveTo(455, hz - 120, 470, hz - 220, 500, hz - 250);
    ctx.bezierCurveTo(530, hz - 220, 545, hz - 120, 530, hz);
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.strokeStyle = 'rgba(255,200,140,0.25)';
    ctx.lineWidth = 1.2;
    for (let k = -12; k < 12; k++) {
      ctx.beginPath();
      ctx.moveTo(460 + k * 14, hz);
      ctx.lineTo(540 + k * 14, hz - 250);
      ctx.stroke();
    }
    ctx.restore();
    // Walkie-Talkie (widens toward the top)
    ctx.fillStyle = dk;
    ctx.beginPath();
    ctx.moveTo(850, hz);
    ctx.lineTo(838, hz - 200);
    ctx.quadraticCurveTo(834, hz - 235, 842, hz - 250);
    ctx.lineTo(930, hz - 250);
    ctx.quadraticCurveTo(936, hz - 220, 926, hz - 190);
    ctx.lineTo(912, hz);
    ctx.fill();
    win(845, hz - 240, 915, hz, 0.3);
    tower(950, 60, 210);
    tower(1010, 40, 150);
    // the Shard
    ctx.fillStyle = dk;
    ctx.beginPath();
    ctx.moveTo(1140, hz);
    ctx.lineTo(1200, hz - 470);
    ctx.lineTo(1204, hz - 520);
    ctx.lineTo(1208, hz - 470);
    ctx.lineTo(1270, hz);
    ctx.fill();
    ctx.save();
    ctx.clip();
    win(1140, hz - 470, 1270, hz, 0.07);
    ctx.strokeStyle = 'rgba(160,180,220,0.25)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(1204, hz - 500);
    ctx.lineTo(1222, hz);
    ctx.stroke();
    ctx.fillStyle = grad(ctx, 1150, 0, 1270, 0, [
      [0, 'rgba(255,160,110,0.0)'],
      [0.5, 'rgba(255,160,110,0.05)'],
      [1, 'rgba(140,170,230,0.18)'],
    ]);
    ctx.fillRect(1140, hz - 520, 130, 520);
    ctx.restore();
    glow(ctx, 1204, hz - 500, 30, RED, 0.8);
    ctx.fillStyle = '#ff4a5a';
    ctx.fillRect(1203, hz - 522, 2, 2); // aircraft warning light
    tower(1300, 50, 120);
    tower(1360, 80, 90);
    // embankment with lamps
    ctx.fillStyle = '#07080c';
    ctx.fillRect(0, hz, W, 18);
    for (let x = 30; x < W; x += 70) {
      glow(ctx, x, hz - 10, 14, '#ffc070', 0.7);
      ctx.fillStyle = '#ffe6c0';
      ctx.fillRect(x - 1, hz - 12, 2, 3);
    }
    // the Thames: reflections
    ctx.fillStyle = grad(ctx, 0, hz + 18, 0, H, [
      [0, '#1a1c2a'],
      [1, '#06070c'],
    ]);
    ctx.fillRect(0, hz + 18, W, H - hz - 18);
    reflect(ctx, hz + 18, 400, 0.35, 3, 0.9);
    for (let i = 0; i < 900; i++) {
      const y = hz + 20 + r() ** 1.5 * 360,
        x = r() * W,
        l = 6 + r() * 40;
      ctx.fillStyle = `rgba(255,${(180 + r() * 50) | 0},130,${0.05 + r() * 0.15})`;
      ctx.fillRect(x, y, l, 1.2);
    }
    for (let x = 30; x < W; x += 70) {
      ctx.fillStyle = 'rgba(255,190,110,0.16)';
      ctx.fillRect(x - 2, hz + 22, 4, 160);
    }
    leak(ctx, -60, 560, 640, 0.2, '#ff9a50', RED);
  },
};

// ---------- INTRO: behind the scenes — field monitor on set ----------
SCENES['intro-poster'] = {
  finish: { vignette: 0.55, letterbox: 0.4, grain: 0.15 },
  draw(ctx, W, H) {
    const r = rng(141);
    fillRect(
      ctx,
      W,
      H,
      grad(ctx, 0, 0, W, 0, [
        [0, '#100d0c'],
        [1, '#060608'],
      ]),
    );
    // the set, out of focus: a big softbox, a C-stand, a practical lamp and the interviewee in warm light
    blurred(ctx, 20, () => {
      ctx.fillStyle = 'rgba(255,236,214,0.75)';
      ctx.beginPath();
      ctx.moveTo(40, 120);
      ctx.lineTo(250, 100);
      ctx.lineTo(262, 420);
      ctx.lineTo(50, 430);
      ctx.fill();
      ctx.fillStyle = '#070606';
      ctx.fillRect(150, 430, 10, 440);
      ctx.fillRect(70, 860, 180, 8);
      ctx.fillStyle = 'rgba(255,170,100,0.95)';
      fillShape(ctx, 'ellipse', 600, 380, 34, 22, 0, 0, TAU);
      ctx.fillStyle = '#1a100c';
      ctx.fillRect(596, 400, 8, 300);
    });
    blurred(ctx, 34, () => {
      const pp = person(ctx, 430, 1250, 860, rng(9), { hair: true });
      ctx.fillStyle = '#100b09';
      ctx.fill(pp);
      ctx.save();
      ctx.clip(pp);
      ctx.fillStyle = grad(ctx, 300, 0, 560, 0, [
        [0, 'rgba(230,150,95,0.55)'],
        [0.4, 'rgba(120,70,45,0.2)'],
        [0.7, 'rgba(0,0,0,0)'],
      ]);
      ctx.fillRect(0, 0, 800, 1300);
      ctx.restore();
    });
    glow(ctx, 150, 270, 480, '#ffd8b8', 0.2);
    glow(ctx, 600, 380, 160, '#ffa060', 0.35);
    // the monitor, sharp, angled slightly toward camera left
    const mx = 760,
      my = 190,
      mw = 700,
      mh = 450;
    ctx.save();
    ctx.translate(mx, my);
    ctx.transform(1, -0.03, 0, 1, 0, 0);
    blurred(ctx, 30, () => {
      ctx.fillStyle = 'rgba(0,0,0,0.7)';
      ctx.fillRect(20, 30, mw, mh);
    });
    // sunhood
    ctx.fillStyle = '#0a0a0b';
    ctx.beginPath();
    ctx.moveTo(-20, -40);
    ctx.lineTo(mw + 20, -40);
    ctx.lineTo(mw + 4, 6);
    ctx.lineTo(-4, 6);
    ctx.fill();
    ctx.fillStyle = grad(ctx, 0, 0, 0, mh, [
      [0, '#1c1c1f'],
      [1, '#0c0c0d'],
    ]);
    fillShape(ctx, 'roundRect', -14, -6, mw + 28, mh + 60, 14);
    ctx.strokeStyle = 'rgba(255,220,190,0.35)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.roundRect(-14, -6, mw + 28, mh + 60, 14);
    ctx.stroke();
    // buttons + tally
    for (let i = 0; i < 6; i++) {
      ctx.fillStyle = '#262628';
      fillShape(ctx, 'roundRect', 40 + i * 52, mh + 22, 36, 14, 4);
    }
    ctx.fillStyle = '#2a2a2c';
    fillShape(ctx, 'arc', mw - 40, mh + 29, 12, 0, TAU);
    glow(ctx, mw - 8, -20, 26, RED, 0.9);
    ctx.fillStyle = '#ff3a4a';
    fillShape(ctx, 'arc', mw - 8, -20, 3, 0, TAU);
    // the image on screen: the interview, graded, with frame guides
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, mw, mh);
    ctx.clip();
    ctx.fillStyle = grad(ctx, 0, 0, mw, 0, [
      [0, '#1a120e'],
      [0.5, '#0c0a0a'],
      [1, '#060608'],
    ]);
    ctx.fillRect(0, 0, mw, mh);
    glow(ctx, 160, 150, 240, '#ffb070', 0.3);
    ctx.fillStyle = 'rgba(255,180,110,0.85)';
    ctx.beginPath();
    ctx.moveTo(140, 130);
    ctx.lineTo(180, 130);
    ctx.lineTo(196, 172);
    ctx.lineTo(124, 172);
    ctx.fill();
    ctx.fillStyle = '#1a100c';
    ctx.fillRect(157, 172, 6, 150);
    ctx.fillRect(120, 320, 80, 60);
    const sub = person(ctx, mw * 0.56, mh * 1.55, mh * 1.35, rng(9), { hair: true });
    ctx.fillStyle = '#0d0908';
    ctx.fill(sub);
    ctx.save();
    ctx.clip(sub);
    ctx.fillStyle = grad(ctx, mw * 0.44, 0, mw * 0.68, 0, [
      [0, 'rgba(245,170,115,0.9)'],
      [0.3, 'rgba(170,100,65,0.5)'],
      [0.6, 'rgba(60,35,25,0.15)'],
      [1, 'rgba(0,0,0,0)'],
    ]);
    ctx.fillRect(0, 0, mw, mh);
    ctx.fillStyle = grad(ctx, 0, mh * 0.1, 0, mh, [
      [0, 'rgba(0,0,0,0)'],
      [1, 'rgba(0,0,0,0.6)'],
    ]);
    ctx.fillRect(0, 0, mw, mh);
    ctx.restore();
    ctx.save();
    ctx.translate(2, 0);
    ctx.strokeStyle = 'rgba(255,215,170,0.35)';
    ctx.lineWidth = 1.5;
    ctx.clip(sub);
    ctx.restore();
    glow(ctx, mw * 0.62, mh * 0.2, 120, '#ffd0a0', 0.15);
    ctx.strokeStyle = 'rgba(255,200,150,0.55)';
    ctx.lineWidth = 2;
    ctx.save();
    ctx.translate(-1.5, 0);
    ctx.clip(sub);
    ctx.restore();
    // letterbox guides + thirds + corner marks (no text)
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.fillRect(0, 0, mw, 38);
    ctx.fillRect(0, mh - 38, mw, 38);
    ctx.strokeStyle = 'rgba(255,255,255,0.25)';
    ctx.lineWidth = 1;
    [1 / 3, 2 / 3].forEach((u) => {
      ctx.beginPath();
      ctx.moveTo(mw * u, 38);
      ctx.lineTo(mw * u, mh - 38);
      ctx.moveTo(0, 38 + (mh - 76) * u);
      ctx.lineTo(mw, 38 + (mh - 76) * u);
      ctx.stroke();
    });
    ctx.strokeStyle = 'rgba(255,255,255,0.7)';
    ctx.lineWidth = 2;
    [
      [30, 60, 1, 1],
      [mw - 30, 60, -1, 1],
      [30, mh - 60, 1, -1],
      [mw - 30, mh - 60, -1, -1],
    ].forEach(([x, y, sx, sy]) => {
      ctx.beginPath();
      ctx.moveTo(x, y + sy * 24);
      ctx.lineTo(x, y);
      ctx.lineTo(x + sx * 24, y);
      ctx.stroke();
    });
    ctx.beginPath();
    ctx.moveTo(mw / 2 - 10, mh / 2);
    ctx.lineTo(mw / 2 + 10, mh / 2);
    ctx.moveTo(mw / 2, mh / 2 - 10);
    ctx.lineTo(mw / 2, mh / 2 + 10);
    ctx.stroke();
    // audio meters, record dot
    [0, 1].forEach((k) => {
      for (let i = 0; i < 14; i++) {
        ctx.fillStyle = i > 11 ? 'rgba(255,90,70,0.8)' : 'rgba(140,220,140,0.7)';
        if (i < 9 + k * 2) ctx.fillRect(mw - 26 + k * 9, mh - 60 - i * 9, 6, 7);
      }
    });
    ctx.fillStyle = RED;
    fillShape(ctx, 'arc', 44, 19, 7, 0, TAU);
    // screen glare
    ctx.fillStyle = grad(ctx, 0, 0, mw, mh, [
      [0, 'rgba(255,255,255,0.08)'],
      [0.35, 'rgba(255,255,255,0.0)'],
    ]);
    ctx.fillRect(0, 0, mw, mh);
    ctx.restore();
    ctx.restore();
    // mounting arm and the camera cage edge in the foreground, soft
    blurred(ctx, 10, () => {
      ctx.fillStyle = '#050505';
      ctx.fillRect(1080, 700, 30, 260);
      fillShape(ctx, 'roundRect', 860, 820, 740, 200, 20);
    });
    glow(ctx, 1100, 250, 700, '#8aa0c0', 0.06);
    leak(ctx, -40, 100, 600, 0.2, '#ff9a50', RED);
  },
};

// ---------- ABOUT: the videographer with a shoulder rig against a warm window ----------
SCENES['about-portrait'] = {
  finish: { vignette: 0.55, letterbox: 0, grain: 0.16, bloom: 0.3 },
  draw(ctx, W, H) {
    const r = rng(151);
    fillRect(ctx, W, H, '#0a0807');
    // large steel-framed window, blown out with warm afternoon light
    const wx0 = 200,
      wy0 = 60,
      wx1 = 1260,
      wy1 = 1300;
    ctx.fillStyle = grad(ctx, wx0, wy0, wx1, wy1, [
      [0, '#fff2d8'],
      [0.4, '#ffcf94'],
      [0.8, '#e0904e'],
      [1, '#8a4a26'],
    ]);
    ctx.fillRect(wx0, wy0, wx1 - wx0, wy1 - wy0);
    glow(ctx, 900, 300, 700, '#fff4e0', 0.6);
    // blurred world outside: trees and a roofline
    blurred(ctx, 16, () => {
      ctx.fillStyle = 'rgba(150,90,50,0.45)';
      for (let i = 0; i < 14; i++) {
        fillShape(ctx, 'ellipse', wx0 + r() * 960, 820 + r() * 200, 60 + r() * 80, 50 + r() * 60, 0, 0, TAU);
      }
      ctx.fillRect(wx0, 960, 960, 300);
    });
    blurred(ctx, 4, () => {
      ctx.fillStyle = 'rgba(26,18,14,0.92)';
      for (let i = 0; i <= 3; i++) ctx.fillRect(lerp(wx0, wx1, i / 3) - 6, wy0, 12, wy1 - wy0);
      for (let j = 0; j <= 4; j++) ctx.fillRect(wx0, lerp(wy0, wy1, j / 4) - 5, wx1 - wx0, 10);
    });
    ctx.fillStyle = '#0d0a08';
    ctx.fillRect(0, 0, wx0 - 20, H);
    ctx.fillRect(0, wy1, W, H - wy1);
    // light bleeding over the frame edges, shafts through haze
    comp(ctx, 'screen', () =>
      blurred(ctx, 12, () => {
        ctx.fillStyle = 'rgba(255,210,160,0.25)';
        ctx.fillRect(wx0 - 30, wy0 - 30, wx1 - wx0 + 60, wy1 - wy0 + 60);
      }),
    );
    for (let i = 0; i < 4; i++) beam(ctx, 1000, 200, 2.35 + i * 0.1, 0.05, 1400, '#ffd8a8', 0.08, 20);
    fog(ctx, 152, -40, 0, W + 80, H, '#c09070', 0.12);
    // dust motes in the light
    for (let i = 0; i < 160; i++) {
      const x = 260 + r() * 900,
        y = 80 + r() * 1100;
      ctx.fillStyle = `rgba(255,240,220,${0.15 + r() * 0.4})`;
      fillShape(ctx, 'arc', x, y, 0.6 + r() * 1.8, 0, TAU);
    }
    // the operator in profile, facing left, camera on the shoulder, eye to the viewfinder (built as a mask)
    const mask = layer(ctx, (m) => {
      m.fillStyle = '#000';
      m.strokeStyle = '#000';
      m.lineCap = 'round';
      m.lineJoin = 'round';
      const b = new Path2D();
      b.moveTo(990, H + 10);
      b.bezierCurveTo(1000, 1300, 985, 1120, 960, 1000);
      b.bezierCurveTo(950, 900, 925, 840, 890, 800);
      b.bezierCurveTo(860, 760, 820, 720, 800, 690);
      b.bezierCurveTo(795, 670, 800, 640, 805, 620);
      b.bezierCurveTo(818, 580, 826, 520, 806, 472);
      b.bezierCurveTo(790, 412, 752, 372, 700, 370);
      // short, slightly tousled hair on top
      b.bezierCurveTo(690, 356, 676, 360, 668, 366);
      b.bezierCurveTo(654, 360, 640, 368, 632, 380);
      b.bezierCurveTo(612, 392, 608, 410, 610, 430);
      b.bezierCurveTo(605, 450, 596, 462, 598, 475);
      b.lineTo(606, 500);
      b.bezierCurveTo(596, 515, 580, 535, 578, 548);
      b.bezierCurveTo(585, 556, 595, 558, 600, 560);
      b.lineTo(596, 578);
      b.lineTo(600, 595);
      b.bezierCurveTo(596, 610, 600, 628, 612, 630);
      b.bezierCurveTo(630, 640, 645, 646, 660, 648);
      b.bezierCurveTo(668, 670, 668, 700, 665, 720);
      b.bezierCurveTo(640, 760, 636, 800, 640, 850);
      b.bezierCurveTo(650, 1000, 665, 1300, 680, H + 10);
      b.closePath();
      m.fill(b);
      fillShape(m, 'ellipse', 742, 505, 16, 26, -0.2, 0, TAU); // ear (merges)
      // near arm: shoulder -> elbow -> hand cradling the lens
      m.lineWidth = 100;
      m.beginPath();
      m.moveTo(800, 800);
      m.lineTo(730, 950);
      m.stroke();
      m.lineWidth = 80;
      m.beginPath();
      m.moveTo(730, 950);
      m.quadraticCurveTo(600, 900, 480, 770);
      m.stroke();
      fillShape(m, 'roundRect', 430, 700, 80, 74, 26); // hand
      // shoulder-mounted camera
      fillShape(m, 'roundRect', 620, 596, 270, 124, 10); // body
      fillShape(m, 'roundRect', 886, 610, 56, 104, 8);
      fillShape(m, 'roundRect', 942, 620, 10, 84, 3); // battery
      fillShape(m, 'roundRect', 400, 618, 230, 86, 8); // lens
      fillShape(m, 'roundRect', 444, 606, 36, 110, 6);
      fillShape(m, 'roundRect', 530, 610, 18, 102, 5);
      m.beginPath();
      m.moveTo(404, 598);
      m.lineTo(318, 570);
      m.lineTo(318, 752);
      m.lineTo(404, 724);
      m.closePath();
      m.fill(); // matte box
      m.beginPath();
      m.moveTo(318, 566);
      m.lineTo(276, 552);
      m.lineTo(276, 558);
      m.lineTo(318, 574);
      m.fill(); // top flag
      m.lineWidth = 14;
      m.beginPath();
      m.moveTo(650, 600);
      m.lineTo(650, 556);
      m.lineTo(860, 556);
      m.lineTo(860, 600);
      m.stroke(); // top handle
      fillShape(m, 'roundRect', 560, 528, 120, 22, 11); // shotgun mic
      fillShape(m, 'roundRect', 596, 478, 120, 46, 14);
      m.lineWidth = 12;
      m.beginPath();
      m.moveTo(700, 520);
      m.lineTo(720, 556);
      m.stroke(); // EVF + arm
      fillShape(m, 'roundRect', 380, 742, 290, 14, 6); // rods
      fillShape(m, 'roundRect', 660, 716, 250, 46, 16); // shoulder pad
    });
    // backlight: a thin warm halo just outside the edges, then the sharp dark figure with a hint of fill
    const halo = layer(ctx, (l) => {
      l.filter = `blur(${5 * S}px)`;
      l.setTransform(1, 0, 0, 1, 0, 0);
      l.drawImage(mask, 0, 0);
      l.globalCompositeOperation = 'source-in';
      l.fillStyle = '#ffd9a8';
      l.fillRect(0, 0, l.canvas.width, l.canvas.height);
    });
    put(ctx, halo, 'screen', 0.9);
    const fig = layer(ctx, (l) => {
      l.setTransform(1, 0, 0, 1, 0, 0);
      l.drawImage(mask, 0, 0);
      l.globalCompositeOperation = 'source-in';
      l.fillStyle = grad(l, 0, 0, l.canvas.width, 0, [
        [0, '#120d0b'],
        [1, '#0a0706'],
      ]);
      l.fillRect(0, 0, l.canvas.width, l.canvas.height);
    });
    put(ctx, fig);
    // a glint on the lens front and the red tally
    glow(ctx, 318, 660, 40, '#ffe0c0', 0.3);
    glow(ctx, 634, 606, 14, RED, 0.9);
    ctx.fillStyle = '#ff3a4a';
    fillShape(ctx, 'arc', 634, 606, 2.5, 0, TAU);
    leak(ctx, W + 40, 100, 700, 0.2, '#ffb070', RED);
  },
};
