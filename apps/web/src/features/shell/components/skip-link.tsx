import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps keyboard users past the header. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
