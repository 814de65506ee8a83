/**
 * The profile form (platform.md §3 Profile, §4.3): name, goal, exam of that goal, a language the
 * exam supports, video quality, one of five avatar colours, and the student's school and place
 * (issue 15). Messages are `profiles` keys.
 */
import { z } from 'zod';
import type { AddProfileBody, ExamEntry, GoalEntry, LinkedProfile } from '@abhyas/contracts';
import { AVATAR_COLOURS, resolveLocale, splitFullName, VIDEO_QUALITIES, type AvatarColour, type VideoQuality } from '@abhyas/domain';

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.nameRequired').max(120, 'validation.nameTooLong'),
  goal: z.string().min(1, 'validation.goalRequired'),
  exam: z.string().min(1, 'validation.examRequired'),
  locale: z.string().min(1, 'validation.languageRequired'),
  video_quality: z.enum(VIDEO_QUALITIES),
  avatar_color: z.enum(AVATAR_COLOURS),
  /** The student's school and place (issue 15), all optional; '' when not given. */
  school_name: z.string().trim().max(120, 'validation.nameTooLong'),
  where_is_school: z.string(),
  state: z.string(),
  district: z.string(),
});
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export function emptyProfileForm(locale = 'en', avatar: AvatarColour = 'orange', quality: VideoQuality = 'auto'): ProfileFormValues {
  return { name: '', goal: '', exam: '', locale, video_quality: quality, avatar_color: avatar, school_name: '', where_is_school: '', state: '', district: '' };
}

function oneOf<T extends string>(list: readonly T[], value: string, fallback: T): T {
  return (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Form values of an existing profile. */
export function profileToForm(p: LinkedProfile): ProfileFormValues {
  const d = p.profile_details;
  return {
    name: [d.first_name, d.last_name].filter(Boolean).join(' '),
    goal: d.primary_goal,
    exam: d.primary_exam,
    locale: d.locale,
    video_quality: oneOf(VIDEO_QUALITIES, d.video_quality, 'auto'),
    avatar_color: oneOf(AVATAR_COLOURS, d.avatar_color, 'orange'),
    school_name: d.meta.school_name ?? '',
    where_is_school: d.meta.where_is_school ?? '',
    state: d.meta.state_name ?? '',
    district: d.meta.district_name ?? '',
  };
}

/** The school part of a profile's meta: each field, null when left empty (edit_profile clears it). */
export function schoolMeta(v: ProfileFormValues) {
  return {
    school_name: v.school_name.trim() || null,
    where_is_school: (v.where_is_school || null) as 'village' | 'town' | 'city' | null,
    state_name: v.state || null,
    district_name: v.district || null,
  };
}

export function findExam(goals: readonly GoalEntry[], goalCode: string, examCode: string): ExamEntry | undefined {
  return goals.find((g) => g.code === goalCode)?.exams.find((e) => e.code === examCode);
}

/** The language to keep when the exam changes: the current one if supported, else the exam's first (§4.3). */
export function languageFor(exam: ExamEntry | undefined, current: string): string {
  return resolveLocale(current, exam?.supported_languages ?? null).locale;
}

/** Body of POST add_profile. */
export function toAddProfileBody(v: ProfileFormValues): AddProfileBody {
  const { first_name, last_name } = splitFullName(v.name);
  return {
    first_name,
    last_name,
    goal: v.goal,
    exam: v.exam,
    locale: v.locale,
    video_quality: v.video_quality,
    avatar_color: v.avatar_color,
    meta: schoolMeta(v),
  };
}
