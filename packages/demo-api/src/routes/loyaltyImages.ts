// Stand-in product pictures (SVG, no text so they suit every language): one colour and shape per
// product, 4:3 like the widget's image box.
const PALETTE = ['#2f6f9f', '#8a5a1f', '#3d7a4a', '#7a3d6d', '#6d2f2f', '#2f5f6d'];
const SHAPES = [
  // A bucket, a plane, a wave, a drop, a glass, a mountain: simple marks, not words.
  '<rect x="130" y="90" width="140" height="130" rx="14"/>',
  '<path d="M80 160 L320 120 L300 150 L200 165 L170 220 L145 220 L160 170 L90 180 Z"/>',
  '<path d="M60 170 Q110 110 160 170 T260 170 T360 170 V220 H60 Z"/>',
  '<path d="M200 70 C250 140 270 170 270 200 A70 70 0 0 1 130 200 C130 170 150 140 200 70 Z"/>',
  '<path d="M150 70 H250 L235 160 A35 35 0 0 1 215 185 V225 H240 V240 H160 V225 H185 V185 A35 35 0 0 1 165 160 Z"/>',
  '<path d="M40 240 L160 90 L220 160 L260 120 L360 240 Z"/>',
];

export function productImage(id: number): string {
  // Seeded products 1–6 in order: cleaning, transfer, internet, spa, wine tour, mountain weekend.
  const colour = PALETTE[(id - 1) % PALETTE.length];
  const shape = SHAPES[(id - 1) % SHAPES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><g fill="#ffffff" fill-opacity="0.85">${shape}</g></svg>`;
}
