/**
 * The icons a category may show, picked from this list in the back office (never typed as a
 * class name): each is an icon of the shop's icon set (lucide) with the name staff see. The
 * server accepts only these names, or none.
 */
export const categoryIcons = [
  { name: 'circuit-board', label: 'Circuit board' },
  { name: 'cpu', label: 'Processor' },
  { name: 'microchip', label: 'Microchip' },
  { name: 'thermometer', label: 'Thermometer' },
  { name: 'wifi', label: 'Wireless' },
  { name: 'bluetooth', label: 'Bluetooth' },
  { name: 'radio', label: 'Radio' },
  { name: 'monitor', label: 'Display' },
  { name: 'cog', label: 'Gear' },
  { name: 'battery-charging', label: 'Battery' },
  { name: 'zap', label: 'Power' },
  { name: 'plug', label: 'Connector' },
  { name: 'cable', label: 'Cable' },
  { name: 'wrench', label: 'Tools' },
  { name: 'bot', label: 'Robot' },
  { name: 'lightbulb', label: 'Lighting' },
  { name: 'speaker', label: 'Audio' },
  { name: 'camera', label: 'Camera' },
  { name: 'gauge', label: 'Meter' },
  { name: 'package', label: 'Kit' },
] as const;

export type CategoryIconName = (typeof categoryIcons)[number]['name'];
export const categoryIconNames = categoryIcons.map((icon) => icon.name) as [
  CategoryIconName,
  ...CategoryIconName[],
];

export function isCategoryIcon(name: string): name is CategoryIconName {
  return (categoryIconNames as readonly string[]).includes(name);
}
