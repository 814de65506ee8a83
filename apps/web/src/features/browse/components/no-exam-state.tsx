import { useTranslation } from 'react-i18next';
import { NoExamNotice } from '../../../components/ui/notice-card.tsx';

/** Shown on a home when the active profile has no exam yet: says why and links to the profiles. */
export function NoExamState() {
  const { t } = useTranslation('browse');
  return <NoExamNotice title={t('home.noExam.title')} text={t('home.noExam.text')} action={t('home.noExam.action')} />;
}
