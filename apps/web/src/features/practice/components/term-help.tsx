import { ActionIcon, Anchor, Popover, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { readJson, writeJson } from '../../../lib/storage.ts';

/**
 * Practice jargon explained (issue 15): embiums and the attempt badges ("Wasted attempt", "Too
 * fast, correct", …). The first time a term is shown on this device its short explanation shows
 * beside it; afterwards a help button opens it, with a link to the help desk's entry.
 */

/** A practice term: `embium`, or an attempt badge (`badge.Wasted`, …). */
export type PracticeTerm = 'embium' | `badge.${string}`;

/** Where the help desk explains every term. */
export const TERMS_HELP_HREF = '/helpdesk#practice-terms';

const SEEN_KEY = 'abhyas.practice.terms-seen';

/** The terms this device has already explained (pure reader of storage). */
function seenTerms(): string[] {
  const seen = readJson<unknown>(SEEN_KEY, []);
  return Array.isArray(seen) ? seen.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * True while `term` is seen for the first time on this device (it stays true for this mount, so the
 * explanation does not vanish under the reader); the term is then remembered as explained.
 */
export function useFirstSight(term: PracticeTerm): boolean {
  const [first] = useState(() => !seenTerms().includes(term));
  useEffect(() => {
    if (!first) return;
    const seen = seenTerms();
    if (!seen.includes(term)) writeJson(SEEN_KEY, [...seen, term].slice(-50));
  }, [first, term]);
  return first;
}

/** The explanation of a term, in the `practice` catalog (`terms.embium`, `terms.badge.<Badge>`). */
export function useTermText(term: PracticeTerm): string {
  const { t } = useTranslation('practice');
  return t(`terms.${term}`);
}

/** The help button of a term: its explanation in a popover and a link to the help desk. `label` is the term as shown. */
export function TermHelp({ term, label }: { term: PracticeTerm; label: string }) {
  const { t } = useTranslation('practice');
  const text = useTermText(term);
  return (
    <Popover width={280} position="bottom" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" radius="xl" aria-label={t('terms.whatIs', { term: label })} data-testid={`term-help-${term}`}>
          <IconHelpCircle size={16} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Text size="sm">{text}</Text>
          <Anchor component={InternalLink} href={TERMS_HELP_HREF} size="sm">
            {t('terms.more')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The short explanation of a term, shown only the first time this device shows the term. */
export function FirstSightNote({ term }: { term: PracticeTerm }) {
  const first = useFirstSight(term);
  const text = useTermText(term);
  if (!first) return null;
  return (
    <Text size="sm" c="dark.6" data-testid={`term-note-${term}`}>
      {text}
    </Text>
  );
}
