import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { BookmarkedQuestion } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { Markdown } from '../../question/index.ts';
import { AddToRevisionList } from '../../revision/index.ts';
import { formatDate, subjectFallback } from '../utils/format.ts';

/**
 * A bookmarked question (learning.md §3 Question bookmark): an excerpt of its body, subject and
 * chapter, when it was bookmarked, a link to the question page (answer it, then see its solution)
 * Remove, and Add to a revision list (issue 19 §2).
 */
export function BookmarkQuestionCard({ question, onRemove, removing }: { question: BookmarkedQuestion; onRemove: () => void; removing: boolean }) {
  const { t, i18n } = useTranslation('user-lists');
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={8}>
        <Text component="h2" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
          {question.excerpt ? <Markdown text={question.excerpt} inline /> : question.content_id}
        </Text>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`subjects.${question.subject}`, { defaultValue: subjectFallback(question.subject) })}
          </Badge>
          {question.chapter_name && (
            <Text size="xs" c="dimmed">
              {question.chapter_name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('bookmarks.bookmarkedOn', { date: formatDate(question.bookmarked_at, i18n.language) })}
          </Text>
        </Group>
        <Group gap="sm">
          <Button component={InternalLink} href={question.link} size="sm" variant="light">
            {t('bookmarks.open')}
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            loading={removing}
            onClick={onRemove}
            aria-label={t('bookmarks.removeNamed', { name: question.excerpt || question.content_id })}
          >
            {t('bookmarks.remove')}
          </Button>
        </Group>
        <AddToRevisionList questionCode={question.content_id} name={question.excerpt || question.content_id} />
      </Stack>
    </Card>
  );
}
