/**
 * Keeps the current profile's language in step with the interface language (platform.md §4.3,
 * §7.5; issue 15): when the interface changes to a language the profile's exam is offered in, the
 * profile takes it (PUT edit_profile with the profile's own token). Loaded only when the language
 * changes.
 */
import { profileLocaleForInterface, type Locale } from '@abhyas/domain';
import { selectCurrentProfile, useAuthStore } from '../../auth/index.ts';
import { editOwnProfile } from '../api/edit-profile.ts';
import { fetchGoalsExams } from '../api/goals-exams.ts';

/** Updates the current profile's language to `locale` when its exam has it; no profile: nothing. */
export async function keepProfileLanguage(locale: Locale): Promise<void> {
  const state = useAuthStore.getState();
  const profile = selectCurrentProfile(state);
  if (!profile || !state.childToken) return;
  const d = profile.profile_details;
  const goals = await fetchGoalsExams(locale);
  const exam = goals.flatMap((g) => g.exams).find((e) => e.code === d.primary_exam);
  const next = profileLocaleForInterface({ interfaceLocale: locale, profileLocale: d.locale, examSupported: exam?.supported_languages });
  if (next) await editOwnProfile({ locale: next, meta: { locale: next } });
}
