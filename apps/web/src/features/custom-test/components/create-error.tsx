import { Button } from '@mantine/core';
import type { CustomTestBody } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { ProblemAlert } from './step-frame.tsx';

/** Chapter codes a 400 UNKNOWN_CHAPTER names (its details carry `subjects[i].chapters[j]`). */
export function unknownChapters(error: unknown, body: CustomTestBody | undefined): string[] {
  if (!isApiError(error) || !body) return [];
  return error.details.flatMap((d) => {
    const m = /^subjects\[(\d+)\]\.chapters\[(\d+)\]$/.exec(d.path);
    const code = m ? body.subjects[Number(m[1])]?.chapters[Number(m[2])] : undefined;
    return code ? [code] : [];
  });
}

export interface CreateErrorProps {
  error: unknown;
  /** Names of the chapters a 400 UNKNOWN_CHAPTER refused. */
  unknownNames: string[];
  /** Opens the chapters step (after dropping refused chapters). */
  onChangeChapters: () => void;
}

/**
 * Why the test could not be created, and what to change (learning.md §3): 409 NOT_ENOUGH_QUESTIONS
 * asks for more chapters, Mixed difficulty or more types; 400 UNKNOWN_CHAPTER names the chapters
 * to choose again; offline and other failures say so.
 */
export function CreateError({ error, unknownNames, onChangeChapters }: CreateErrorProps) {
  const { t } = useTranslation('custom-test');
  const code = isApiError(error) ? error.code : '';
  const status = isApiError(error) ? error.status : -1;
  if (code === 'NOT_ENOUGH_QUESTIONS') {
    return (
      <ProblemAlert
        title={t('error.notEnoughTitle')}
        action={
          <Button size="xs" variant="white" color="red" onClick={onChangeChapters}>
            {t('error.changeChapters')}
          </Button>
        }
      >
        {t('error.notEnough')}
      </ProblemAlert>
    );
  }
  if (code === 'UNKNOWN_CHAPTER') {
    return (
      <ProblemAlert
        title={t('error.unknownChapterTitle')}
        action={
          <Button size="xs" variant="white" color="red" onClick={onChangeChapters}>
            {t('error.chooseAgain')}
          </Button>
        }
      >
        {t('error.unknownChapter', { chapters: unknownNames.join(', ') || '—' })}
      </ProblemAlert>
    );
  }
  if (status === 400) return <ProblemAlert title={t('error.invalidTitle')}>{t('error.invalid')}</ProblemAlert>;
  if (status === 0) return <ProblemAlert title={t('error.offlineTitle')}>{t('error.offline')}</ProblemAlert>;
  return <ProblemAlert title={t('error.failedTitle')}>{t('error.failed')}</ProblemAlert>;
}
