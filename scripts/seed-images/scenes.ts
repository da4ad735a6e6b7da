/**
 * One illustration per service, in the house style: each scene shows what the service makes, and
 * carries the service's own icon in an orange badge (issue 14: one icon per service, everywhere).
 * Articles and solutions reuse the scene of their subject on another ground.
 */
import {
  BadgeCheck,
  Banknote,
  BookOpen,
  Cloud,
  Heart,
  MapPin,
  MessageCircle,
  Plane,
  ShieldCheck,
  ShoppingBag,
  Star,
  ThumbsUp,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { SERVICE_ICON_GLYPHS } from '../../app/components/ui/service-icon.tsx';
import {
  badge,
  block,
  BLUE,
  browserWindow,
  glyph,
  INK,
  LINE,
  MINT,
  NAVY,
  ORANGE,
  panel,
  PEACH,
  phone,
  random,
  round,
  SAND,
  SKY,
  svgDocument,
  TEAL,
  textLines,
} from './svg.ts';

const W = 960;
const H = 640;

/** The subjects that have a scene; every icon name a service may declare leads to one of them. */
type Scene = 'web' | 'mobile' | 'hosting' | 'design' | 'communication' | 'commerce' | 'study' | 'transfer';

const SCENE_OF_ICON: Record<keyof typeof SERVICE_ICON_GLYPHS, Scene> = {
  code: 'web',
  Globe: 'web',
  smartphone: 'mobile',
  server: 'hosting',
  Shield: 'hosting',
  Zap: 'hosting',
  palette: 'design',
  megaphone: 'communication',
  'trending-up': 'communication',
  users: 'communication',
  Star: 'communication',
  'shopping-cart': 'commerce',
  'graduation-cap': 'study',
  Award: 'study',
  'arrow-left-right': 'transfer',
  'map-pin': 'web',
  lightbulb: 'web',
  headset: 'hosting',
  target: 'web',
  eye: 'design',
  handshake: 'web',
  'shield-check': 'hosting',
  sparkles: 'design',
  scale: 'web',
  'heart-handshake': 'web',
  'folder-kanban': 'web',
  'credit-card': 'web',
  sprout: 'web',
  clock: 'hosting',
  'message-square': 'communication',
  'file-text': 'web',
  mail: 'communication',
  'monitor-smartphone': 'web',
  'key-round': 'hosting',
  route: 'web',
};

export function sceneOfIcon(icon: string | undefined): Scene {
  return SCENE_OF_ICON[icon as keyof typeof SCENE_OF_ICON] ?? 'web';
}

function webScene(): string {
  return (
    browserWindow(150, 110, 560, 400, (x, y, w) =>
      [
        block(x, y, w, 150, 0, NAVY),
        textLines(x + 36, y + 40, [260, 190], 30, 16, '#ffffff'),
        block(x + 36, y + 104, 120, 26, 13, ORANGE),
        ...[0, 1, 2].map((i) => block(x + 36 + i * 166, y + 180, 140, 80, 12, [SKY, PEACH, MINT][i] as string)),
        ...[0, 1, 2].map((i) => textLines(x + 36 + i * 166, y + 278, [130, 90], 20, 10, LINE)),
      ].join(''),
    ) +
    panel(640, 300, 190, 150, 20, INK) +
    `<text x="735" y="395" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="64" font-weight="700" fill="${ORANGE}">&lt;/&gt;</text>` +
    `<path d="M560 440 l0 58 l16 -14 l12 26 l12 -6 l-12 -25 l21 -2 z" fill="#ffffff" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`
  );
}

function appScreen(x: number, y: number, w: number, accent: string): string {
  return [
    block(x + 14, y + 10, w - 28, 96, 16, accent),
    textLines(x + 30, y + 34, [w * 0.45, w * 0.3], 24, 12, '#ffffff'),
    ...[0, 1, 2].map((i) =>
      [
        block(x + 14, y + 124 + i * 70, 48, 48, 12, [SKY, PEACH, MINT][i] as string),
        textLines(x + 74, y + 132 + i * 70, [w * 0.45, w * 0.3], 20, 10, LINE),
      ].join(''),
    ),
  ].join('');
}

function mobileScene(): string {
  return (
    `<g transform="rotate(-8 400 330)">${phone(250, 120, 220, 430, (x, y, w) => appScreen(x, y, w, TEAL))}</g>` +
    phone(470, 90, 240, 460, (x, y, w) => appScreen(x, y, w, BLUE)) +
    panel(640, 160, 200, 74, 37, '#ffffff') +
    `<circle cx="678" cy="197" r="20" fill="${ORANGE}"/>` +
    textLines(710, 184, [100, 70], 20, 10, LINE) +
    badge(Star, 220, 470, 34, '#facc15')
  );
}

function hostingScene(): string {
  const unit = (y: number, on: string) =>
    panel(300, y, 300, 86, 14, NAVY) +
    block(328, y + 30, 150, 12, 6, '#93c5fd', 0.8) +
    block(328, y + 52, 100, 10, 5, '#93c5fd', 0.5) +
    `<circle cx="540" cy="${y + 43}" r="10" fill="${on}"/><circle cx="568" cy="${y + 43}" r="10" fill="#93c5fd"/>`;
  return (
    `<path d="M450 200 V150 M600 240 H690" stroke="${INK}" stroke-width="5" stroke-dasharray="12 10"/>` +
    panel(330, 70, 240, 110, 55, '#ffffff') +
    glyph(Cloud, 410, 85, 80, BLUE, 2) +
    unit(210, '#22c55e') +
    unit(316, '#22c55e') +
    unit(422, ORANGE) +
    badge(ShieldCheck, 730, 250, 58, MINT)
  );
}

function designScene(): string {
  return (
    panel(170, 110, 470, 400, 22, '#ffffff') +
    `<path d="M230 420 C300 200 440 180 580 250" fill="none" stroke="${BLUE}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M230 420 L300 250 M580 250 L470 170" stroke="${INK}" stroke-width="3"/>` +
    [
      [230, 420],
      [580, 250],
    ]
      .map(
        ([cx, cy]) =>
          `<rect x="${(cx ?? 0) - 13}" y="${(cy ?? 0) - 13}" width="26" height="26" fill="#ffffff" stroke="${INK}" stroke-width="5"/>`,
      )
      .join('') +
    [
      [300, 250],
      [470, 170],
    ]
      .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="12" fill="${ORANGE}" stroke="${INK}" stroke-width="4"/>`)
      .join('') +
    `<text x="520" y="470" text-anchor="middle" font-family="Georgia, DejaVu Serif, serif" font-size="84" font-weight="700" fill="${INK}">Aa</text>` +
    [NAVY, BLUE, TEAL, ORANGE, '#facc15'].map((color, i) => panel(690, 110 + i * 80, 110, 58, 14, color)).join('')
  );
}

function communicationScene(): string {
  return (
    `<g transform="rotate(-14 330 330)">` +
    `<path d="M210 280 L400 190 L400 470 L210 380 Z" fill="${ORANGE}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
    panel(160, 275, 64, 110, 14, NAVY) +
    panel(395, 170, 40, 320, 18, '#ffffff') +
    `<path d="M240 380 L270 470 L320 470 L300 400" fill="${NAVY}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
    `</g>` +
    panel(540, 110, 280, 220, 22, '#ffffff') +
    block(566, 136, 228, 110, 12, SKY) +
    glyph(Heart, 650, 160, 60, ORANGE, 2.4) +
    textLines(566, 266, [200, 140], 24, 12, LINE) +
    badge(ThumbsUp, 560, 420, 44, '#ffffff') +
    badge(MessageCircle, 680, 470, 44, MINT) +
    badge(Heart, 800, 400, 44, PEACH, ORANGE)
  );
}

function commerceScene(): string {
  return (
    browserWindow(140, 100, 520, 380, (x, y, w) =>
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const col = i % 3;
          const row = Math.floor(i / 3);
          const cx = x + 28 + col * ((w - 56) / 3);
          const cy = y + 24 + row * 150;
          return (
            block(cx, cy, (w - 56) / 3 - 18, 90, 12, [SKY, PEACH, MINT][(i + row) % 3] as string) +
            textLines(cx, cy + 104, [100, 60], 18, 10, LINE)
          );
        })
        .join(''),
    ) +
    `<path d="M640 300 h150 l-14 190 h-122 z" fill="${ORANGE}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M675 300 v-28 a40 40 0 0 1 80 0 v28" fill="none" stroke="${INK}" stroke-width="6"/>` +
    glyph(ShoppingBag, 685, 360, 60, '#ffffff', 2.2) +
    badge(Truck, 220, 500, 50, MINT)
  );
}

function studyScene(): string {
  const meridians = `<ellipse cx="400" cy="340" rx="80" ry="190" fill="none" stroke="${INK}" stroke-width="4"/>
<path d="M210 340 H590 M240 240 H560 M240 440 H560" stroke="${INK}" stroke-width="4"/>`;
  return (
    `<circle cx="410" cy="352" r="190" fill="${INK}" opacity="0.14"/>` +
    `<circle cx="400" cy="340" r="190" fill="${SKY}" stroke="${INK}" stroke-width="5"/>` +
    `<path d="M300 230 q40 -20 70 10 q30 40 -10 60 q-40 10 -30 60 q-40 -10 -40 -60 z M450 300 q50 -10 70 30 q10 50 -40 90 q-40 -30 -30 -120 z" fill="${TEAL}" opacity="0.85"/>` +
    meridians +
    `<path d="M180 520 C 320 600 620 560 760 300" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-dasharray="14 12"/>` +
    glyph(Plane, 730, 250, 80, INK, 2) +
    glyph(MapPin, 150, 470, 60, ORANGE, 2.4) +
    `<path d="M560 130 L680 80 L800 130 L680 180 Z" fill="${NAVY}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M610 152 v50 q70 36 140 0 v-50" fill="${NAVY}" stroke="${INK}" stroke-width="5"/>` +
    `<path d="M800 130 v60" stroke="${ORANGE}" stroke-width="6"/><circle cx="800" cy="196" r="10" fill="${ORANGE}"/>` +
    badge(BookOpen, 200, 150, 46, '#ffffff')
  );
}

function transferScene(): string {
  const wallet = (accent: string) => (x: number, y: number, w: number) =>
    block(x + 12, y + 14, w - 24, 110, 16, accent) +
    textLines(x + 28, y + 40, [w * 0.4], 0, 12, '#ffffff') +
    `<text x="${x + 28}" y="${y + 102}" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#ffffff">GNF</text>` +
    [0, 1, 2]
      .map(
        (i) =>
          block(x + 12, y + 146 + i * 56, w - 24, 40, 10, '#f1f5f9') +
          textLines(x + 26, y + 161 + i * 56, [w * 0.5], 0, 10, LINE),
      )
      .join('');
  return (
    phone(170, 120, 210, 410, wallet(TEAL)) +
    phone(580, 120, 210, 410, wallet(BLUE)) +
    `<path d="M400 260 H540 M515 235 L540 260 L515 285" fill="none" stroke="${ORANGE}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M560 380 H420 M445 355 L420 380 L445 405" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    badge(Banknote, 480, 500, 46, MINT) +
    badge(BadgeCheck, 800, 130, 40, PEACH, INK)
  );
}

const SCENES: Record<Scene, () => string> = {
  web: webScene,
  mobile: mobileScene,
  hosting: hostingScene,
  design: designScene,
  communication: communicationScene,
  commerce: commerceScene,
  study: studyScene,
  transfer: transferScene,
};

/** The grounds: services on sand, solutions on sky, articles on mint (and seen closer up). */
export type Ground = 'sand' | 'sky' | 'mint';
const GROUNDS: Record<Ground, { from: string; to: string; blob: string; dots: string }> = {
  sand: { from: SAND, to: '#fde9d2', blob: '#fcd9b6', dots: NAVY },
  sky: { from: '#eff6ff', to: '#dbeafe', blob: SKY, dots: NAVY },
  mint: { from: '#f0fdfa', to: '#ccfbf1', blob: MINT, dots: NAVY },
};

/**
 * The 3:2 picture of a subject: its scene on a ground, a soft blob behind it, a dot grid, and the
 * icon badge in a corner. `seedText` moves the blob and the dots, so two articles on one subject
 * still differ (scenes are never mirrored: they hold lettering).
 */
export function sceneCover(icon: string | undefined, ground: Ground, seedText: string) {
  const glyphOfIcon: LucideIcon | undefined = SERVICE_ICON_GLYPHS[icon as keyof typeof SERVICE_ICON_GLYPHS];
  const scene = SCENES[sceneOfIcon(icon)]();
  const colours = GROUNDS[ground];
  return (width: number, height: number): string => {
    const rnd = random(seedText);
    const blobX = 380 + rnd() * 200;
    const blobY = 300 + rnd() * 60;
    const dotsX = rnd() < 0.5 ? 56 : W - 56 - 5 * 26;
    const dots = Array.from(
      { length: 24 },
      (_, i) =>
        `<circle cx="${dotsX + (i % 6) * 26}" cy="${48 + Math.floor(i / 6) * 26}" r="3.5" fill="${colours.dots}" opacity="0.25"/>`,
    ).join('');
    const body =
      `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#ground)"/>` +
      `<ellipse cx="${round(blobX)}" cy="${round(blobY)}" rx="360" ry="250" fill="${colours.blob}" opacity="0.7"/>` +
      dots +
      // An article's cover is a closer crop of its subject's scene, centred where the seed says.
      (ground === 'mint'
        ? `<g transform="translate(${round(-120 - rnd() * 80)} -70) scale(1.25)">${scene}</g>`
        : scene) +
      (glyphOfIcon ? badge(glyphOfIcon, W - 92, H - 92, 50, ORANGE, '#ffffff') : '');
    return svgDocument(width, height, W, H, body);
  };
}
