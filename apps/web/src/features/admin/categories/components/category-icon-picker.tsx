/**
 * The category form's icon, picked from the shop's list (never typed as a class name): a radio
 * group of icons with their names, moved through with the arrow keys as any radio group.
 */
import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  BatteryCharging,
  Bluetooth,
  Bot,
  Cable,
  Camera,
  CircuitBoard,
  Cog,
  Cpu,
  Gauge,
  Lightbulb,
  Microchip,
  Monitor,
  Package,
  Plug,
  Radio,
  Speaker,
  Thermometer,
  Wifi,
  Wrench,
  Zap,
} from 'lucide-react';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { categoryIcons, type CategoryIconName } from '@shop/shared/catalog/category-icons';

/** The drawing of each icon of the list. */
export const categoryIconComponents: Record<CategoryIconName, LucideIcon> = {
  'circuit-board': CircuitBoard,
  cpu: Cpu,
  microchip: Microchip,
  thermometer: Thermometer,
  wifi: Wifi,
  bluetooth: Bluetooth,
  radio: Radio,
  monitor: Monitor,
  cog: Cog,
  'battery-charging': BatteryCharging,
  zap: Zap,
  plug: Plug,
  cable: Cable,
  wrench: Wrench,
  bot: Bot,
  lightbulb: Lightbulb,
  speaker: Speaker,
  camera: Camera,
  gauge: Gauge,
  package: Package,
};

type CategoryIconPickerProps = {
  value: string;
  error?: string;
  onChange: (icon: string) => void;
};

const choice =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-2 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500';

export function CategoryIconPicker({ value, error, onChange }: CategoryIconPickerProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t.iconField}</legend>
      <div className="grid max-h-48 grid-cols-2 gap-1.5 overflow-y-auto sm:grid-cols-3">
        <label className={choice}>
          <input
            type="radio"
            name="category-icon"
            value=""
            checked={value === ''}
            onChange={() => onChange('')}
            className="sr-only"
          />
          <span aria-hidden="true" className="size-4" />
          {t.noIcon}
        </label>
        {categoryIcons.map((icon) => {
          const Icon = categoryIconComponents[icon.name];
          return (
            <label key={icon.name} className={choice}>
              <input
                type="radio"
                name="category-icon"
                value={icon.name}
                checked={value === icon.name}
                onChange={() => onChange(icon.name)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {icon.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
