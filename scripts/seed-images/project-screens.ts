/**
 * Project pictures that look like the projects: the client's own site or app, in the client's
 * colours and under the client's name, shown in a browser window and on a phone. Words other than
 * the client's name are drawn as bars, so a picture reads the same in French and English.
 */
import { Activity, CheckCircle2, Heart, MapPin, Package, Search, ShoppingCart, Syringe } from 'lucide-react';
import {
  badge,
  block,
  browserWindow,
  escapeXml,
  FONT_FAMILY,
  glyph,
  INK,
  LINE,
  panel,
  phone,
  pick,
  round,
  svgDocument,
  textLines,
} from './svg.ts';

const W = 960;
const H = 640;

/** Client colours, away from Weltaare's navy so a client's site never looks like ours. */
const CLIENT_COLOURS = ['#15803d', '#b91c1c', '#7c3aed', '#b45309', '#0e7490', '#c2410c', '#047857'] as const;

interface Client {
  name: string;
  colour: string;
  tint: string;
}

function clientOf(name: string): Client {
  const colour = pick(CLIENT_COLOURS, name);
  return { name, colour, tint: `${colour}22` };
}

/** The client's name as its site's wordmark, shrunk to fit `room`. */
function wordmark(client: Client, x: number, y: number, room: number, size: number, fill = client.colour): string {
  // DejaVu Sans Bold averages about 0.66 em per character.
  const fontSize = Math.min(size, Math.floor(room / (client.name.length * 0.66)));
  return `<text x="${round(x)}" y="${round(y)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="${fill}">${escapeXml(client.name)}</text>`;
}

function siteHeader(client: Client, x: number, y: number, w: number): string {
  return (
    wordmark(client, x + 24, y + 36, w * 0.5, 22) +
    [0, 1, 2].map((i) => block(x + w - 250 + i * 70, y + 24, 52, 10, 5, LINE)).join('') +
    `<path d="M${x} ${y + 58} H${x + w}" stroke="#e2e8f0" stroke-width="3"/>`
  );
}

/** A school's or company's site: header, hero band, three news cards. */
function websitePage(client: Client) {
  return (x: number, y: number, w: number, h: number) =>
    siteHeader(client, x, y, w) +
    block(x, y + 60, w, h * 0.42, 0, client.colour) +
    textLines(x + 32, y + 100, [w * 0.45, w * 0.32], 32, 18, '#ffffff') +
    block(x + 32, y + 176, 130, 30, 15, '#ffffff') +
    [0, 1, 2]
      .map((i) => {
        const cw = (w - 96) / 3;
        const cx = x + 32 + i * (cw + 16);
        return (
          block(cx, y + h * 0.42 + 84, cw, 64, 10, client.tint) +
          textLines(cx, y + h * 0.42 + 162, [cw * 0.9, cw * 0.6], 18, 9, LINE)
        );
      })
      .join('');
}

/** The same site on a phone. */
function websiteOnPhone(client: Client) {
  return (x: number, y: number, w: number) =>
    block(x + 12, y + 6, w * 0.5, 12, 6, client.colour) +
    block(x, y + 30, w, 120, 0, client.colour) +
    textLines(x + 16, y + 56, [w * 0.7, w * 0.5], 22, 12, '#ffffff') +
    block(x + 16, y + 110, 80, 20, 10, '#ffffff') +
    [0, 1]
      .map(
        (i) =>
          block(x + 12, y + 168 + i * 84, w - 24, 60, 10, client.tint) +
          textLines(x + 12, y + 236 + i * 84, [w * 0.6], 0, 8, LINE),
      )
      .join('');
}

/** A shop: search, product grid with prices, cart. */
function shopPage(client: Client) {
  return (x: number, y: number, w: number) =>
    siteHeader(client, x, y, w) +
    block(x + 24, y + 78, w - 120, 36, 18, '#f1f5f9') +
    glyph(Search, x + 36, y + 84, 24, '#64748b') +
    glyph(ShoppingCart, x + w - 70, y + 80, 32, client.colour) +
    `<circle cx="${x + w - 36}" cy="${y + 82}" r="11" fill="#f97316"/>` +
    [0, 1, 2, 3]
      .map((i) => {
        const cw = (w - 48 - 3 * 16) / 4;
        const cx = x + 24 + i * (cw + 16);
        return (
          block(cx, y + 134, cw, cw * 0.8, 10, client.tint) +
          glyph(Package, cx + cw / 2 - 22, y + 134 + cw * 0.4 - 22, 44, client.colour) +
          textLines(cx, y + 144 + cw * 0.8, [cw * 0.8], 0, 9, LINE) +
          block(cx, y + 164 + cw * 0.8, cw * 0.5, 14, 7, client.colour)
        );
      })
      .join('');
}

/** A delivery or banking app: coloured header, then a map with a route or a list of operations. */
function appOnPhone(client: Client, kind: 'delivery' | 'savings') {
  return (x: number, y: number, w: number, h: number) => {
    const header =
      block(x, y, w, 86, 0, client.colour) + textLines(x + 16, y + 22, [w * 0.55, w * 0.35], 24, 12, '#ffffff');
    if (kind === 'delivery') {
      return (
        header +
        block(x, y + 86, w, h * 0.5, 0, '#e2e8f0') +
        `<path d="M${x} ${y + 150} H${x + w} M${x + w * 0.3} ${y + 86} V${y + 86 + h * 0.5} M${x} ${y + 230} L${x + w} ${y + 180}" stroke="#ffffff" stroke-width="10"/>` +
        `<path d="M${x + 30} ${y + 250} C${x + 60} ${y + 170} ${x + 120} ${y + 200} ${x + w - 40} ${y + 120}" fill="none" stroke="${client.colour}" stroke-width="6" stroke-dasharray="10 8"/>` +
        glyph(MapPin, x + w - 62, y + 94, 40, client.colour, 2.4) +
        block(x + 12, y + 96 + h * 0.5, w - 24, 56, 12, '#f8fafc') +
        textLines(x + 24, y + 110 + h * 0.5, [w * 0.6, w * 0.4], 18, 9, LINE) +
        block(x + 12, y + h - 52, w - 24, 40, 20, client.colour)
      );
    }
    return (
      header +
      block(x + 12, y + 100, w - 24, 84, 14, client.tint) +
      `<text x="${x + 26}" y="${y + 160}" font-family="${FONT_FAMILY}" font-size="26" font-weight="700" fill="${client.colour}">GNF</text>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${x + 32}" cy="${y + 220 + i * 52}" r="14" fill="${i % 2 ? '#f97316' : client.colour}" opacity="0.8"/>` +
            textLines(x + 56, y + 214 + i * 52, [w * 0.45], 0, 10, LINE) +
            block(x + w - 70, y + 214 + i * 52, 48, 10, 5, i % 2 ? '#f97316' : client.colour),
        )
        .join('')
    );
  };
}

/** An operations dashboard: uptime curve and service rows, all green. */
function dashboardPage(client: Client) {
  return (x: number, y: number, w: number, h: number) => {
    const chartY = y + 90;
    const points = Array.from(
      { length: 12 },
      (_, i) => `${round(x + 40 + i * ((w * 0.6 - 60) / 11))},${round(chartY + 120 - 20 * Math.sin(i * 0.9) - i * 6)}`,
    );
    return (
      siteHeader(client, x, y, w) +
      block(x + 24, chartY - 14, w * 0.6, 170, 12, '#f8fafc') +
      `<polyline points="${points.join(' ')}" fill="none" stroke="${client.colour}" stroke-width="5" stroke-linejoin="round"/>` +
      glyph(Activity, x + 40, chartY, 30, client.colour) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            block(x + w * 0.6 + 44, chartY - 14 + i * 44, w * 0.4 - 68, 34, 8, '#f8fafc') +
            glyph(CheckCircle2, x + w * 0.6 + 52, chartY - 9 + i * 44, 24, '#16a34a') +
            textLines(x + w * 0.6 + 86, chartY - 2 + i * 44, [w * 0.2], 0, 9, LINE),
        )
        .join('') +
      [0, 1, 2]
        .map((i) => block(x + 24 + i * ((w - 48) / 3), y + h - 76, (w - 48) / 3 - 16, 52, 10, client.tint))
        .join('')
    );
  };
}

/** A social campaign: posts on a phone and a reach chart. */
function campaignOnPhone(client: Client) {
  return (x: number, y: number, w: number) =>
    [0, 1]
      .map((i) => {
        const py = y + 10 + i * 190;
        return (
          `<circle cx="${x + 26}" cy="${py + 14}" r="12" fill="${client.colour}"/>` +
          textLines(x + 46, py + 9, [w * 0.4], 0, 9, LINE) +
          block(x + 10, py + 36, w - 20, 110, 10, client.tint) +
          glyph(i === 0 ? Syringe : Heart, x + w / 2 - 26, py + 64, 52, client.colour, 2.2) +
          textLines(x + 10, py + 158, [w * 0.7], 0, 9, LINE)
        );
      })
      .join('');
}

/** An identity board: the logo, the palette, the type, a jar label. */
function brandBoard(client: Client): string {
  const initials = client.name
    .split(/\s+/)
    .filter((word) => /^[A-ZÉ]/.test(word))
    .slice(-2)
    .map((word) => word.charAt(0))
    .join('');
  return (
    panel(110, 90, 400, 300, 24, '#ffffff') +
    `<path d="M240 150 l60 -34 l60 34 v68 l-60 34 l-60 -34 z" fill="${client.colour}" stroke="${INK}" stroke-width="5"/>` +
    `<text x="300" y="200" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="42" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>` +
    wordmark(client, 140, 330, 340, 30, INK) +
    [client.colour, '#fbbf24', '#78350f', '#fef3c7']
      .map((colour, i) => panel(110 + i * 105, 430, 85, 110, 16, colour))
      .join('') +
    panel(580, 120, 260, 420, 40, '#fef3c7') +
    block(610, 250, 200, 170, 18, client.colour) +
    `<text x="710" y="352" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>` +
    block(630, 150, 160, 50, 14, '#78350f') +
    `<text x="395" y="215" font-family="Georgia, DejaVu Serif, serif" font-size="64" font-weight="700" fill="${INK}">Aa</text>`
  );
}

function ground(client: Client, body: string, width: number, height: number): string {
  return svgDocument(
    width,
    height,
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#f8fafc"/><rect width="${W}" height="${H}" fill="${client.colour}" opacity="0.12"/>` +
      `<circle cx="820" cy="110" r="190" fill="${client.colour}" opacity="0.12"/>` +
      body,
  );
}

/** The cover of a project, by its category. */
export function projectScreen(category: string, clientName: string, seedText: string) {
  const client = clientOf(clientName);
  return (width: number, height: number): string => {
    switch (category) {
      case 'mobile': {
        const kind = seedText.includes('credit') ? 'savings' : 'delivery';
        return ground(
          client,
          phone(250, 80, 230, 480, appOnPhone(client, kind)) +
            `<g transform="rotate(7 600 320)">${phone(520, 100, 210, 440, appOnPhone(client, kind === 'delivery' ? 'savings' : 'delivery'))}</g>` +
            panel(70, 420, 250, 70, 35, '#ffffff') +
            wordmark(client, 96, 464, 200, 22),
          width,
          height,
        );
      }
      case 'ecommerce':
        return ground(
          client,
          browserWindow(70, 70, 700, 470, shopPage(client)) + phone(690, 220, 190, 380, websiteOnPhone(client)),
          width,
          height,
        );
      case 'design':
        return ground(client, brandBoard(client), width, height);
      case 'communication':
        return ground(
          client,
          phone(160, 70, 250, 500, campaignOnPhone(client)) +
            panel(470, 150, 360, 250, 22, '#ffffff') +
            [0, 1, 2, 3, 4]
              .map((i) =>
                block(510 + i * 60, 360 - (50 + i * 28), 40, 50 + i * 28, 8, i === 4 ? '#f97316' : client.colour),
              )
              .join('') +
            wordmark(client, 500, 190, 300, 20, INK) +
            badge(Heart, 760, 470, 44, '#ffffff', client.colour),
          width,
          height,
        );
      case 'hosting':
        return ground(client, browserWindow(80, 80, 800, 480, dashboardPage(client)), width, height);
      default:
        return ground(
          client,
          browserWindow(70, 70, 720, 470, websitePage(client)) + phone(700, 200, 190, 400, websiteOnPhone(client)),
          width,
          height,
        );
    }
  };
}
