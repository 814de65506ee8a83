import type { TFunction } from 'i18next';
import type { MenuItem } from '../data/menus.ts';

/** The translated label of a menu item (its values that are keys are translated first). */
export function menuLabel(t: TFunction<'shell'>, item: Pick<MenuItem, 'displayName' | 'values' | 'valueKeys'>): string {
  const values: Record<string, string | number> = { ...item.values };
  for (const [name, key] of Object.entries(item.valueKeys ?? {})) values[name] = t(key);
  return t(item.displayName, values);
}
