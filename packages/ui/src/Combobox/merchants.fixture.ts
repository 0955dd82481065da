import type { ComboboxOption } from './Combobox.types.ts';

// 5,000 merchants built from fixed word lists so every story run searches the same data.
const FIRST = [
  'Al Nour',
  'Cairo',
  'Delta',
  'Nile',
  'Golden',
  'Green Valley',
  'Pharaoh',
  'Sahara',
  'Oasis',
  'Lotus',
];
const KIND = [
  'Fresh Market',
  'Pharmacy',
  'Bakery',
  'Electronics',
  'Butchery',
  'Books',
  'Flowers',
  'Toys',
  'Sweets',
  'Coffee',
];
const CITY = [
  'Nasr City',
  'Heliopolis',
  'Maadi',
  'Giza',
  'Smouha',
  'Mansoura',
  'Tanta',
  'Zamalek',
  'Aswan',
  'Luxor',
];

export const merchants: ComboboxOption[] = Array.from({ length: 5000 }, (_, i) => {
  const city = CITY[(i * 7) % CITY.length]!;
  const kind = KIND[Math.floor(i / FIRST.length) % KIND.length]!;
  return {
    value: `MRC-${String(i + 1).padStart(5, '0')}`,
    label: `${FIRST[i % FIRST.length]} ${kind} ${Math.floor(i / 100) + 1}`,
    description: `MRC-${String(i + 1).padStart(5, '0')} · ${city}`,
  };
});

/** Case-insensitive search on name and id, first 20 matches, answered at once for screenshots. */
export function searchMerchants(query: string): Promise<ComboboxOption[]> {
  const needle = query.trim().toLowerCase();
  const found = merchants.filter(
    (m) => m.label.toLowerCase().includes(needle) || m.value.toLowerCase().includes(needle),
  );
  return Promise.resolve(found.slice(0, 20));
}
