import type { SeedBundle, SeedProduct } from './seed-types';

/*
 * The committed catalogue: 15 foodstuffs and 3 bundles (docs/product-spec.md §3, §9).
 *
 * Prices are whole naira at late-2026 Lagos market levels. Bigger tiers carry a small bulk
 * discount (tier price < multiplier × base price) because that is how market sellers price a
 * bag against a kilo; the tests hold us to it.
 *
 * Storage life follows docs/product-spec.md §9 (365 most, 180 flours, 14 peppers), extended honestly: milled or
 * oily goods that go stale or rancid (garri, ground egusi) and smoked fish get 180, and fresh
 * produce (onions, yam) gets the same 14 as fresh pepper rather than a flattering year.
 */
export const PRODUCTS: SeedProduct[] = [
  {
    id: 'parboiled-rice',
    name: 'Foreign parboiled rice',
    category: 'grains',
    description:
      'Long-grain parboiled rice, stone-free and non-sticky. The everyday rice for jollof and fried rice.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per 100 g uncooked: about 360 kcal, 7 g protein, 80 g carbohydrate.',
    cookingTime: '20–25 min',
    image: '/images/food/parboiled-rice.svg',
    tiers: [
      { type: '1kg', priceNaira: 2000, multiplier: 1 },
      { type: '5kg', priceNaira: 9600, multiplier: 5 },
      { type: '10kg', priceNaira: 18800, multiplier: 10 },
      { type: '25kg', priceNaira: 46000, multiplier: 25 },
      { type: '50kg', priceNaira: 90000, multiplier: 50 },
    ],
  },
  {
    id: 'ofada-rice',
    name: 'Local rice (Ofada)',
    category: 'grains',
    description:
      'Unpolished short-grain rice from Ogun State with a nutty aroma. Wash well before cooking; lovely with ofada stew.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per 100 g uncooked: about 350 kcal, 7 g protein, 3 g fibre.',
    cookingTime: '35–45 min',
    image: '/images/food/ofada-rice.svg',
    tiers: [
      { type: '1kg', priceNaira: 2400, multiplier: 1 },
      { type: '5kg', priceNaira: 11500, multiplier: 5 },
      { type: '10kg', priceNaira: 22500, multiplier: 10 },
      { type: '25kg', priceNaira: 55000, multiplier: 25 },
      { type: '50kg', priceNaira: 108000, multiplier: 50 },
    ],
  },
  {
    id: 'honey-beans',
    name: 'Honey beans (oloyin)',
    category: 'protein',
    description:
      'Sweet brown beans, picked and sorted. Cooks soft for ewa agoyin, porridge or moi moi.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per 100 g dry: about 340 kcal, 22 g protein, 15 g fibre.',
    cookingTime: '60–90 min',
    image: '/images/food/honey-beans.svg',
    tiers: [
      { type: '1kg', priceNaira: 2300, multiplier: 1 },
      { type: '5kg', priceNaira: 11000, multiplier: 5 },
      { type: '10kg', priceNaira: 21500, multiplier: 10 },
      { type: '25kg', priceNaira: 53000, multiplier: 25 },
      { type: '50kg', priceNaira: 104000, multiplier: 50 },
    ],
  },
  {
    id: 'smoked-catfish',
    name: 'Smoked catfish',
    category: 'protein',
    description:
      'Whole medium catfish, smoked dry over wood. Soak briefly, then add to egusi, okra or pepper soup.',
    storageLifeDays: 180,
    nutritionalInfo: 'Per 100 g: about 55 g protein; a good source of omega-3 fats.',
    cookingTime: '10–15 min',
    image: '/images/food/smoked-catfish.svg',
    tiers: [
      { type: '1 fish', priceNaira: 4000, multiplier: 1 },
      { type: '5 fish', priceNaira: 19000, multiplier: 5 },
      { type: '10 fish', priceNaira: 37000, multiplier: 10 },
    ],
  },
  {
    id: 'palm-oil',
    name: 'Palm oil',
    category: 'oils',
    description:
      'Thick red palm oil, freshly pressed and filtered. For banga, egusi, ofada stew and beans.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per tablespoon: about 120 kcal; rich in vitamin A (beta-carotene).',
    cookingTime: 'Ready to use',
    image: '/images/food/palm-oil.svg',
    tiers: [
      { type: '1 litre', priceNaira: 2800, multiplier: 1 },
      { type: '5 litres', priceNaira: 13500, multiplier: 5 },
      { type: '25 litres', priceNaira: 65000, multiplier: 25 },
    ],
  },
  {
    id: 'vegetable-oil',
    name: 'Vegetable oil',
    category: 'oils',
    description: 'Clear refined vegetable oil for frying, stews and baking.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per tablespoon: about 120 kcal, 14 g fat.',
    cookingTime: 'Ready to use',
    image: '/images/food/vegetable-oil.svg',
    tiers: [
      { type: '1 litre', priceNaira: 3000, multiplier: 1 },
      { type: '5 litres', priceNaira: 14500, multiplier: 5 },
      { type: '25 litres', priceNaira: 70000, multiplier: 25 },
    ],
  },
  {
    id: 'crayfish',
    name: 'Crayfish (ground)',
    category: 'spices',
    description:
      'Dried crayfish, cleaned and ground. A spoonful deepens the flavour of any soup or stew.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per 100 g: about 60 g protein; a good source of calcium.',
    cookingTime: 'Add in the last 5–10 min',
    image: '/images/food/crayfish.svg',
    tiers: [
      { type: 'per derica', priceNaira: 3000, multiplier: 1 },
      { type: 'per half paint rubber', priceNaira: 11500, multiplier: 4 },
      { type: 'per paint rubber', priceNaira: 22000, multiplier: 8 },
    ],
  },
  {
    id: 'ata-rodo',
    name: 'Scotch bonnet pepper (ata rodo)',
    category: 'spices',
    description:
      'Fresh, fiery scotch bonnet peppers. Blend with tatashe and onion for stew, or slice into pepper soup.',
    storageLifeDays: 14,
    nutritionalInfo: 'Per 100 g: about 40 kcal; high in vitamin C.',
    cookingTime: 'Blend fresh; 10–15 min in stew',
    image: '/images/food/ata-rodo.svg',
    tiers: [
      { type: 'per nylon', priceNaira: 1000, multiplier: 1 },
      { type: 'per paint rubber', priceNaira: 5500, multiplier: 6 },
    ],
  },
  {
    id: 'onions',
    name: 'Onions',
    category: 'vegetables',
    description: 'Firm red onions from the north. Keep somewhere cool, dry and airy.',
    storageLifeDays: 14,
    nutritionalInfo: 'Per 100 g: about 40 kcal, 9 g carbohydrate.',
    cookingTime: '5 min to soften',
    image: '/images/food/onions.svg',
    tiers: [
      { type: '1kg', priceNaira: 1200, multiplier: 1 },
      { type: '5kg', priceNaira: 5500, multiplier: 5 },
      { type: '10kg', priceNaira: 10500, multiplier: 10 },
    ],
  },
  {
    id: 'tomato-paste',
    name: 'Tomato paste (400 g tin)',
    category: 'vegetables',
    description: 'Double-concentrated tomato paste. Fry it well in oil for a rich, deep-red stew.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per tablespoon: about 13 kcal; a source of lycopene.',
    cookingTime: 'Fry 5–10 min',
    image: '/images/food/tomato-paste.svg',
    tiers: [
      { type: '1 tin', priceNaira: 1500, multiplier: 1 },
      { type: '6 tins', priceNaira: 8600, multiplier: 6 },
      { type: 'carton (24 tins)', priceNaira: 33600, multiplier: 24 },
    ],
  },
  {
    id: 'yam',
    name: 'Yam tuber',
    category: 'tubers',
    description:
      'Medium white yam tuber, dry and firm. Boil, fry, roast or pound; store away from damp.',
    storageLifeDays: 14,
    nutritionalInfo: 'Per 100 g: about 118 kcal, 28 g carbohydrate, 4 g fibre.',
    cookingTime: '20–25 min',
    image: '/images/food/yam.svg',
    tiers: [
      { type: '1 tuber', priceNaira: 4000, multiplier: 1 },
      { type: '5 tubers', priceNaira: 19000, multiplier: 5 },
      { type: '10 tubers', priceNaira: 37000, multiplier: 10 },
    ],
  },
  {
    id: 'garri-ijebu',
    name: 'Garri (Ijebu)',
    category: 'tubers',
    description:
      'Fine, crisp and sour white garri from Ijebu. Soak with cold water and sugar, or make eba.',
    storageLifeDays: 180,
    nutritionalInfo: 'Per 100 g: about 360 kcal, mostly carbohydrate; low in protein.',
    cookingTime: 'No cooking (soaked); 2–3 min for eba',
    image: '/images/food/garri-ijebu.svg',
    tiers: [
      { type: '1kg', priceNaira: 1200, multiplier: 1 },
      { type: '5kg', priceNaira: 5700, multiplier: 5 },
      { type: '10kg', priceNaira: 11000, multiplier: 10 },
      { type: '25kg', priceNaira: 26500, multiplier: 25 },
      { type: '50kg', priceNaira: 52000, multiplier: 50 },
    ],
  },
  {
    id: 'spaghetti',
    name: 'Spaghetti (500 g)',
    category: 'pasta',
    description:
      'Durum wheat spaghetti in 500 g packets. Boil plain or cook straight in jollof sauce.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per 100 g dry: about 360 kcal, 12 g protein, 72 g carbohydrate.',
    cookingTime: '10–12 min',
    image: '/images/food/spaghetti.svg',
    tiers: [
      { type: '1 packet', priceNaira: 1100, multiplier: 1 },
      { type: 'carton (20 packets)', priceNaira: 21000, multiplier: 20 },
    ],
  },
  {
    id: 'seasoning-cubes',
    name: 'Seasoning cubes (100 cubes)',
    category: 'seasonings',
    description:
      'Chicken-flavour stock cubes, 100 in a packet. Crumble into stews, soups and rice.',
    storageLifeDays: 365,
    nutritionalInfo: 'Per 4 g cube: about 2 g salt, so go easy on added salt.',
    cookingTime: 'Crumble in while cooking',
    image: '/images/food/seasoning-cubes.svg',
    tiers: [
      { type: '1 packet', priceNaira: 1700, multiplier: 1 },
      { type: 'carton (24 packets)', priceNaira: 38000, multiplier: 24 },
    ],
  },
  {
    id: 'egusi',
    name: 'Egusi (ground melon seeds)',
    category: 'others',
    description:
      'Peeled melon seeds, freshly ground. The base of egusi soup; keep airtight so it stays sweet.',
    storageLifeDays: 180,
    nutritionalInfo: 'Per 100 g: about 550 kcal, 28 g protein; rich in unsaturated fats.',
    cookingTime: '20–30 min in soup',
    image: '/images/food/egusi.svg',
    tiers: [
      { type: 'per derica', priceNaira: 2000, multiplier: 1 },
      { type: 'per half paint rubber', priceNaira: 7600, multiplier: 4 },
      { type: 'per paint rubber', priceNaira: 15000, multiplier: 8 },
    ],
  },
];

/*
 * Selling price, cost price and line counts are fixed by docs/product-spec.md §9. Each item list is chosen so
 * that buying the same lines singly (tier price × quantity) costs about 10–15% more than the
 * bundle: the savings customers see are real and stay well under the landing page's "up to 35%".
 */
export const BUNDLES: SeedBundle[] = [
  {
    id: 'starter-pack',
    name: 'Starter Pack',
    description: 'Everything a small household needs for a week: rice, beans and the stew basics.',
    sellingPriceNaira: 16000,
    costPriceNaira: 13830,
    popular: false,
    image: '/images/food/starter-pack.svg',
    // Singly: 9600 + 2300 + 2800 + 1500 + 1200 + 1000 = 18400.
    items: [
      { productId: 'parboiled-rice', tierType: '5kg', quantity: 1 },
      { productId: 'honey-beans', tierType: '1kg', quantity: 1 },
      { productId: 'palm-oil', tierType: '1 litre', quantity: 1 },
      { productId: 'tomato-paste', tierType: '1 tin', quantity: 1 },
      { productId: 'onions', tierType: '1kg', quantity: 1 },
      { productId: 'ata-rodo', tierType: 'per nylon', quantity: 1 },
    ],
  },
  {
    id: 'family-pack',
    name: 'Family Pack',
    description:
      'Staples for a family of four or five: 10 kg of rice, beans, garri and all the stew basics.',
    sellingPriceNaira: 31000,
    costPriceNaira: 26790,
    popular: true,
    image: '/images/food/family-pack.svg',
    // Singly: 18800 + 4600 + 2400 + 2800 + 3000 + 1200 + 1700 = 34500.
    items: [
      { productId: 'parboiled-rice', tierType: '10kg', quantity: 1 },
      { productId: 'honey-beans', tierType: '1kg', quantity: 2 },
      { productId: 'garri-ijebu', tierType: '1kg', quantity: 2 },
      { productId: 'palm-oil', tierType: '1 litre', quantity: 1 },
      { productId: 'tomato-paste', tierType: '1 tin', quantity: 2 },
      { productId: 'onions', tierType: '1kg', quantity: 1 },
      { productId: 'seasoning-cubes', tierType: '1 packet', quantity: 1 },
    ],
  },
  {
    id: 'premium-pack',
    name: 'Premium Pack',
    description:
      'Our fullest pantry: two kinds of rice, beans, yam, smoked fish, crayfish and egusi for the soup pot.',
    sellingPriceNaira: 67000,
    costPriceNaira: 58520,
    popular: false,
    image: '/images/food/premium-pack.svg',
    // Singly: 18800 + 11500 + 11000 + 13500 + 8000 + 8000 + 3000 + 4000 = 77800.
    items: [
      { productId: 'parboiled-rice', tierType: '10kg', quantity: 1 },
      { productId: 'ofada-rice', tierType: '5kg', quantity: 1 },
      { productId: 'honey-beans', tierType: '5kg', quantity: 1 },
      { productId: 'palm-oil', tierType: '5 litres', quantity: 1 },
      { productId: 'yam', tierType: '1 tuber', quantity: 2 },
      { productId: 'smoked-catfish', tierType: '1 fish', quantity: 2 },
      { productId: 'crayfish', tierType: 'per derica', quantity: 1 },
      { productId: 'egusi', tierType: 'per derica', quantity: 2 },
    ],
  },
];
