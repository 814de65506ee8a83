import { useState } from 'react';
import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useAddToRevisionList, useRevisionLists } from '../api/revision.ts';

/**
 * "Add to a revision list" for one question (issue 19 §2: the student's own named lists, added to
 * from a bookmark): a menu of the profile's named lists; choosing one posts the question
 * (POST /api/revision/lists/{id}/items) and says so in a status line. Without a named list the menu
 * leads to the revision page to make one. `name` labels the button for screen readers.
 */
export function AddToRevisionList({ questionCode, name }: { questionCode: string; name: string }) {
  const { t, i18n } = useTranslation('revision');
  const [open, setOpen] = useState(false);
  const lists = useRevisionLists(i18n.language);
  const add = useAddToRevisionList();
  const [added, setAdded] = useState<string | null>(null);
  const named = (lists.data?.pages ?? []).flatMap((p) => p.lists.items).filter((l) => l.kind === 'named');
  return (
    <Group gap="xs">
      <Menu opened={open} onChange={setOpen} position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="sm"
            variant="subtle"
            leftSection={<IconListCheck size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            aria-label={t('addToList.buttonNamed', { name })}
            loading={add.isPending}
          >
            {t('addToList.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('addToList.label')}</Menu.Label>
          {named.map((l) => (
            <Menu.Item
              key={l.id}
              onClick={() => add.mutate({ listId: l.id, questionCode }, { onSuccess: () => setAdded(l.name), onError: () => setAdded(null) })}
            >
              {l.name}
            </Menu.Item>
          ))}
          {named.length === 0 && (
            <Menu.Item component={InternalLink} href="/user-home/revision-lists">
              {t('addToList.none')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Text size="sm" c={add.isError ? 'red.8' : 'dimmed'} role="status">
        {add.isError ? t('addToList.failed') : added ? t('addToList.added', { list: added }) : ''}
      </Text>
    </Group>
  );
}
