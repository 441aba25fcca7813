// Writes the landing page's illustrations (public/images/hero-foodstuffs.svg and steps/*.svg)
// from Fluent Emoji Flat (MIT, @iconify-json/fluent-emoji-flat). Run: node apps/web/scripts/generate-landing-art.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const iconsFile = fileURLToPath(import.meta.resolve('@iconify-json/fluent-emoji-flat/icons.json'));
const j = JSON.parse(fs.readFileSync(iconsFile, 'utf8'));
const body = (n) => {
  const i = j.icons[n];
  if (!i) throw new Error(n);
  return i.body;
};
const place = (n, x, y, size, rot = 0) =>
  `<g transform="translate(${x} ${y})${rot ? ` rotate(${rot} ${size / 2} ${size / 2})` : ''} scale(${size / 32})">${body(n)}</g>`;
const credit =
  '<!-- Artwork composed from Fluent Emoji Flat, (c) Microsoft Corporation, MIT License. -->';
const svg = (w, h, inner, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${label ? ` role="img" aria-label="${label}"` : ''}>${credit}${inner}</svg>\n`;

const out = path.join(here, '..', 'public', 'images');
fs.mkdirSync(out + '/steps', { recursive: true });

// Hero: a basket of Nigerian market foodstuffs on a plantain-yellow sun.
const hero = [
  '<circle cx="280" cy="250" r="205" fill="#ffe58a"/>',
  '<circle cx="280" cy="250" r="160" fill="#ffd34d" opacity=".45"/>',
  '<circle cx="468" cy="96" r="26" fill="#d8f2dd"/>',
  '<circle cx="86" cy="122" r="14" fill="#fec799"/>',
  '<circle cx="500" cy="360" r="10" fill="#fca35e"/>',
  '<ellipse cx="280" cy="440" rx="200" ry="16" fill="#241a13" opacity=".08"/>',
  place('sheaf-of-rice', 118, 112, 180, -22),
  place('ear-of-corn', 292, 112, 170, 20),
  place('leafy-green', 206, 118, 150),
  place('basket', 120, 150, 320),
  place('tomato', 70, 330, 100),
  place('hot-pepper', 160, 360, 84, -20),
  place('onion', 380, 334, 100),
  place('bell-pepper', 300, 372, 80, 8),
  place('egg', 448, 386, 54, 12),
].join('');
fs.writeFileSync(
  out + '/hero-foodstuffs.svg',
  svg(560, 480, hero, 'A basket of rice, corn, vegetables, tomatoes, peppers and onions'),
);

// How-it-works steps: one illustration each on a soft round backdrop.
const step = (name, bg, items) =>
  fs.writeFileSync(
    out + `/steps/${name}.svg`,
    svg(96, 96, `<circle cx="48" cy="48" r="46" fill="${bg}"/>${items}`, ''),
  );
step('shop', '#ffe4cc', place('shopping-bags', 18, 16, 60));
step('pantry', '#fff3c4', place('package', 18, 18, 60));
step('share', '#d8f2dd', place('wrapped-gift', 18, 16, 60));
console.log('Wrote', path.join(out, 'hero-foodstuffs.svg'), 'and steps/*.svg');
