import { useSearch } from '@tanstack/react-router';
import { useCurrentProfile } from '../../auth/index.ts';
import { QuestionnairePage } from './questionnaire-page.tsx';

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * `/achieve/questionnaire?session&test&paj_id&paj_step_id` (learning.md §2 Achieve; issue 18 §4):
 * the achieve-test questionnaire for the active profile. Loaded by path from app/routes/app-routes.tsx.
 */
export function QuestionnaireRoute() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const exam = useCurrentProfile()?.profile_details?.primary_exam ?? '';
  return (
    <QuestionnairePage
      sessionId={text(search.session)}
      testCode={text(search.test)}
      pajId={text(search.paj_id) || null}
      stepId={text(search.paj_step_id) || null}
      exam={exam}
    />
  );
}
