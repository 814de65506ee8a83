import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { MAIN_MENUS, type MenuItem } from '../data/menus.ts';
import { menuLabel } from './menu-label.ts';
import classes from './main-menus.module.css';

/** Menus with more entries than this open as a three-column panel instead of a tall list. */
const COLUMNS_FROM = 10;

function MenuEntry({ item }: { item: MenuItem }) {
  const { t } = useTranslation('shell');
  const label = menuLabel(t, item);
  if (item.subMenu?.length) {
    return (
      <Menu.Sub>
        <Menu.Sub.Target>
          <Menu.Sub.Item>{label}</Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          {item.route && (
            <Menu.Item component={InternalLink} href={item.route} fw={600}>
              {t('menu.viewAll', { name: label })}
            </Menu.Item>
          )}
          {item.subMenu.map((child) => (
            <Menu.Item key={child.id} component={InternalLink} href={child.route ?? '/'}>
              {menuLabel(t, child)}
              {child.workInProgress ? ` · ${t('menu.comingSoon')}` : ''}
            </Menu.Item>
          ))}
        </Menu.Sub.Dropdown>
      </Menu.Sub>
    );
  }
  return (
    <Menu.Item component={InternalLink} href={item.route ?? '/'}>
      {label}
    </Menu.Item>
  );
}

/**
 * The website header's main menus for wide screens (platform.md §2.5): Study Material, Exams,
 * Products and About Us, each a dropdown whose groups open sub-menus (listNumber 2 → 3).
 */
export function MainMenus() {
  const { t } = useTranslation('shell');
  return (
    <Group gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {MAIN_MENUS.map((menu) => {
        const wide = (menu.subMenu?.length ?? 0) > COLUMNS_FROM;
        return (
          <li key={menu.id}>
            <Menu trigger="click-hover" openDelay={80} closeDelay={200} position="bottom-start" shadow="md" radius="md" width={wide ? 720 : 260}>
              <Menu.Target>
                <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
                  {menuLabel(t, menu)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown className={wide ? classes.columns : undefined}>
                {menu.subMenu?.map((item) => (
                  <MenuEntry key={item.id} item={item} />
                ))}
              </Menu.Dropdown>
            </Menu>
          </li>
        );
      })}
    </Group>
  );
}
