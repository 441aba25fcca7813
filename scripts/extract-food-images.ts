/*
 * Writes the catalogue's food images as small standalone SVGs, taken from the open-licence emoji
 * sets already in devDependencies, and the LICENSE.md that credits them.
 *
 *   node --import tsx scripts/extract-food-images.ts
 *
 * The output is committed, so the app never needs the icon packages at run time. LICENSE.md is
 * generated from the same table so the credits cannot drift from the files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLES, PRODUCTS } from '../apps/api/src/modules/catalogue/seed-data';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = join(ROOT, 'apps/web/public');
const OUT_DIR = join(PUBLIC_DIR, 'images/food');
/** Keeps the shop grid light on slow mobile data. */
const MAX_BYTES = 15 * 1024;

type IconSetId = 'fluent-emoji-flat' | 'noto';

type IconifyIcon = {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  rotate?: number;
  hFlip?: boolean;
  vFlip?: boolean;
};

type IconifyJson = {
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string } & Partial<IconifyIcon>>;
};

const SETS: Record<IconSetId, { title: string; author: string; licence: string; url: string }> = {
  'fluent-emoji-flat': {
    title: 'Fluent Emoji (flat)',
    author: 'Microsoft Corporation',
    licence: 'MIT',
    url: 'https://github.com/microsoft/fluentui-emoji',
  },
  noto: {
    title: 'Noto Emoji',
    author: 'Google Inc.',
    licence: 'Apache-2.0',
    url: 'https://github.com/googlefonts/noto-emoji',
  },
};

/** MIT asks that copies carry the notice itself, not just a link. */
const MIT_FLUENT = `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

type Choice = {
  /** Fluent first for one consistent style; Noto only where Fluent is too heavy or missing. */
  candidates: { set: IconSetId; icon: string }[];
  /** Colour swaps, so one jar can read as red palm oil and another as golden vegetable oil. */
  recolour?: Record<string, string>;
};

const fluentThenNoto = (icon: string, recolour?: Record<string, string>): Choice => ({
  candidates: [
    { set: 'fluent-emoji-flat', icon },
    { set: 'noto', icon },
  ],
  ...(recolour ? { recolour } : {}),
});

/** Keyed by file name (product or bundle id). */
const CHOICES: Record<string, Choice> = {
  'parboiled-rice': fluentThenNoto('sheaf-of-rice'),
  'ofada-rice': fluentThenNoto('cooked-rice'),
  'honey-beans': fluentThenNoto('beans'),
  // Smoked catfish is brown, not the emoji's tropical blue.
  'smoked-catfish': fluentThenNoto('fish', { '#00a6ed': '#a0522d', '#0074ba': '#6b3a1e' }),
  // The fluent jar's pale-blue contents (#aeddff) become the oil's own colour.
  'palm-oil': fluentThenNoto('jar', { '#aeddff': '#e8590c' }),
  'vegetable-oil': fluentThenNoto('jar', { '#aeddff': '#ffd43b' }),
  crayfish: fluentThenNoto('shrimp'),
  'ata-rodo': fluentThenNoto('hot-pepper'),
  onions: fluentThenNoto('onion'),
  'tomato-paste': fluentThenNoto('canned-food'),
  yam: fluentThenNoto('potato'),
  'garri-ijebu': fluentThenNoto('bowl-with-spoon'),
  spaghetti: fluentThenNoto('spaghetti'),
  'seasoning-cubes': fluentThenNoto('salt'),
  // Egusi is the seed of a melon; no emoji shows the seeds themselves.
  egusi: fluentThenNoto('melon'),
  'starter-pack': fluentThenNoto('shopping-bags'),
  'family-pack': fluentThenNoto('basket'),
  'premium-pack': fluentThenNoto('shopping-cart'),
};

const setCache = new Map<IconSetId, IconifyJson>();
function loadSet(set: IconSetId): IconifyJson {
  let json = setCache.get(set);
  if (!json) {
    const path = join(ROOT, 'node_modules/@iconify-json', set, 'icons.json');
    json = JSON.parse(readFileSync(path, 'utf8')) as IconifyJson;
    setCache.set(set, json);
  }
  return json;
}

function resolveIcon(json: IconifyJson, name: string): IconifyIcon | undefined {
  const icon = json.icons[name];
  if (icon) return icon;
  const alias = json.aliases?.[name];
  if (!alias) return undefined;
  const parent = resolveIcon(json, alias.parent);
  return parent && { ...parent, ...alias, body: parent.body };
}

function toSvg(
  set: IconSetId,
  name: string,
  recolour?: Record<string, string>,
): string | undefined {
  const json = loadSet(set);
  const icon = resolveIcon(json, name);
  if (!icon) return undefined;
  // Transforms would need wrapping groups; none of the chosen icons use them, so refuse rather than mis-draw.
  if (icon.rotate || icon.hFlip || icon.vFlip) {
    throw new Error(`${set}:${name} needs a transform, which this script does not apply`);
  }
  const width = icon.width ?? json.width ?? 16;
  const height = icon.height ?? json.height ?? 16;
  const left = icon.left ?? json.left ?? 0;
  const top = icon.top ?? json.top ?? 0;
  let body = icon.body;
  for (const [from, to] of Object.entries(recolour ?? {})) {
    if (!body.includes(from)) throw new Error(`${set}:${name} has no colour ${from} to replace`);
    body = body.replaceAll(from, to);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left} ${top} ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

/** Every image the seed refers to must have a choice here, and vice versa. */
function checkCoverage(): void {
  const wanted = [...PRODUCTS, ...BUNDLES].map((item) => item.image);
  const provided = Object.keys(CHOICES).map((file) => `/images/food/${file}.svg`);
  const missing = wanted.filter((image) => !provided.includes(image));
  const unused = provided.filter((image) => !wanted.includes(image));
  if (missing.length || unused.length) {
    throw new Error(
      `Image table out of step with the seed. Missing: ${missing}; unused: ${unused}`,
    );
  }
}

type Written = { file: string; set: IconSetId; icon: string; bytes: number; recoloured: boolean };

function writeImages(): Written[] {
  mkdirSync(OUT_DIR, { recursive: true });
  const written: Written[] = [];
  for (const [file, choice] of Object.entries(CHOICES)) {
    let done = false;
    for (const { set, icon } of choice.candidates) {
      // A recolour only fits the icon it was written for (the first candidate).
      const recolour = set === choice.candidates[0]?.set ? choice.recolour : undefined;
      const svg = toSvg(set, icon, recolour);
      if (!svg) continue;
      const bytes = Buffer.byteLength(svg);
      if (bytes > MAX_BYTES) continue;
      writeFileSync(join(OUT_DIR, `${file}.svg`), svg);
      written.push({ file: `${file}.svg`, set, icon, bytes, recoloured: Boolean(recolour) });
      done = true;
      break;
    }
    if (!done) throw new Error(`No candidate for ${file} exists under ${MAX_BYTES} bytes`);
  }
  return written;
}

function writeLicence(written: Written[]): void {
  const sections = (Object.keys(SETS) as IconSetId[]).map((set) => {
    const meta = SETS[set];
    const files = written.filter((w) => w.set === set);
    const rows = files.length
      ? files
          .map(
            (w) =>
              `- \`food/${w.file}\`: \`${w.icon}\`${w.recoloured ? ' (fill colour changed)' : ''}`,
          )
          .join('\n')
      : '- none at present (kept as the fallback set)';
    return `## ${meta.title}\n\nBy ${meta.author}, licensed under ${meta.licence} (${meta.url}).\nTaken from the \`@iconify-json/${set}\` package.\n\n${rows}\n`;
  });
  const text = `# Image licences

<!-- Generated by scripts/extract-food-images.ts; edit that script, not this file. -->

The food and bundle pictures in \`food/\` are emoji from open-licence sets, each written out as a
standalone SVG. Some have had a fill colour changed, as noted below; nothing else is altered.

${sections.join('\n')}
## Licence texts

Apache-2.0 (Noto Emoji): https://www.apache.org/licenses/LICENSE-2.0 (as published at
https://github.com/googlefonts/noto-emoji/blob/main/svg/LICENSE).

MIT (Fluent Emoji), reproduced as its licence asks:

\`\`\`text
${MIT_FLUENT}
\`\`\`
`;
  writeFileSync(join(PUBLIC_DIR, 'images/LICENSE.md'), text);
}

checkCoverage();
const written = writeImages();
writeLicence(written);
for (const w of written) console.log(`${w.file.padEnd(22)} ${w.set}:${w.icon} (${w.bytes} B)`);
